import {
  type ChannelExpenditure,
  type ChannelSelection,
  type DataChannel,
  type DateRange,
  type EntityExpenditure,
  type EstimatedExpenditureResponse,
  previousRange,
} from '@adlens/core';
import type { Queryable } from '../db/Database.ts';
import { notFoundError } from '../http/ApiHttpError.ts';
import { mediaUrls } from '../media/mediaUrls.ts';
import { type Currency, convert } from './datasetFilters.ts';
import type { DataMeta } from './loadDataMeta.ts';
import { planRangeScan } from './planRangeScan.ts';
import { SqlParams } from './SqlParams.ts';

export interface ExpenditureQuery {
  advertiserIds: number[];
  channel: ChannelSelection;
  /** Absent: all countries. */
  country: string | undefined;
  period: { id: string } & DateRange;
  currency: Currency;
}

interface ChannelRow {
  period: 'current' | 'previous';
  advertiser_id: number;
  channel: DataChannel;
  impressions: number;
  expenses: number;
}

const cents = (amount: number) => Math.round(amount * 100);
const round2 = (value: number) => Math.round(value * 100) / 100;

function change(current: number, previous: number): number | null {
  return previous > 0 ? round2(((current - previous) / previous) * 100) : null;
}

/**
 * The estimated-expenditure widget's figures (spec reports-data §3 Widget types) for 1–10 advertisers,
 * in the requested currency, from the rollups only (TOOLCHAIN.md, Databases: never aggregate raw facts per request): whole months
 * from advertiser_monthly_channel, the remaining edge days from advertiser_daily_channel, for the
 * period and the equally long one before it, in one statement.
 */
export async function queryEstimatedExpenditure(
  db: Queryable,
  meta: DataMeta,
  query: ExpenditureQuery,
  origin: string,
): Promise<EstimatedExpenditureResponse> {
  const advertisers = await db.query<{ id: number; domain: string; total_impressions: number }>(
    'SELECT id, domain, total_impressions FROM advertisers WHERE id = ANY($1::bigint[])',
    [query.advertiserIds],
  );
  const missing = query.advertiserIds.filter((id) => !advertisers.some((row) => row.id === id));
  if (missing.length > 0) {
    throw notFoundError(`Advertiser ${missing.join(', ')} was not found`, {
      entityType: 'advertiser',
      ids: missing.join(','),
    });
  }

  const params = new SqlParams();
  const ids = params.add(query.advertiserIds, 'bigint[]');
  const filters = [
    query.country ? ` AND country = ${params.add(query.country)}` : '',
    query.channel.type !== 'ALL' ? ` AND channel = ${params.add(query.channel.type)}` : '',
    query.channel.device !== 'ALL' ? ` AND device = ${params.add(query.channel.device)}` : '',
  ].join('');
  const data = { start: meta.dataStart, end: meta.dataEnd };
  const selects: string[] = [];
  for (const [label, range] of [
    ['current', query.period],
    ['previous', previousRange(query.period)],
  ] as const) {
    const scan = planRangeScan(range, data);
    if (!scan) continue;
    const columns = `SELECT '${label}' AS period, advertiser_id, channel, impressions, expenses`;
    if (scan.months) {
      selects.push(
        `${columns} FROM advertiser_monthly_channel WHERE advertiser_id = ANY(${ids})
         AND month BETWEEN ${params.add(scan.months.from, 'date')} AND ${params.add(scan.months.to, 'date')}${filters}`,
      );
    }
    for (const days of scan.days) {
      selects.push(
        `${columns} FROM advertiser_daily_channel WHERE advertiser_id = ANY(${ids})
         AND day BETWEEN ${params.add(days.start, 'date')} AND ${params.add(days.end, 'date')}${filters}`,
      );
    }
  }
  const rows =
    selects.length === 0
      ? []
      : await db.query<ChannelRow>(
          `SELECT period, advertiser_id, channel, sum(impressions)::float8 AS impressions, sum(expenses)::float8 AS expenses
           FROM (${selects.join(' UNION ALL ')}) scanned
           GROUP BY period, advertiser_id, channel`,
          params.values,
        );

  const elements = query.advertiserIds.map((id): EntityExpenditure => {
    const advertiser = advertisers.find((row) => row.id === id)!;
    const mine = rows.filter((row) => row.advertiser_id === id);
    const byChannel: ChannelExpenditure[] = mine
      .filter((row) => row.period === 'current' && (row.impressions > 0 || row.expenses > 0))
      .map((row) => ({
        channel: row.channel,
        expenses: convert(row.expenses, query.currency),
        impressions: row.impressions,
      }))
      .sort((a, b) => b.expenses - a.expenses || a.channel.localeCompare(b.channel));
    // Totals are sums of the rounded channel figures, so the channels always add up to the total.
    const expenses = byChannel.reduce((sum, row) => sum + cents(row.expenses), 0) / 100;
    const impressions = byChannel.reduce((sum, row) => sum + row.impressions, 0);
    const previousRows = mine.filter((row) => row.period === 'previous');
    const previous = {
      expenses: previousRows.reduce((sum, row) => sum + cents(convert(row.expenses, query.currency)), 0) / 100,
      impressions: previousRows.reduce((sum, row) => sum + row.impressions, 0),
    };
    return {
      entity: {
        id,
        entityType: 'advertiser',
        title: advertiser.domain,
        icon: mediaUrls.advertiserFavicon(origin, id),
        impressionsCount: advertiser.total_impressions,
      },
      expenses,
      impressions,
      cpm: impressions > 0 ? round2((expenses / impressions) * 1000) : null,
      previous,
      change: { expenses: change(expenses, previous.expenses), impressions: change(impressions, previous.impressions) },
      byChannel,
    };
  });
  return { currency: query.currency.code, period: query.period, elements };
}
