import type { DataChannel } from '../channel.ts';
import type { EntitySummary } from '../entityType.ts';
import type { DateRange } from '../period.ts';
import type { FigureBasis } from './figureBasis.ts';

/** Dataset name of the estimated-expenditure widget. */
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

function change(current: number, previous: number): number | null {
  return previous === 0 ? null : ((current - previous) / previous) * 100;
}

/**
 * One report item's figures from the per-id answer: a group's members summed (spend, impressions and
 * channels add up; CPM and change recomputed from the sums), the first member's entity kept. One
 * definition for the card and its exports. Undefined without any element.
 */
export function combineEntityExpenditure(elements: readonly EntityExpenditure[]): EntityExpenditure | undefined {
  const [first, ...rest] = elements;
  if (!first || rest.length === 0) return first;
  const sum = (pick: (e: EntityExpenditure) => number) => elements.reduce((total, e) => total + pick(e), 0);
  const expenses = sum((e) => e.expenses);
  const impressions = sum((e) => e.impressions);
  const previous = { expenses: sum((e) => e.previous.expenses), impressions: sum((e) => e.previous.impressions) };
  const byChannel = new Map<DataChannel, ChannelExpenditure>();
  for (const { channel, expenses: spend, impressions: shown } of elements.flatMap((e) => e.byChannel)) {
    const entry = byChannel.get(channel) ?? { channel, expenses: 0, impressions: 0 };
    byChannel.set(channel, { channel, expenses: entry.expenses + spend, impressions: entry.impressions + shown });
  }
  return {
    entity: first.entity,
    expenses,
    impressions,
    cpm: impressions === 0 ? null : (expenses / impressions) * 1000,
    previous,
    change: { expenses: change(expenses, previous.expenses), impressions: change(impressions, previous.impressions) },
    byChannel: [...byChannel.values()].sort((a, b) => b.expenses - a.expenses),
  };
}
