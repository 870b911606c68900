import type { PeriodOption } from './datasets/reportDatasets.ts';
import { formatDateSpan } from './formatTrendDates.ts';
import { periodLengthInMonths } from './period.ts';

/**
 * A period as every surface names it: its title with the days it covers, 'Last 7 days (30 Nov –
 * 6 Dec 2026)', 'Q4 2026 (1 Oct – 6 Dec 2026)'; a custom range is its days alone.
 */
export function periodLabel(period: Pick<PeriodOption, 'type' | 'title' | 'start' | 'end'>): string {
  const days = formatDateSpan(period);
  return period.type === 'RANGE' ? days : `${period.title} (${days})`;
}

/** Why a period cannot be chosen; undefined when it can. */
export type PeriodUnavailableReason = 'tooLong' | 'notInPlan' | 'noData';

/**
 * The true reason a period is not offered: longer than the plan allows (the plan's own wording names
 * its limit), otherwise outside the plan, otherwise without data. A plan reason comes first because
 * it is what an upgrade changes.
 */
export function periodUnavailableReason(
  period: Pick<PeriodOption, 'start' | 'end' | 'disabled' | 'restricted'>,
  maxMonths: number | null | undefined,
): PeriodUnavailableReason | undefined {
  if (maxMonths != null && periodLengthInMonths(period) > maxMonths) return 'tooLong';
  if (period.restricted) return 'notInPlan';
  if (period.disabled) return 'noData';
  return undefined;
}
