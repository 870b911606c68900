import {
  ALL_CHANNELS,
  type ChannelSelection,
  type DatasetPeriod,
  type DatasetRequest,
  resolvePeriod,
} from '@adlens/core';
import type { Queryable } from '../db/Database.ts';
import { validationError } from '../http/ApiHttpError.ts';
import type { DataMeta } from './loadDataMeta.ts';

/** spec reports-data §3 Filters: the default currency is USD; the app's default period LAST_3_MONTHS. */
export const DEFAULT_CURRENCY = 'USD';
export const DEFAULT_PERIOD = 'LAST_3_MONTHS';

export interface Currency {
  code: string;
  /** Units of the currency per US dollar (amounts are stored in USD). */
  rate: number;
}

/** The filters of one dataset request, checked against the data (spec §7 "filters"). */
export interface DatasetFilters {
  channel: ChannelSelection;
  /** Absent: all countries. */
  country: string | undefined;
  period: DatasetPeriod;
  currency: Currency;
}

/** An amount in USD converted to `currency`, rounded to cents. */
export function convert(usd: number, currency: Currency): number {
  return Math.round(usd * currency.rate * 100) / 100;
}

/** The `currency` filter (default USD); an unknown code is a 400 naming `currency`. */
export async function resolveCurrency(db: Queryable, code: string | undefined): Promise<Currency> {
  const wanted = code ?? DEFAULT_CURRENCY;
  const [row] = await db.query<{ rate: number }>('SELECT usd_rate::float8 AS rate FROM currencies WHERE code = $1', [
    wanted,
  ]);
  if (!row) throw validationError({ currency: ['is not a known currency'] });
  return { code: wanted, rate: row.rate };
}

/** The period filter resolved against the data's last day (docs/decisions.md "Data and periods"). */
export function resolveDatasetPeriod(meta: DataMeta, id: string | undefined): DatasetPeriod {
  const periodId = id ?? DEFAULT_PERIOD;
  const range = resolvePeriod(periodId, meta.dataEnd);
  if (!range) throw validationError({ period: ['is not a valid period'] });
  return { id: periodId, ...range };
}

/** Country, period, channel and currency of a parsed request; unknown country or currency is a 400. */
export async function resolveFilters(db: Queryable, meta: DataMeta, parsed: DatasetRequest): Promise<DatasetFilters> {
  if (parsed.country) {
    const known = await db.query('SELECT 1 FROM countries WHERE code = $1', [parsed.country]);
    if (known.length === 0) throw validationError({ country: ['is not a known country'] });
  }
  return {
    channel: parsed.channel ?? ALL_CHANNELS,
    country: parsed.country,
    period: resolveDatasetPeriod(meta, parsed.period),
    currency: await resolveCurrency(db, parsed.currency),
  };
}
