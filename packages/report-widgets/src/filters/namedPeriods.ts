import { type PeriodOption, calendarPeriodOptions, rebuildCustomPeriod } from '@adlens/core';

/** Every period the picker can name: the package's, then the years and quarters made from its months. */
export function namedPeriods(periods: readonly PeriodOption[], maxMonths: number | null | undefined) {
  const calendar = calendarPeriodOptions(periods, maxMonths);
  return { calendar, all: [...periods, ...calendar.years, ...calendar.quarters] };
}

/** The named period of this id, or the custom `YYYYMMDD-YYYYMMDD` one it spells. */
export function periodById(id: string, all: readonly PeriodOption[], periods: readonly PeriodOption[]) {
  return all.find((period) => period.id === id) ?? rebuildCustomPeriod(id, periods);
}
