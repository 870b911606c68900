import { type MonthFigures, type MonthOverMonthResponse, formatDateSpan, formatMonthYear } from '@adlens/core';
import type { Translate } from '../../i18n/translationKey.ts';

/** Not enough data: neither month has impressions. */
export function isMonthOverMonthEmpty(data: MonthOverMonthResponse): boolean {
  return !data.current.impressions && !data.previous.impressions;
}

/**
 * What one side of the comparison covers: its month ('Jun 2025'), or its days when a month to date is
 * compared with the same days of the month before ('1 – 15 Jun 2025'; like with like).
 */
export function monthFiguresTitle(figures: MonthFigures, basis: MonthOverMonthResponse['basis']): string {
  return basis === 'MONTH_TO_DATE' ? formatDateSpan(figures) : formatMonthYear(figures.start);
}

/** Why the months shown are the ones compared, when they are not simply the period's last two. */
export function monthOverMonthBasisNote(data: MonthOverMonthResponse, t: Translate): string | undefined {
  if (data.basis === 'MONTH_TO_DATE') {
    return t('widgets.monthOverMonth.monthToDate', { previous: formatMonthYear(data.previous.start) });
  }
  if (data.basis === 'LAST_WHOLE_MONTHS') {
    return t('widgets.monthOverMonth.lastWholeMonths', { month: formatMonthYear(nextMonth(data.current.start)) });
  }
  return undefined;
}

function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, m!, 1)).toISOString().slice(0, 10);
}
