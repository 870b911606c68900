import { customPeriodId, parseCustomPeriodId, parseIsoDate, type DateRange } from './period.ts';
import { trendIntervals, type PeriodOption } from './periodOption.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

function monthTitle(isoDate: string): string {
  const date = parseIsoDate(isoDate)!;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/**
 * A custom month-range period (spec §4 "composes one from the start and end month"): its id is
 * the custom `YYYYMMDD-YYYYMMDD` form, its title the first and last month ('Jan 2026 – Mar 2026',
 * or one month alone). It is restricted or disabled when any monthly period inside it is.
 */
export function rangePeriodOption(range: DateRange, monthlyPeriods: readonly PeriodOption[]): PeriodOption {
  const first = monthTitle(range.start);
  const last = monthTitle(range.end);
  const inside = monthlyPeriods.filter(
    (option) => option.type === 'monthly' && option.start >= range.start && option.end <= range.end,
  );
  return {
    id: customPeriodId(range),
    code: null,
    type: 'range',
    title: first === last ? first : `${first} – ${last}`,
    start: range.start,
    end: range.end,
    ...trendIntervals(range),
    disabled: inside.some((option) => option.disabled),
    restricted: inside.some((option) => option.restricted),
  };
}

/**
 * spec §4: the whole-range period runs from the earliest to the latest enabled, unrestricted
 * monthly period; undefined when there is none.
 */
export function wholeRangePeriod(options: readonly PeriodOption[]): PeriodOption | undefined {
  const months = options.filter((option) => option.type === 'monthly' && !option.disabled && !option.restricted);
  if (months.length === 0) return undefined;
  const start = months.reduce((min, option) => (option.start < min ? option.start : min), months[0]!.start);
  const end = months.reduce((max, option) => (option.end > max ? option.end : max), months[0]!.end);
  return rangePeriodOption({ start, end }, months);
}

/**
 * spec §4: a custom period id (from the URL or storage) is rebuilt only if a monthly period starts
 * on its start day and one ends on its end day; else undefined, and the next default applies.
 */
export function rebuildCustomPeriod(id: string, options: readonly PeriodOption[]): PeriodOption | undefined {
  const range = parseCustomPeriodId(id);
  if (!range) return undefined;
  const monthly = options.filter((option) => option.type === 'monthly');
  const startsThere = monthly.some((option) => option.start === range.start);
  const endsThere = monthly.some((option) => option.end === range.end);
  return startsThere && endsThere ? rangePeriodOption(range, monthly) : undefined;
}

/**
 * spec §4 Period selector: a picked month range uses an existing period with the same start and
 * end (so LAST_3_MONTHS stays LAST_3_MONTHS), else a composed range period.
 */
export function periodForRange(range: DateRange, options: readonly PeriodOption[]): PeriodOption {
  return (
    options.find((option) => option.start === range.start && option.end === range.end) ??
    rangePeriodOption(range, options)
  );
}
