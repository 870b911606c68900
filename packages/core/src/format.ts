/**
 * Number formatting rules. Pure functions so widgets,
 * exports and tests share one definition.
 */
const SUFFIXES = ['', 'K', 'M', 'B', 'T'] as const;

/** A value scaled to its suffix (K, M, B, T): 1234 → [1.234, 'K']. */
function scaled(value: number): { sign: string; abs: number; suffix: (typeof SUFFIXES)[number] } {
  const sign = value < 0 ? '-' : '';
  let abs = Math.abs(value);
  let index = 0;
  // 999.95 rounds to 1000.0: written as 1.0K instead.
  while (abs >= 999.95 && index < SUFFIXES.length - 1) {
    abs /= 1000;
    index += 1;
  }
  return { sign, abs, suffix: SUFFIXES[index]! };
}

/**
 * Short number suffixes K, M, B, T, for axis ticks and chart labels, where trailing zeros
 * are noise: 1234 → '1.2K', 1e6 → '1M'. Figures use `formatCompactFigure` (a fixed decimal).
 */
export function formatShortNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  const { sign, abs, suffix } = scaled(value);
  const digits = suffix === '' ? (abs % 1 === 0 ? 0 : 1) : 1;
  return `${sign}${Number(abs.toFixed(digits))}${suffix}`;
}

/**
 * A figure with a suffix keeps its one decimal, so figures side by side line up in precision
 * ("Formats from one place": '$4.0M' beside '$2.4M', never '$4M'); below 1,000 a whole
 * number stays whole.
 */
function formatCompactFigure(value: number): string {
  if (!Number.isFinite(value)) return '';
  const { sign, abs, suffix } = scaled(value);
  if (suffix === '') return `${sign}${abs % 1 === 0 ? abs : abs.toFixed(1)}`;
  return `${sign}${abs.toFixed(1)}${suffix}`;
}

/** The minimum displayed impression value is '<10K'; 12,000 → '12.0K'. */
export function formatImpressions(value: number): string {
  if (value > 0 && value < 10_000) return '<10K';
  return formatCompactFigure(value);
}

/**
 * Currency templates. Codes outside the list show their symbol as a prefix where everyone
 * reads it the same way (USD, EUR, GBP) and the dollar sign otherwise, like the original product.
 */
const CURRENCY_TEMPLATES: Readonly<Record<string, { prefix?: string; suffix?: string }>> = {
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

/** The default currency. */
export const DEFAULT_CURRENCY = 'USD';

/**
 * Wraps an already formatted amount in its currency's template: no currency (null or '')
 * gives a dollar sign, undefined falls back to the default currency.
 */
export function applyCurrencyTemplate(amount: string, currency: string | null | undefined = DEFAULT_CURRENCY): string {
  const template = (currency && CURRENCY_TEMPLATES[currency]) || { prefix: '$' };
  return `${template.prefix ?? ''}${amount}${template.suffix ?? ''}`;
}

/**
 * A money figure, short: `$1.3M`, `$4.0M` (one decimal with a suffix), `$864.30` and `$10.90` (cents
 * below 1,000), `$0`; falsy amounts become 0. One precision everywhere a figure is shown
 *: a CPM of $10.90 never reads '$10.9' beside '$864.3'.
 */
export function formatCurrencyShort(amount: number | null | undefined, currency?: string | null): string {
  const value = amount || 0;
  if (value === 0) return applyCurrencyTemplate('0', currency);
  // The sign leads the currency: -$1.5K.
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  return `${sign}${applyCurrencyTemplate(abs < 999.995 ? amountFormat(2).format(abs) : formatCompactFigure(abs), currency)}`;
}

/** A money axis tick: `$1.2M`, `$30K`, `$0` (trailing zeros dropped; ticks are round numbers). */
export function formatCurrencyAxis(amount: number, currency?: string | null): string {
  return applyCurrencyTemplate(formatShortNumber(amount), currency);
}

/** One number format per precision: creating an Intl formatter costs far more than using one. */
const amountFormats = new Map<number, Intl.NumberFormat>();

function amountFormat(fractionDigits: number): Intl.NumberFormat {
  let format = amountFormats.get(fractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    amountFormats.set(fractionDigits, format);
  }
  return format;
}

/** Full currency amount with thousands separators: `$1,234.50`; falsy amounts become 0. */
export function formatCurrency(
  amount: number | null | undefined,
  currency?: string | null,
  fractionDigits = 2,
): string {
  const value = Number.isFinite(amount) ? (amount as number) : 0;
  return applyCurrencyTemplate(amountFormat(fractionDigits).format(value), currency);
}

/**
 * Trend: no value shows N/A; absolute above 999 shows '>999%' (the arrow and colour carry
 * the direction), else 2 decimals with the sign.
 */
export function formatTrend(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'N/A';
  if (Math.abs(value) > 999) return '>999%';
  return `${value > 0 ? '+' : ''}${value.toFixed(2)}%`;
}

/** Trend colour: positive, negative or zero ('flat' hides the arrow). */
export type TrendDirection = 'up' | 'down' | 'flat';

export function trendDirection(value: number | null | undefined): TrendDirection {
  if (!value || !Number.isFinite(value)) return 'flat';
  return value > 0 ? 'up' : 'down';
}

export interface FormatPercentOptions {
  /** Decimals for values whose absolute is below 1, where `digits` would round small shares to 0. */
  smallValueDigits?: number;
  /** Keep trailing zeros ('12.50%'); by default they are dropped ('12.5%'). */
  keepTrailingZeros?: boolean;
}

/**
 * Percent: no value gives '0%'; from 1 up `digits` decimals, below 1 `smallValueDigits`
 * (default 2); trailing zeros dropped unless asked for.
 */
export function formatPercent(
  value: number | null | undefined,
  digits = 1,
  { smallValueDigits = 2, keepTrailingZeros = false }: FormatPercentOptions = {},
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '0%';
  const fixed = value.toFixed(Math.abs(value) < 1 ? smallValueDigits : digits);
  return `${keepTrailingZeros ? fixed : Number(fixed)}%`;
}

/**
 * Minval: null shows N/A; anything non-numeric or infinite shows nothing; a positive value
 * under 0.1 shows '<0.1' (zero stays '0', it is not "a little"); else one decimal at most.
 */
export function formatMinval(value: unknown): string {
  if (value === null) return 'N/A';
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  if (value > 0 && value < 0.1) return '<0.1';
  return `${Number(value.toFixed(1))}`;
}

/** Thousands separators for positive integers only, else null. */
export function formatBigNumber(value: number): string | null {
  if (!Number.isInteger(value) || value <= 0) return null;
  return value.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Timer: seconds as h:mm:ss (a video's duration); negative or non-finite is 0:00:00. */
export function formatTimer(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}
