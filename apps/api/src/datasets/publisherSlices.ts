import { type DateRange, PERIOD_CODES, previousRange, resolvePeriod } from '@adlens/core';
import { type MonthPart, rangeParts } from './rangeParts.ts';

/**
 * The publisher rollups whose rows are each a fixed share of one row of a rollup with days (its
 * parent), split when the data was generated, and the table of their stored cut-month ranges
 * (migration 0028). `key`: the columns naming one parent row, beside the month. Read by the scans
 * (scanRollups.ts) and the generator (generatePublisherSlices.ts) alike.
 */
export const SHARED_PUBLISHER_ROLLUPS = {
  advertiser: {
    monthly: 'publisher_monthly_advertiser',
    slice: 'publisher_slice_advertiser',
    parentMonthly: 'advertiser_monthly_channel',
    parentDaily: 'advertiser_daily_channel',
    key: ['advertiser_id', 'country', 'channel', 'device'],
  },
  creative: {
    monthly: 'publisher_monthly_creative',
    slice: 'publisher_slice_creative',
    parentMonthly: 'creative_monthly',
    parentDaily: 'creative_daily',
    key: ['advertiser_id', 'creative_id', 'country'],
  },
} as const;

/** Publisher totals' stored ranges, summed from the advertiser rows with their 'ALL' rows. */
export const PUBLISHER_TOTALS_SLICE = 'publisher_slice_totals';

/**
 * The day ranges whose publisher rows the generator stores (migration 0028): every cut-month part of
 * the predefined periods and of their previous periods (for the change columns), for the data's range.
 * A period that cuts a month elsewhere (a custom range) is computed on request by the same arithmetic.
 */
export function publisherSliceRanges(data: DateRange): MonthPart[] {
  const found = new Map<string, MonthPart>();
  for (const code of PERIOD_CODES) {
    const period = resolvePeriod(code, data.end);
    if (!period) continue;
    for (const range of [period, previousRange(period)]) {
      const parts = rangeParts(range, data);
      for (const part of [...(parts?.plus ?? []), ...(parts?.minus ?? [])]) found.set(sliceKey(part), part);
    }
  }
  return [...found.values()].sort((a, b) => a.start.localeCompare(b.start) || a.end.localeCompare(b.end));
}

export function sliceKey(range: DateRange): string {
  return `${range.start}..${range.end}`;
}

const stored = new Map<string, Set<string>>();

/** True when every range has stored publisher rows for this data (memoised per data range). */
export function publisherSlicesCover(data: DateRange, ranges: readonly DateRange[]): boolean {
  const key = sliceKey(data);
  let keys = stored.get(key);
  if (!keys) {
    keys = new Set(publisherSliceRanges(data).map(sliceKey));
    stored.set(key, keys);
  }
  return ranges.every((range) => keys.has(sliceKey(range)));
}
