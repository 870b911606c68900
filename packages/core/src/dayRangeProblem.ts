import { type DateRange, parseIsoDate } from './period.ts';

/** What is wrong with a typed range of days; undefined when it can be read as a period. */
export type DayRangeProblem = 'missing' | 'reversed' | 'outside';

/**
 * Checks a range of days typed into the period picker against the days with data: both days must be
 * dates, in order, and inside the data (a range reaching past it would read as covering days the
 * report cannot show).
 */
export function dayRangeProblem(range: DateRange, data: DateRange | undefined): DayRangeProblem | undefined {
  if (!parseIsoDate(range.start) || !parseIsoDate(range.end)) return 'missing';
  if (range.start > range.end) return 'reversed';
  if (data && (range.start < data.start || range.end > data.end)) return 'outside';
  return undefined;
}
