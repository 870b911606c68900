import {
  type DateRange,
  type IsoDate,
  type SubscriptionFrequency,
  parseIsoDate,
  resolvePeriod,
  toIsoDate,
} from '@adlens/core';

/** The period a digest covers and the one it is compared with. */
export interface DigestPeriods {
  current: DateRange;
  previous: DateRange;
}

function monthRange(year: number, month: number): DateRange {
  return {
    start: toIsoDate(new Date(Date.UTC(year, month, 1))),
    end: toIsoDate(new Date(Date.UTC(year, month + 1, 0))),
  };
}

/**
 * What a digest of `frequency` covers when the data ends on `dataEnd` (the data's "today", not the
 * wall clock; docs/decisions/settings-and-notifications.md#e-mail-notifications):
 * - WEEKLY: the last 7 days of data against the 7 before;
 * - MONTHLY: the last whole calendar month of data against the month before it.
 */
export function digestPeriods(frequency: SubscriptionFrequency, dataEnd: IsoDate): DigestPeriods {
  const end = parseIsoDate(dataEnd);
  if (!end) throw new Error(`Not a date: ${dataEnd}`);
  if (frequency === 'WEEKLY') {
    const current = resolvePeriod('LAST_7_DAYS', dataEnd)!;
    const previous = resolvePeriod('LAST_7_DAYS', toIsoDate(new Date(end.getTime() - 7 * 86_400_000)))!;
    return { current, previous };
  }
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  const month = end.getUTCDate() === lastDay ? end.getUTCMonth() : end.getUTCMonth() - 1;
  return {
    current: monthRange(end.getUTCFullYear(), month),
    previous: monthRange(end.getUTCFullYear(), month - 1),
  };
}

/**
 * A digest is due when its period starts after the last one sent for that frequency ended: weekly
 * once 7 new days of data exist, monthly once a new whole month does. Never twice for one period.
 */
export function isDigestDue(current: DateRange, lastSentEnd: IsoDate | null): boolean {
  return lastSentEnd === null || lastSentEnd < current.start;
}
