import {
  type ChannelExpenditure,
  type DataChannel,
  type DateRange,
  type EntityExpenditure,
  type EstimatedExpenditureResponse,
  FIGURE_BASIS,
  previousRange,
} from '@adlens/core';
import type { Queryable } from '../db/Database.ts';
import { type Currency, type DatasetFilters, apportion } from './datasetFilters.ts';
import { resolveEntities } from './entityLookup.ts';
import type { DataMeta } from './loadDataMeta.ts';
import { brandCampaigns, resolveScope } from './reportScope.ts';
import { type Dimension, type ScanRow, scanRollups } from './scanRollups.ts';
import { measures } from './widgetQueries.ts';

/**
 * The entity types the estimated-expenditure widget answers for: advertisers, and brands, whose
 * report and sales-tool preview show it.
 */
export const EXPENDITURE_ENTITY_TYPES = ['advertiser', 'brand'] as const;
export type ExpenditureEntityType = (typeof EXPENDITURE_ENTITY_TYPES)[number];

export interface ExpenditureQuery {
  entityType: ExpenditureEntityType;
  /** 1–10 distinct ids: one element each, in this order. */
  ids: number[];
  filters: DatasetFilters;
  /** Brands: include their sub-brands (default; the user's brand hierarchy). */
  subBrands?: boolean;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function change(current: number, previous: number): number | null {
  return previous > 0 ? round2(((current - previous) / previous) * 100) : null;
}

/**
 * Spend and impressions per channel and in total, largest spend first; channels without data left
 * out. The total is converted once from the exact USD sum, like every other dataset's figure for the
 * same cell (convert); the channels are apportioned so they add up to it.
 */
function channelFigures(
  rows: readonly ScanRow[],
  currency: Currency,
): { expenses: number; impressions: number; byChannel: ChannelExpenditure[] } {
  const sums = new Map<DataChannel, { impressions: number; expenses: number }>();
  for (const row of rows) {
    const sum = sums.get(row.channel as DataChannel) ?? { impressions: 0, expenses: 0 };
    sums.set(row.channel as DataChannel, {
      impressions: sum.impressions + row.impressions,
      expenses: sum.expenses + row.expenses,
    });
  }
  const channels = [...sums].filter(([, sum]) => Math.round(sum.impressions) > 0 || Math.round(sum.expenses * 100) > 0);
  const total = measures(
    channels.map(([, sum]) => sum as ScanRow),
    currency,
  );
  const expenses = apportion(
    channels.map(([, sum]) => (Math.round(sum.expenses * 100) * currency.rate) / 100),
    total.expenses,
    0.01,
  );
  const impressions = apportion(
    channels.map(([, sum]) => sum.impressions),
    total.impressions,
    1,
  );
  const byChannel = channels
    .map(([channel], index) => ({ channel, expenses: expenses[index]!, impressions: impressions[index]! }))
    .filter((row) => row.impressions > 0 || row.expenses > 0)
    .sort((a, b) => b.expenses - a.expenses || a.channel.localeCompare(b.channel));
  return { ...total, byChannel };
}

/**
 * How the scanned rows are told apart per entity: advertisers by their own rows; brands by their
 * campaigns, each counted for the most specific brand asked (reportScope brandCampaigns), so a master
 * and its sub-brand in one request never count a campaign twice and the elements add up to the group.
 */
async function perEntity(
  db: Queryable,
  entityType: ExpenditureEntityType,
  ids: readonly number[],
  subBrands: boolean,
): Promise<{ dims: Dimension[]; ownerOf(row: ScanRow): number | undefined }> {
  if (entityType === 'advertiser') return { dims: ['advertiser', 'channel'], ownerOf: (row) => Number(row.advertiser) };
  const key = (advertiser: unknown, campaign: unknown) => `${Number(advertiser)}:${Number(campaign)}`;
  const owners = new Map(
    (await brandCampaigns(db, ids, subBrands)).map((campaign) => [
      key(campaign.advertiser_id, campaign.id),
      Number(campaign.brand),
    ]),
  );
  return {
    dims: ['advertiser', 'campaign', 'channel'],
    ownerOf: (row) => owners.get(key(row.advertiser, row.campaign)),
  };
}

/**
 * The estimated-expenditure widget's figures for 1–10 advertisers
 * or brands, one element per id, in the requested currency: the period and the equally long one before
 * it, split by channel. Read like every other widget's (scanRollups over the item's scope, rollups
 * only: docs/decisions/figures-and-rollups.md#facts-and-rollups), so a brand's figures are its brand header's, trend's and
 * distributions' for the same filters, and every breakdown adds up to them.
 */
export async function queryEstimatedExpenditure(
  db: Queryable,
  meta: DataMeta,
  query: ExpenditureQuery,
  origin: string,
): Promise<EstimatedExpenditureResponse> {
  const { entityType, ids, filters, subBrands = true } = query;
  // 404s unknown ids, naming them.
  const scope = await resolveScope(db, { entityType, ids }, { subBrands });
  const { dims, ownerOf } = await perEntity(db, entityType, ids, subBrands);
  const scan = (range: DateRange) => scanRollups({ db, meta, scope, filters, range, dims });
  const current = await scan(filters.period);
  const previous = await scan(previousRange(filters.period));
  const entities = await resolveEntities(db, entityType, ids, origin);

  const elements = entities.map(({ id, title, icon, impressionsCount }): EntityExpenditure => {
    const mine = (rows: readonly ScanRow[]) => rows.filter((row) => ownerOf(row) === id);
    const { expenses, impressions, byChannel } = channelFigures(mine(current), filters.currency);
    const { expenses: beforeExpenses, impressions: beforeImpressions } = channelFigures(
      mine(previous),
      filters.currency,
    );
    const before = { expenses: beforeExpenses, impressions: beforeImpressions };
    return {
      entity: { id, entityType, title, icon, ...(impressionsCount === undefined ? {} : { impressionsCount }) },
      expenses,
      impressions,
      cpm: impressions > 0 ? round2((expenses / impressions) * 1000) : null,
      previous: before,
      change: { expenses: change(expenses, before.expenses), impressions: change(impressions, before.impressions) },
      byChannel,
    };
  });
  return { currency: filters.currency.code, period: filters.period, basis: FIGURE_BASIS, elements };
}
