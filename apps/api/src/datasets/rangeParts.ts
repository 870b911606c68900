import type { DateRange, IsoDate } from '@adlens/core';
import { parseIsoDate } from '@adlens/core';
import { planRangeScan } from './planRangeScan.ts';

/** A day range inside one month. */
export type MonthPart = DateRange & { month: IsoDate };

/**
 * How a scan reads a period (docs/product/figures.md): its whole months from monthly rows, and each
 * month it cuts either by the days it covers (`plus`, at most half the month's data days) or as the
 * monthly row (in `monthsRead`) less the days left out (`minus`), so no scan reads more than about
 * half a month of days per cut month.
 */
export interface RangeParts {
  wholeMonths: IsoDate[];
  /** The cut months' covered days, one part per month. */
  partial: MonthPart[];
  /** Whole months and the cut months read as a whole row less `minus`. */
  monthsRead: IsoDate[];
  plus: MonthPart[];
  minus: MonthPart[];
}

/** The parts of `range` within the data; undefined when they do not overlap. */
export function rangeParts(range: DateRange, data: DateRange): RangeParts | undefined {
  const scan = planRangeScan(range, data);
  if (!scan) return undefined;
  const wholeMonths: IsoDate[] = [];
  if (scan.months) {
    for (let m = scan.months.from; m <= scan.months.to; m = nextMonth(m)) wholeMonths.push(m);
  }
  // A range without a whole month can span two (LAST_30_DAYS ending mid-month): one part per month.
  const partial = scan.days.flatMap(monthParts);
  const monthsRead = [...wholeMonths];
  const plus: MonthPart[] = [];
  const minus: MonthPart[] = [];
  for (const part of partial) {
    const from = part.month < data.start ? data.start : part.month;
    const to = monthEnd(part.month) > data.end ? data.end : monthEnd(part.month);
    const covered = daysBetween(part.start, part.end);
    if (daysBetween(from, to) - covered >= covered) {
      plus.push(part);
      continue;
    }
    monthsRead.push(part.month);
    if (from < part.start) minus.push({ month: part.month, start: from, end: shiftDays(part.start, -1) });
    if (part.end < to) minus.push({ month: part.month, start: shiftDays(part.end, 1), end: to });
  }
  return { wholeMonths, partial, monthsRead, plus, minus };
}

function daysBetween(a: IsoDate, b: IsoDate): number {
  return Math.round((parseIsoDate(b)!.getTime() - parseIsoDate(a)!.getTime()) / 86_400_000) + 1;
}

function monthOf(date: IsoDate): IsoDate {
  return `${date.slice(0, 7)}-01`;
}

function monthEnd(month: IsoDate): IsoDate {
  const d = parseIsoDate(month)!;
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
}

/** A day range cut at month ends, each part with its month. */
function monthParts(range: DateRange): MonthPart[] {
  const parts: MonthPart[] = [];
  for (let start = range.start; start <= range.end; start = nextMonth(monthOf(start))) {
    const end = monthEnd(monthOf(start));
    parts.push({ month: monthOf(start), start, end: end < range.end ? end : range.end });
  }
  return parts;
}

function shiftDays(date: IsoDate, days: number): IsoDate {
  const d = parseIsoDate(date)!;
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function nextMonth(month: IsoDate): IsoDate {
  const d = parseIsoDate(month)!;
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
}
