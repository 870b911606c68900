import type { PeriodOption, TrendInterval } from './datasets/reportDatasets.ts';
import { parseIsoDate, periodLengthInMonths, type DateRange } from './period.ts';

const INTERVAL_TITLES: Readonly<Record<TrendInterval, string>> = {
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
  MONTHLY: 'Monthly',
  QUARTERLY: 'Quarterly',
};

/**
 * The trend intervals a period offers and the one a trend opens with (Period
 * "supportedIntervals, defaultInterval"), by length, so a trend has neither one point nor hundreds:
 * DAILY up to 92 days, WEEKLY always, MONTHLY above 31 days, QUARTERLY from 12 months; the
 * default is DAILY up to 31 days, WEEKLY up to 92, MONTHLY above.
 */
export function trendIntervals(range: DateRange): Pick<PeriodOption, 'supportedIntervals' | 'defaultInterval'> {
  const days = Math.round((parseIsoDate(range.end)!.getTime() - parseIsoDate(range.start)!.getTime()) / 86_400_000) + 1;
  const codes: TrendInterval[] = [];
  if (days <= 92) codes.push('DAILY');
  codes.push('WEEKLY');
  if (days > 31) codes.push('MONTHLY');
  if (periodLengthInMonths(range) >= 12) codes.push('QUARTERLY');
  return {
    supportedIntervals: codes.map((code) => ({ code, title: INTERVAL_TITLES[code] })),
    defaultInterval: { code: days <= 31 ? 'DAILY' : days <= 92 ? 'WEEKLY' : 'MONTHLY' },
  };
}
