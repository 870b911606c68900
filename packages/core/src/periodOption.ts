import { periodLengthInMonths, type DateRange, type PeriodCode } from './period.ts';

/**
 * A period the period selector lists (spec reports-data §3 Filters "Period"): predefined (a
 * `PeriodCode`), one calendar month (`monthly`), or a custom month range (`range`).
 */
export type PeriodType = 'predefined' | 'monthly' | 'range';

/** spec §3: trend intervals DAILY, WEEKLY, MONTHLY, QUARTERLY. */
export const INTERVAL_CODES = ['DAILY', 'WEEKLY', 'MONTHLY', 'QUARTERLY'] as const;
export type IntervalCode = (typeof INTERVAL_CODES)[number];

export interface PeriodInterval {
  code: IntervalCode;
  title: string;
}

export interface PeriodOption extends DateRange {
  id: string;
  /** The predefined code; null for monthly and range periods. */
  code: PeriodCode | null;
  type: PeriodType;
  title: string;
  supportedIntervals: PeriodInterval[];
  defaultInterval: IntervalCode;
  disabled: boolean;
  restricted: boolean;
}

const INTERVAL_TITLES: Readonly<Record<IntervalCode, string>> = {
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
  MONTHLY: 'Monthly',
  QUARTERLY: 'Quarterly',
};

function intervals(...codes: IntervalCode[]): PeriodInterval[] {
  return codes.map((code) => ({ code, title: INTERVAL_TITLES[code] }));
}

/**
 * The trend intervals a period supports and the one a trend opens with, by the period's length in
 * months (spec §4): every interval that gives a trend of at least two points and at most about a
 * hundred, defaulting to the one nearest a dozen points.
 */
export function trendIntervals(range: DateRange): Pick<PeriodOption, 'supportedIntervals' | 'defaultInterval'> {
  const months = periodLengthInMonths(range);
  if (months <= 1) return { supportedIntervals: intervals('DAILY', 'WEEKLY'), defaultInterval: 'DAILY' };
  if (months <= 3) return { supportedIntervals: intervals('DAILY', 'WEEKLY', 'MONTHLY'), defaultInterval: 'WEEKLY' };
  if (months <= 12) {
    return { supportedIntervals: intervals('WEEKLY', 'MONTHLY', 'QUARTERLY'), defaultInterval: 'MONTHLY' };
  }
  return { supportedIntervals: intervals('MONTHLY', 'QUARTERLY'), defaultInterval: 'MONTHLY' };
}

/** spec §4: restricted or disabled periods cannot be chosen. */
export function isSelectablePeriod(option: Pick<PeriodOption, 'disabled' | 'restricted'>): boolean {
  return !option.disabled && !option.restricted;
}
