import type { MonthOverMonthResponse } from '@adlens/core';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Amounts an industry benchmark averages: whole impressions, spend to the cent. */
const AMOUNTS: Record<string, (value: number, count: number) => number> = {
  impressions: (value, count) => Math.round(value / count),
  expenses: (value, count) => round2(value / count),
};

/**
 * Keys whose content is not an amount of the category: percent changes (those of the averages are
 * worked out again below) and the entities a ranking names.
 */
const KEPT = new Set(['change', 'entity', 'period', 'count', 'basis']);

function divide(value: unknown, count: number): unknown {
  if (Array.isArray(value)) return value.map((entry) => divide(entry, count));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => {
      if (KEPT.has(key)) return [key, entry];
      const average = AMOUNTS[key];
      return [key, average && typeof entry === 'number' ? average(entry, count) : divide(entry, count)];
    }),
  );
}

function percentChange(current: number, previous: number): number | null {
  return previous > 0 ? round2(((current - previous) / previous) * 100) : null;
}

function isMonthOverMonth(value: object): value is Pick<MonthOverMonthResponse, 'current' | 'previous' | 'change'> {
  return 'current' in value && 'previous' in value && 'change' in value;
}

/**
 * A category's answer as the industry benchmark '(Avg)' (docs/product/industry-benchmark.md): every
 * impressions and spend amount divided by the category's `advertisersCount`, rounded as amounts are,
 * and a month-over-month change worked out from the two averaged months (never a percentage divided
 * by the count). With no advertiser the amounts are all zero and stay so.
 */
export function averagePerAdvertiser<T extends { advertisersCount?: number }>(
  response: T,
): T & { averagedPerAdvertiser: true } {
  const count = response.advertisersCount ?? 0;
  const averaged = (count > 0 ? divide(response, count) : response) as T;
  if (isMonthOverMonth(averaged)) {
    averaged.change = {
      impressions: percentChange(averaged.current.impressions, averaged.previous.impressions),
      expenses: percentChange(averaged.current.expenses, averaged.previous.expenses),
    };
  }
  return { ...averaged, averagedPerAdvertiser: true };
}
