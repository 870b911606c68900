import { type PeriodOption, periodUnavailableReason } from '@adlens/core';
import type { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';

type Translate = ReturnType<typeof useAdlensTranslation>['t'];

/**
 * What a period's tooltip says when it cannot be chosen, from core's periodUnavailableReason so the
 * reason is the true one: the plan's length limit in its own words, outside the plan, or no data.
 */
export function periodReasonText(
  t: Translate,
  period: Pick<PeriodOption, 'start' | 'end' | 'disabled' | 'restricted'>,
  maxMonths: number | null | undefined,
): string | undefined {
  switch (periodUnavailableReason(period, maxMonths)) {
    case 'tooLong':
      return t('filters.periodTooLong', { count: maxMonths ?? 0 });
    case 'notInPlan':
      return t('filters.locked');
    case 'noData':
      return t('filters.periodNoData');
    case undefined:
      return undefined;
  }
}
