import { describe, expect, it } from 'vitest';
import { isSelectablePeriod, trendIntervals } from './periodOption.ts';

const codes = (range: { start: string; end: string }) => {
  const { supportedIntervals, defaultInterval } = trendIntervals(range);
  return { supported: supportedIntervals.map((interval) => interval.code), defaultInterval };
};

describe('trend intervals per period length (spec reports-data §3 Period, §4)', () => {
  it('offers days and weeks for a month or less, days by default', () => {
    expect(codes({ start: '2026-10-25', end: '2026-10-31' })).toEqual({
      supported: ['DAILY', 'WEEKLY'],
      defaultInterval: 'DAILY',
    });
    expect(codes({ start: '2026-10-02', end: '2026-10-31' }).defaultInterval).toBe('DAILY');
  });

  it('adds months up to 3 months, weeks by default', () => {
    expect(codes({ start: '2026-08-01', end: '2026-10-31' })).toEqual({
      supported: ['DAILY', 'WEEKLY', 'MONTHLY'],
      defaultInterval: 'WEEKLY',
    });
  });

  it('drops days above 3 months and up to 12 months offers quarters, months by default', () => {
    expect(codes({ start: '2025-11-01', end: '2026-10-31' })).toEqual({
      supported: ['WEEKLY', 'MONTHLY', 'QUARTERLY'],
      defaultInterval: 'MONTHLY',
    });
    expect(codes({ start: '2026-07-01', end: '2026-10-31' }).supported).not.toContain('DAILY');
  });

  it('offers months and quarters above 12 months', () => {
    expect(codes({ start: '2024-11-01', end: '2026-10-31' })).toEqual({
      supported: ['MONTHLY', 'QUARTERLY'],
      defaultInterval: 'MONTHLY',
    });
  });

  it('titles every interval', () => {
    expect(trendIntervals({ start: '2026-10-01', end: '2026-10-31' }).supportedIntervals).toEqual([
      { code: 'DAILY', title: 'Daily' },
      { code: 'WEEKLY', title: 'Weekly' },
    ]);
  });
});

describe('isSelectablePeriod (spec reports-data §4 Period selector)', () => {
  it('refuses restricted and disabled periods', () => {
    expect(isSelectablePeriod({ disabled: false, restricted: false })).toBe(true);
    expect(isSelectablePeriod({ disabled: true, restricted: false })).toBe(false);
    expect(isSelectablePeriod({ disabled: false, restricted: true })).toBe(false);
  });
});
