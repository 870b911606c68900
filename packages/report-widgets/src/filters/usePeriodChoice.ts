import {
  type DateRange,
  type MonthRangeSelection,
  type PeriodOption,
  dayRangeProblem,
  formatDayMonthYear,
  monthRangeResult,
  monthlyDataRange,
  periodForRange,
  periodLabel,
  periodUnavailableReason,
  selectionFromPeriod,
} from '@adlens/core';
import { useState } from 'react';
import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { namedPeriods, periodById } from './namedPeriods.ts';
import { periodReasonText } from './periodReasonText.ts';

/** What the popup will apply: a listed period, the month calendar's range, or typed days. */
type Pending = { kind: 'period'; id: string } | { kind: 'months' } | { kind: 'days'; range: DateRange };

/**
 * What the period popup will apply, starting from the applied period: a listed period, the month
 * calendar's range or typed days, each shown in the others (its months, its days). `chosen` is the
 * period it makes (a range equal to a listed period is that period), `status` names it with its days
 * and, when the plan does not allow it, why.
 */
export function usePeriodChoice(periods: readonly PeriodOption[], value: string, maxMonths: number | null | undefined) {
  const { t } = useAdlensTranslation();
  const { calendar, all } = namedPeriods(periods, maxMonths);
  const applied = periodById(value, all, periods);
  const [pending, setPending] = useState<Pending>(applied ? { kind: 'period', id: applied.id } : { kind: 'months' });
  const [selection, setSelection] = useState<MonthRangeSelection>(() =>
    applied ? selectionFromPeriod(applied) : { from: null, to: null, covered: null },
  );
  const data = monthlyDataRange(periods);

  const problem = pending.kind === 'days' ? dayRangeProblem(pending.range, data) : undefined;
  const monthsResult = monthRangeResult(selection, { minDate: data?.start, maxDate: data?.end });
  const chosen =
    pending.kind === 'period'
      ? periodById(pending.id, all, periods)
      : pending.kind === 'months'
        ? monthsResult && periodForRange(monthsResult.range, periods)
        : problem === undefined
          ? periodForRange(pending.range, periods)
          : undefined;
  const unavailable = chosen && periodUnavailableReason(chosen, maxMonths);
  const dayFields: DateRange =
    pending.kind === 'days'
      ? pending.range
      : chosen
        ? { start: chosen.start, end: chosen.end }
        : { start: '', end: '' };
  const dayError =
    problem === 'missing'
      ? t('filters.daysMissing')
      : problem === 'reversed'
        ? t('filters.daysReversed')
        : problem === 'outside' && data
          ? t('filters.daysOutside', { start: formatDayMonthYear(data.start), end: formatDayMonthYear(data.end) })
          : undefined;
  const status =
    pending.kind === 'months' && selection.from !== null && selection.to === null
      ? t('filters.pickEndMonth')
      : chosen
        ? [
            t('filters.selectedPeriod', { period: periodLabel(chosen) }),
            unavailable && periodReasonText(t, chosen, maxMonths),
          ]
            .filter(Boolean)
            .join('. ')
        : '';

  return {
    calendar,
    /** The monthly data's first and last day. */
    data,
    /** The listed period pending, pressed in the lists; null while months or days are. */
    selectedId: pending.kind === 'period' ? pending.id : null,
    selection,
    chosen,
    unavailable,
    dayFields,
    dayError,
    status,
    pickPeriod: (period: PeriodOption) => {
      setPending({ kind: 'period', id: period.id });
      setSelection(selectionFromPeriod(period));
    },
    pickMonths: (next: MonthRangeSelection) => {
      setPending({ kind: 'months' });
      setSelection(next);
    },
    typeDays: (range: DateRange) => {
      setPending({ kind: 'days', range });
      if (dayRangeProblem(range, data) === undefined) setSelection(selectionFromPeriod(range));
    },
  };
}
