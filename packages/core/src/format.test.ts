import { describe, expect, it } from 'vitest';
import {
  formatBigNumber,
  formatCurrencyShort,
  formatImpressions,
  formatPercent,
  formatShortNumber,
  formatTrend,
  trendDirection,
} from './format.ts';

describe('formatting rules (spec reports-data §5)', () => {
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
    expect(formatImpressions(12_000)).toBe('12K');
  });

  it('applies currency templates and turns falsy amounts into 0', () => {
    expect(formatCurrencyShort(1_250_000)).toBe('$1.3M');
    expect(formatCurrencyShort(1_250_000, 'SEK')).toBe('1.3M kr');
    expect(formatCurrencyShort(2000, 'ZAR')).toBe('R2K');
    expect(formatCurrencyShort(2000, 'CHF')).toBe('2K CHF');
    expect(formatCurrencyShort(null)).toBe('$0');
    expect(formatCurrencyShort(10, 'XYZ')).toBe('$10');
  });

  it("shows trends with two decimals, '>999%' above 999 and N/A without a value", () => {
    expect(formatTrend(12.345)).toBe('+12.35%');
    expect(formatTrend(-3)).toBe('-3.00%');
    expect(formatTrend(1500)).toBe('>999%');
    expect(formatTrend(null)).toBe('N/A');
    expect(trendDirection(0)).toBe('flat');
    expect(trendDirection(-2)).toBe('down');
  });

  it("gives '0%' without a value and drops trailing zeros", () => {
    expect(formatPercent(undefined)).toBe('0%');
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent(40)).toBe('40%');
  });

  it('separates thousands only for positive integers', () => {
    expect(formatBigNumber(1234567)).toBe('1,234,567');
    expect(formatBigNumber(12.5)).toBeNull();
    expect(formatBigNumber(-5)).toBeNull();
  });
});
