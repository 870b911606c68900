import { describe, expect, it } from 'vitest';
import { customPeriodId, periodLengthInMonths, previousRange, resolvePeriod } from './period.ts';

describe('periods resolve against the last day with data (spec reports-data §3, §4)', () => {
  const end = '2026-10-31';
  it.each([
    ['LAST_7_DAYS', '2026-10-25'],
    ['LAST_30_DAYS', '2026-10-02'],
    ['LAST_3_MONTHS', '2026-08-01'],
    ['LAST_12_MONTHS', '2025-11-01'],
    ['YEAR_TO_DATE', '2026-01-01'],
  ])('%s starts on %s', (id, start) => {
    expect(resolvePeriod(id, end)).toEqual({ start, end });
  });

  it('reads custom ids as startdigits-enddigits', () => {
    expect(resolvePeriod('20260105-20260220', end)).toEqual({ start: '2026-01-05', end: '2026-02-20' });
    expect(customPeriodId({ start: '2026-01-05', end: '2026-02-20' })).toBe('20260105-20260220');
  });

  it('rejects impossible dates and reversed ranges', () => {
    expect(resolvePeriod('20260230-20260301', end)).toBeUndefined();
    expect(resolvePeriod('20260301-20260201', end)).toBeUndefined();
    expect(resolvePeriod('NEXT_YEAR', end)).toBeUndefined();
  });

  it('gives the equally long range just before', () => {
    expect(previousRange({ start: '2026-10-02', end: '2026-10-31' })).toEqual({
      start: '2026-09-02',
      end: '2026-10-01',
    });
  });

  it('counts a period of 31 days or fewer as one month, else months rounded up (§4)', () => {
    expect(periodLengthInMonths({ start: '2026-01-01', end: '2026-01-31' })).toBe(1);
    expect(periodLengthInMonths({ start: '2026-01-01', end: '2026-02-01' })).toBe(2);
    expect(periodLengthInMonths({ start: '2026-08-01', end: '2026-10-31' })).toBe(3);
    expect(periodLengthInMonths({ start: '2025-11-01', end: '2026-10-31' })).toBe(12);
    expect(periodLengthInMonths({ start: '2026-01-15', end: '2026-03-14' })).toBe(2);
    expect(periodLengthInMonths({ start: '2026-01-15', end: '2026-03-20' })).toBe(3);
  });
});
