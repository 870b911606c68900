import { describe, expect, it } from 'vitest';
import { apportion, convert } from './datasetFilters.ts';

const EUR = { code: 'EUR', rate: 0.92 };
const JPY = { code: 'JPY', rate: 150 };

describe('convert (one figure per cell in every currency)', () => {
  it('converts the USD amount rounded to its cents, so a hair of float noise never moves a cent', () => {
    // 12.35 USD is 1235 cents → 1136.2 euro cents → 11.36 EUR.
    expect(convert(12.35, EUR)).toBe(11.36);
    expect(convert(12.349999999, EUR)).toBe(convert(12.35, EUR));
    expect(convert(12.350000001, EUR)).toBe(convert(12.35, EUR));
    expect(convert(84352.81 / 0.92, { code: 'USD', rate: 1 })).toBe(91687.84);
    expect(convert(1, JPY)).toBe(150);
  });
});

describe('apportion', () => {
  it('rounds parts so they add up to the total, the largest remainders getting the units left', () => {
    expect(apportion([10.006, 20.003, 29.991], 60, 0.01)).toEqual([10.01, 20, 29.99]);
    expect(apportion([1.5, 1.5, 1], 4, 1)).toEqual([2, 1, 1]);
  });

  it('leaves whole parts alone', () => {
    expect(apportion([12.34, 56.78], 69.12, 0.01)).toEqual([12.34, 56.78]);
    expect(apportion([999_999_999.9999999, 1], 1_000_000_001, 1)).toEqual([1_000_000_000, 1]);
  });
});
