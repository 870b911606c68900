import type { PeriodOption } from './datasets/reportDatasets.ts';
import { isSelectableOption } from './isSelectableOption.ts';
import { periodLengthInMonths } from './period.ts';
import { rebuildCustomPeriod, wholeRangePeriod } from './rangePeriod.ts';

export interface DefaultPeriodSources {
  /** The period in the report URL. */
  query?: string | null;
  /** The user's last choice (persisted settings key `period`). */
  persisted?: string | null;
  /** The longest period the plan allows, in months; null or absent when unlimited. */
  maxMonths?: number | null;
}

function byId(id: string | null | undefined, periods: readonly PeriodOption[]): PeriodOption | undefined {
  if (!id) return undefined;
  return periods.find((period) => period.id === id) ?? rebuildCustomPeriod(id, periods);
}

const lengthInDays = (period: PeriodOption) => Date.parse(period.end) - Date.parse(period.start);

/**
 * Default filter choice, Period: the query parameter, the persisted period,
 * the whole range, LAST_30_DAYS, LAST_7_DAYS, then the first available — the first of these that
 * exists and can be chosen. It must fit the maximum months allowed, else the longest fitting
 * period is chosen; undefined when nothing can be chosen (the data-unavailable screen).
 */
export function chooseDefaultPeriod(
  periods: readonly PeriodOption[],
  { query, persisted, maxMonths }: DefaultPeriodSources = {},
): PeriodOption | undefined {
  const selectable = periods.filter(isSelectableOption);
  const candidates = [
    byId(query, periods),
    byId(persisted, periods),
    wholeRangePeriod(periods),
    byId('LAST_30_DAYS', periods),
    byId('LAST_7_DAYS', periods),
    selectable[0],
  ];
  const chosen = candidates.find((period) => period !== undefined && isSelectableOption(period));
  const fits = (period: PeriodOption) => maxMonths == null || periodLengthInMonths(period) <= maxMonths;
  if (!chosen || fits(chosen)) return chosen;
  return selectable
    .filter(fits)
    .reduce<PeriodOption | undefined>(
      (longest, period) => (longest === undefined || lengthInDays(period) > lengthInDays(longest) ? period : longest),
      undefined,
    );
}
