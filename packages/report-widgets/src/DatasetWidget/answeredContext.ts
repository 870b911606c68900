import type { DateRange } from '@adlens/core';

/**
 * The days and currency a dataset answered for (every report dataset states its `period` and
 * `currency`): the card's sub-header names them, so its figures say what they count.
 */
export function answeredContext(data: unknown): { dates?: DateRange; currency?: string } {
  if (typeof data !== 'object' || data === null) return {};
  const { period, currency } = data as { period?: unknown; currency?: unknown };
  const dates =
    typeof period === 'object' && period !== null && 'start' in period && 'end' in period
      ? { start: String(period.start), end: String(period.end) }
      : undefined;
  return { ...(dates && { dates }), ...(typeof currency === 'string' && { currency }) };
}
