import type { PeriodOption } from './datasets/reportDatasets.ts';
import { formatDateSpan } from './formatTrendDates.ts';
import { isSelectableOption } from './isSelectableOption.ts';
import { customPeriodId, parseCustomPeriodId, type DateRange } from './period.ts';
import { trendIntervals } from './trendIntervals.ts';

/**
 * A custom range period (spec reports-data §4 "composes one from the start and end month"): id and
 * code are the custom `YYYYMMDD-YYYYMMDD` form, the title its first and last day, as the API titles
 * the ranges it resolves. It is restricted or disabled when any monthly period inside it is.
 */
export function rangePeriodOption(range: DateRange, periods: readonly PeriodOption[]): PeriodOption {
  const id = customPeriodId(range);
  const inside = periods.filter(
    (period) => period.type === 'MONTHLY' && period.start >= range.start && period.end <= range.end,
  );
  return {
    id,
    code: id,
    type: 'RANGE',
    title: formatDateSpan(range),
    start: range.start,
    end: range.end,
    ...trendIntervals(range),
    disabled: inside.some((period) => period.disabled),
    restricted: inside.some((period) => period.restricted),
  };
}

/**
 * spec §4: the whole-range period runs from the earliest to the latest enabled, unrestricted
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
 * spec §4: a custom period id (from the URL or storage) is rebuilt only if a monthly period starts
 * on its start day and one ends on its end day; else undefined, and the next default applies.
 */
export function rebuildCustomPeriod(id: string, periods: readonly PeriodOption[]): PeriodOption | undefined {
  const range = parseCustomPeriodId(id);
  if (!range) return undefined;
  const months = periods.filter((period) => period.type === 'MONTHLY');
  const startsThere = months.some((period) => period.start === range.start);
  const endsThere = months.some((period) => period.end === range.end);
  return startsThere && endsThere ? rangePeriodOption(range, months) : undefined;
}

/**
 * spec §4 Period selector: a picked month range uses an existing period with the same start and
 * end (so the three last months stay LAST_3_MONTHS), else a composed range period.
 */
export function periodForRange(range: DateRange, periods: readonly PeriodOption[]): PeriodOption {
  return (
    periods.find((period) => period.start === range.start && period.end === range.end) ??
    rangePeriodOption(range, periods)
  );
}
