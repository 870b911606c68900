import type { PeriodOption } from './datasets/reportDatasets.ts';
import { formatDateSpan } from './formatTrendDates.ts';
import { isSelectableOption } from './isSelectableOption.ts';
import { customPeriodId, parseCustomPeriodId, type DateRange } from './period.ts';
import { trendIntervals } from './trendIntervals.ts';

/**
 * A custom range period: id and
 * code are the custom `YYYYMMDD-YYYYMMDD` form, the title its first and last day, as the API titles
 * the ranges it resolves. It is restricted when any monthly period it touches is (a day of it lies
 * beyond the plan), and disabled only when none of the months it touches has data.
 */
export function rangePeriodOption(range: DateRange, periods: readonly PeriodOption[]): PeriodOption {
  const id = customPeriodId(range);
  const touched = periods.filter(
    (period) => period.type === 'MONTHLY' && period.start <= range.end && period.end >= range.start,
  );
  return {
    id,
    code: id,
    type: 'RANGE',
    title: formatDateSpan(range),
    start: range.start,
    end: range.end,
    ...trendIntervals(range),
    disabled: touched.every((period) => period.disabled),
    restricted: touched.some((period) => period.restricted),
  };
}

/** The first and last day the monthly periods cover (the data's days); undefined without any. */
export function monthlyDataRange(periods: readonly PeriodOption[]): DateRange | undefined {
  const months = periods.filter((period) => period.type === 'MONTHLY');
  if (months.length === 0) return undefined;
  return {
    start: months.reduce((min, period) => (period.start < min ? period.start : min), months[0]!.start),
    end: months.reduce((max, period) => (period.end > max ? period.end : max), months[0]!.end),
  };
}

/**
 * The whole-range period runs from the earliest to the latest enabled, unrestricted
 * monthly period; undefined when there is none.
 */
export function wholeRangePeriod(periods: readonly PeriodOption[]): PeriodOption | undefined {
  const months = periods.filter((period) => period.type === 'MONTHLY' && isSelectableOption(period));
  if (months.length === 0) return undefined;
  const start = months.reduce((min, period) => (period.start < min ? period.start : min), months[0]!.start);
  const end = months.reduce((max, period) => (period.end > max ? period.end : max), months[0]!.end);
  return rangePeriodOption({ start, end }, months);
}

/**
 * A custom period id (from the URL, a shared link or storage) as the range it names, cut to the days
 * the data covers, so a link with any day range opens on those days. Undefined when it is not a
 * custom id or shares no day with the data; the next default applies then.
 */
export function rebuildCustomPeriod(id: string, periods: readonly PeriodOption[]): PeriodOption | undefined {
  const range = parseCustomPeriodId(id);
  const data = monthlyDataRange(periods);
  if (!range || !data || range.end < data.start || range.start > data.end) return undefined;
  return rangePeriodOption(
    { start: range.start < data.start ? data.start : range.start, end: range.end > data.end ? data.end : range.end },
    periods,
  );
}

/**
 * Period selector: a picked month range uses an existing period with the same start and
 * end (so the three last months stay LAST_3_MONTHS), else a composed range period.
 */
export function periodForRange(range: DateRange, periods: readonly PeriodOption[]): PeriodOption {
  return (
    periods.find((period) => period.start === range.start && period.end === range.end) ??
    rangePeriodOption(range, periods)
  );
}
