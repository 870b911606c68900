import { type DateRange, type IsoDate, parseIsoDate, toIsoDate } from '@adlens/core';

/** Which rollup rows cover a date range: whole months from the monthly rollup, the rest by day. */
export interface RangeScan {
  /** First days of the first and last whole months, inclusive; undefined when none is whole. */
  months: { from: IsoDate; to: IsoDate } | undefined;
  days: DateRange[];
}

function addDays(date: IsoDate, days: number): IsoDate {
  const d = parseIsoDate(date)!;
  d.setUTCDate(d.getUTCDate() + days);
  return toIsoDate(d);
}

function monthStartOf(date: IsoDate): IsoDate {
  return `${date.slice(0, 7)}-01`;
}

function nextMonthStart(monthStart: IsoDate): IsoDate {
  const d = parseIsoDate(monthStart)!;
  return toIsoDate(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)));
}

const later = (a: IsoDate, b: IsoDate) => (a > b ? a : b);
const earlier = (a: IsoDate, b: IsoDate) => (a < b ? a : b);

/**
 * Splits `range` (clipped to the data) so the query reads as few rows as possible: a month counts as
 * whole when the range covers every day of it that has data — so the data's first and last partial
 * months still come from the monthly rollup when the range reaches the data's edge (LAST_3_MONTHS,
 * LAST_12_MONTHS and YEAR_TO_DATE then need no daily rows at all). Returns undefined when the range
 * and the data do not overlap.
 */
export function planRangeScan(range: DateRange, data: DateRange): RangeScan | undefined {
  const start = later(range.start, data.start);
  const end = earlier(range.end, data.end);
  if (start > end) return undefined;
  let firstWhole: { month: IsoDate; from: IsoDate } | undefined;
  let lastWhole: { month: IsoDate; to: IsoDate } | undefined;
  for (let month = monthStartOf(start); month <= end; month = nextMonthStart(month)) {
    const from = later(month, data.start);
    const to = earlier(addDays(nextMonthStart(month), -1), data.end);
    if (from >= start && to <= end) {
      firstWhole ??= { month, from };
      lastWhole = { month, to };
    }
  }
  if (!firstWhole || !lastWhole) return { months: undefined, days: [{ start, end }] };
  const days: DateRange[] = [];
  if (start < firstWhole.from) days.push({ start, end: addDays(firstWhole.from, -1) });
  if (lastWhole.to < end) days.push({ start: addDays(lastWhole.to, 1), end });
  return { months: { from: firstWhole.month, to: lastWhole.month }, days };
}
