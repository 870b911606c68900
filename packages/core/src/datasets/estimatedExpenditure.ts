import type { DataChannel } from '../channel.ts';
import type { EntitySummary } from '../entityType.ts';
import type { DateRange } from '../period.ts';
import type { FigureBasis } from './figureBasis.ts';

/** Dataset name of the estimated-expenditure widget (spec reports-data §3 Widget types). */
export const ESTIMATED_EXPENDITURE_DATASET = 'estimated-expenditure';

export interface ChannelExpenditure {
  channel: DataChannel;
  expenses: number;
  impressions: number;
}

export interface EntityExpenditure {
  entity: EntitySummary;
  /** Estimated spend in `currency` over the period. */
  expenses: number;
  impressions: number;
  /** Effective cost per thousand impressions; null without impressions. */
  cpm: number | null;
  /** The same figures over the equally long period just before. */
  previous: { expenses: number; impressions: number };
  /** Relative change against `previous` in percent; null when the previous value is 0. */
  change: { expenses: number | null; impressions: number | null };
  /** Spend and impressions per channel, largest spend first; channels without data are left out. */
  byChannel: ChannelExpenditure[];
}

export interface EstimatedExpenditureResponse {
  currency: string;
  period: { id: string } & DateRange;
  /** `expenses`/`impressions` are the request's cell; `entity.impressionsCount` a lifetime total. */
  basis?: FigureBasis;
  elements: EntityExpenditure[];
}
