import { type DateRange, type IsoDate, parseIsoDate, toIsoDate } from '@adlens/core';

export interface DataRange extends DateRange {
  days: number;
  /** First day of every calendar month the range touches, oldest first. */
  months: IsoDate[];
}

/** `months` calendar months of data ending on `end` (the first month starts on its 1st). */
export function dataRangeFor(end: IsoDate, months: number): DataRange {
  const last = parseIsoDate(end);
  if (!last) throw new Error(`Not a date: ${end}`);
  const first = new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth() - (months - 1), 1));
  const monthStarts: IsoDate[] = [];
  for (let i = 0; i < months; i += 1) {
    monthStarts.push(toIsoDate(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + i, 1))));
  }
  const days = Math.round((last.getTime() - first.getTime()) / 86_400_000) + 1;
  return { start: toIsoDate(first), end, days, months: monthStarts };
}

/** Yesterday in UTC: the default last day of data (today is not complete yet). */
export function yesterdayUtc(now: Date = new Date()): IsoDate {
  return toIsoDate(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1)));
}
