import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyCurrencyTemplate,
  formatBigNumber,
  formatCurrency,
  formatCurrencyShort,
  formatMinval,
  formatTimer,
  formatCurrencyAxis,
  formatImpressions,
  formatPercent,
  formatShortNumber,
  formatTrend,
  trendDirection,
} from './format.ts';

describe('formatting rules', () => {
  it('shortens numbers with K, M, B and T', () => {
    expect(formatShortNumber(950)).toBe('950');
    expect(formatShortNumber(1234)).toBe('1.2K');
    expect(formatShortNumber(999_960)).toBe('1M');
    expect(formatShortNumber(5_600_000)).toBe('5.6M');
    expect(formatShortNumber(2.5e9)).toBe('2.5B');
    expect(formatShortNumber(7e12)).toBe('7T');
  });

  it("shows impressions under 10K as '<10K'", () => {
    expect(formatImpressions(9_999)).toBe('<10K');
    expect(formatImpressions(0)).toBe('0');
    expect(formatImpressions(12_000)).toBe('12.0K');
    expect(formatImpressions(278_800_000)).toBe('278.8M');
  });

  it('applies currency templates and turns falsy amounts into 0', () => {
    expect(formatCurrencyShort(1_250_000)).toBe('$1.3M');
    expect(formatCurrencyShort(1_250_000, 'SEK')).toBe('1.3M kr');
    expect(formatCurrencyShort(2000, 'ZAR')).toBe('R2.0K');
    expect(formatCurrencyShort(2000, 'CHF')).toBe('2.0K CHF');
    expect(formatCurrencyShort(null)).toBe('$0');
    expect(formatCurrencyShort(10, 'XYZ')).toBe('$10.00');
  });

  it('writes every money figure at one precision: a decimal with a suffix, cents below 1,000', () => {
    expect(formatCurrencyShort(4_000_000)).toBe('$4.0M');
    expect(formatCurrencyShort(2_400_000)).toBe('$2.4M');
    expect(formatCurrencyShort(864.3)).toBe('$864.30');
    expect(formatCurrencyShort(10.9)).toBe('$10.90');
    expect(formatCurrencyShort(999.996)).toBe('$1.0K');
    expect(formatCurrencyShort(-1500)).toBe('-$1.5K');
  });

  it('writes axis ticks without trailing zeros', () => {
    expect(formatCurrencyAxis(30_000)).toBe('$30K');
    expect(formatCurrencyAxis(1_500_000, 'EUR')).toBe('€1.5M');
    expect(formatCurrencyAxis(0)).toBe('$0');
  });

  it.each([
    ['ARS', '$5'],
    ['CLP', '$5'],
    ['COP', '$5'],
    ['SGD', '$5'],
    ['ZAR', 'R5'],
    ['DKK', '5 kr'],
    ['NOK', '5 kr'],
    ['SEK', '5 kr'],
    ['MYR', 'RM5'],
    ['IDR', 'Rp5'],
    ['CHF', '5 CHF'],
    ['PHP', '₱5'],
    ['RUB', '₽5'],
    ['THB', '฿5'],
  ])('uses the %s template', (currency, text) => {
    expect(applyCurrencyTemplate('5', currency)).toBe(text);
  });

  it('gives a dollar sign without a currency and the default currency when undefined', () => {
    expect(applyCurrencyTemplate('5', null)).toBe('$5');
    expect(applyCurrencyTemplate('5', '')).toBe('$5');
    expect(applyCurrencyTemplate('5', undefined)).toBe('$5');
  });

  it('writes full amounts with separators and fraction digits', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency(1234.5, 'SEK', 0)).toBe('1,235 kr');
    expect(formatCurrency(undefined, 'ZAR')).toBe('R0.00');
    expect(formatCurrency(Number.NaN)).toBe('$0.00');
  });

  it("shows trends with two decimals, '>999%' above 999 and N/A without a value", () => {
    expect(formatTrend(12.345)).toBe('+12.35%');
    expect(formatTrend(-3)).toBe('-3.00%');
    expect(formatTrend(1500)).toBe('>999%');
    expect(formatTrend(-1500)).toBe('>999%');
    expect(formatTrend(999)).toBe('+999.00%');
    expect(formatTrend(0)).toBe('0.00%');
    expect(formatTrend(Number.NaN)).toBe('N/A');
    expect(trendDirection(3)).toBe('up');
    expect(trendDirection(null)).toBe('flat');
    expect(formatTrend(null)).toBe('N/A');
    expect(trendDirection(0)).toBe('flat');
    expect(trendDirection(-2)).toBe('down');
  });

  it("gives '0%' without a value and drops trailing zeros", () => {
    expect(formatPercent(undefined)).toBe('0%');
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent(40)).toBe('40%');
    expect(formatPercent(null)).toBe('0%');
  });

  it('gives values below 1 more decimals so small shares do not read as 0', () => {
    expect(formatPercent(0.123)).toBe('0.12%');
    expect(formatPercent(0.123, 1, { smallValueDigits: 3 })).toBe('0.123%');
    expect(formatPercent(-0.5)).toBe('-0.5%');
    expect(formatPercent(1.04)).toBe('1%');
  });

  it('keeps trailing zeros only when asked', () => {
    expect(formatPercent(12.5, 2, { keepTrailingZeros: true })).toBe('12.50%');
    expect(formatPercent(0.1, 1, { keepTrailingZeros: true })).toBe('0.10%');
  });

  it("shows minvals under 0.1 as '<0.1', null as N/A and non-numbers as nothing", () => {
    expect(formatMinval(0.05)).toBe('<0.1');
    expect(formatMinval(0)).toBe('0');
    expect(formatMinval(0.1)).toBe('0.1');
    expect(formatMinval(12.345)).toBe('12.3');
    expect(formatMinval(null)).toBe('N/A');
    expect(formatMinval(undefined)).toBe('');
    expect(formatMinval('3')).toBe('');
    expect(formatMinval(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('writes timers as h:mm:ss', () => {
    expect(formatTimer(0)).toBe('0:00:00');
    expect(formatTimer(65)).toBe('0:01:05');
    expect(formatTimer(3725.9)).toBe('1:02:05');
    expect(formatTimer(36_000)).toBe('10:00:00');
    expect(formatTimer(-4)).toBe('0:00:00');
  });

  it('formats any non-negative timer back to its seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (seconds) => {
        const [h, m, s] = formatTimer(seconds).split(':').map(Number);
        expect(h! * 3600 + m! * 60 + s!).toBe(seconds);
      }),
    );
  });

  it('separates thousands only for positive integers', () => {
    expect(formatBigNumber(1234567)).toBe('1,234,567');
    expect(formatBigNumber(12.5)).toBeNull();
    expect(formatBigNumber(-5)).toBeNull();
    expect(formatBigNumber(0)).toBeNull();
    expect(formatBigNumber(999)).toBe('999');
  });

  it('keeps the digits of any positive integer when separating thousands', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1 }), (n) => {
        expect(Number(formatBigNumber(n)!.replaceAll(',', ''))).toBe(n);
      }),
    );
  });
});
