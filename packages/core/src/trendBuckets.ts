import { TREND_INTERVALS, type TrendInterval } from './datasets/reportDatasets.ts';
import { type DateRange, type IsoDate, parseIsoDate, toIsoDate } from './period.ts';
import { trendIntervals } from './trendIntervals.ts';

/**
 * One interval of a trend: the days it covers inside the period and the data, and whether that is
 * less than the whole calendar interval ("Axes span the chosen period; partial first and
 * last buckets are marked as partial, not shown as dips").
 */
export interface TrendBucket {
  /** First day covered: the interval's first day (weeks start on Monday, ISO 8601), or the period's. */
  start: IsoDate;
  /** Last day covered. */
  end: IsoDate;
  /** The calendar interval the bucket belongs to; equal to start/end unless partial. */
  calendar: DateRange;
  partial: boolean;
}

const DAY_MS = 86_400_000;

function shiftDays(date: IsoDate, days: number): IsoDate {
  return toIsoDate(new Date(parseIsoDate(date)!.getTime() + days * DAY_MS));
}

/** The calendar interval `day` falls in: the day; its ISO week (Monday–Sunday); its month; its quarter. */
export function calendarInterval(day: IsoDate, interval: TrendInterval): DateRange {
  const d = parseIsoDate(day)!;
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  switch (interval) {
    case 'DAILY':
      return { start: day, end: day };
    case 'WEEKLY': {
      const monday = shiftDays(day, -((d.getUTCDay() + 6) % 7));
      return { start: monday, end: shiftDays(monday, 6) };
    }
    case 'MONTHLY':
      return { start: toIsoDate(new Date(Date.UTC(y, m, 1))), end: toIsoDate(new Date(Date.UTC(y, m + 1, 0))) };
    case 'QUARTERLY': {
      const q = Math.floor(m / 3) * 3;
      return { start: toIsoDate(new Date(Date.UTC(y, q, 1))), end: toIsoDate(new Date(Date.UTC(y, q + 3, 0))) };
    }
  }
}

/**
 * Every interval of `range`, in order, with none left out: a trend's axis spans the whole period,
 * so an interval without data is a zero, never a gap the chart closes by joining its neighbours.
 */
export function trendBuckets(range: DateRange, interval: TrendInterval): TrendBucket[] {
  const buckets: TrendBucket[] = [];
  if (range.start > range.end) return buckets;
  let day = range.start;
  while (day <= range.end) {
    const calendar = calendarInterval(day, interval);
    const end = calendar.end < range.end ? calendar.end : range.end;
    buckets.push({ start: day, end, calendar, partial: day !== calendar.start || end !== calendar.end });
    day = shiftDays(calendar.end, 1);
  }
  return buckets;
}

/** Days from `start` to `end`, both included. */
export function daysInRange({ start, end }: DateRange): number {
  return Math.round((parseIsoDate(end)!.getTime() - parseIsoDate(start)!.getTime()) / DAY_MS) + 1;
}

/**
 * The intervals a trend of `range` can be drawn at when its data comes in `grain` (daily for
 * advertisers, monthly for every other report: apps/api reportScope), so a monthly series is never
 * plotted on a daily or weekly axis. The period's own intervals
 * that the grain can fill; when none can (a 30-day
 * period of monthly data), the grain itself, drawn as partial months.
 */
export function dataTrendIntervals(range: DateRange, grain: 'DAILY' | 'MONTHLY'): TrendInterval[] {
  const finest = TREND_INTERVALS.indexOf(grain);
  const codes = trendIntervals(range)
    .supportedIntervals.map((option) => option.code)
    .filter((code) => TREND_INTERVALS.indexOf(code) >= finest);
  return codes.length > 0 ? codes : [grain];
}

/**
 * The interval a trend is drawn at: the one asked for when the data supports it; otherwise the
 * period's default, or the nearest coarser one the data supports (never a finer one than asked).
 */
export function chooseTrendInterval(
  supported: readonly TrendInterval[],
  asked: TrendInterval | undefined,
  periodDefault: TrendInterval,
): TrendInterval {
  if (asked && supported.includes(asked)) return asked;
  if (!asked && supported.includes(periodDefault)) return periodDefault;
  const from = TREND_INTERVALS.indexOf(asked ?? periodDefault);
  return supported.find((code) => TREND_INTERVALS.indexOf(code) >= from) ?? supported[supported.length - 1]!;
}
