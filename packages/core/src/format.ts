/**
 * Number formatting rules (spec reports-data §5 Formatting rules). Pure functions so widgets,
 * exports and tests share one definition.
 */
const SUFFIXES = ['', 'K', 'M', 'B', 'T'] as const;

/** 1234 → '1.2K', 5_600_000 → '5.6M'; one decimal, trailing '.0' dropped. */
export function formatShortNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  const sign = value < 0 ? '-' : '';
  let abs = Math.abs(value);
  let index = 0;
  while (abs >= 999.95 && index < SUFFIXES.length - 1) {
    abs /= 1000;
    index += 1;
  }
  const digits = index === 0 ? (abs % 1 === 0 ? 0 : 1) : 1;
  return `${sign}${Number(abs.toFixed(digits))}${SUFFIXES[index]}`;
}

/** spec §5: the minimum displayed impression value is '<10K'. */
export function formatImpressions(value: number): string {
  if (value > 0 && value < 10_000) return '<10K';
  return formatShortNumber(value);
}

/** Currency prefix/suffix templates of spec §5; unknown codes fall back to the dollar sign. */
const CURRENCY_TEMPLATES: Record<string, { prefix?: string; suffix?: string }> = {
  USD: { prefix: '$' },
  ARS: { prefix: '$' },
  CLP: { prefix: '$' },
  COP: { prefix: '$' },
  SGD: { prefix: '$' },
  ZAR: { prefix: 'R' },
  DKK: { suffix: ' kr' },
  NOK: { suffix: ' kr' },
  SEK: { suffix: ' kr' },
  MYR: { prefix: 'RM' },
  IDR: { prefix: 'Rp' },
  CHF: { suffix: ' CHF' },
  PHP: { prefix: '₱' },
  RUB: { prefix: '₽' },
  THB: { prefix: '฿' },
  EUR: { prefix: '€' },
  GBP: { prefix: '£' },
};

/** Short currency amount: `$1.2M`; falsy amounts become 0 (spec §5). */
export function formatCurrencyShort(amount: number | null | undefined, currency = 'USD'): string {
  const template = CURRENCY_TEMPLATES[currency] ?? { prefix: '$' };
  return `${template.prefix ?? ''}${formatShortNumber(amount || 0)}${template.suffix ?? ''}`;
}

/** spec §5 Trend: no value shows N/A; absolute above 999 shows '>999%', else 2 decimals. */
export function formatTrend(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'N/A';
  if (Math.abs(value) > 999) return value > 0 ? '>999%' : '<-999%';
  return `${value > 0 ? '+' : ''}${value.toFixed(2)}%`;
}

export type TrendDirection = 'up' | 'down' | 'flat';

export function trendDirection(value: number | null | undefined): TrendDirection {
  if (!value || !Number.isFinite(value)) return 'flat';
  return value > 0 ? 'up' : 'down';
}

/** Percent with up to `digits` decimals, trailing zeros dropped; no value gives '0%' (spec §5). */
export function formatPercent(value: number | null | undefined, digits = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '0%';
  return `${Number(value.toFixed(digits))}%`;
}

/** Thousands separators for positive integers only, else null (spec §5 Big numbers). */
export function formatBigNumber(value: number): string | null {
  if (!Number.isInteger(value) || value <= 0) return null;
  return value.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
