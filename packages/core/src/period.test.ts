import { describe, expect, it } from 'vitest';
import { PERIOD_CODES, customPeriodId, periodLengthInMonths, previousRange, resolvePeriod } from './period.ts';

/**
 * Every predefined period's first and last day, for a given last day of data. The client (the picker,
 * the chip) and the API (every dataset) both read resolvePeriod, so these are the days a report shows.
 * Month-based periods count calendar months back from the data's last month, that month included.
 */
const PREDEFINED_DAYS: [dataEnd: string, code: string, start: string, end: string][] = [
  ['2026-12-06', 'LAST_7_DAYS', '2026-11-30', '2026-12-06'],
  ['2026-12-06', 'LAST_30_DAYS', '2026-11-07', '2026-12-06'],
  ['2026-12-06', 'LAST_3_MONTHS', '2026-10-01', '2026-12-06'],
  ['2026-12-06', 'LAST_12_MONTHS', '2026-01-01', '2026-12-06'],
  ['2026-12-06', 'YEAR_TO_DATE', '2026-01-01', '2026-12-06'],
  ['2026-12-31', 'LAST_7_DAYS', '2026-12-25', '2026-12-31'],
  ['2026-12-31', 'LAST_30_DAYS', '2026-12-02', '2026-12-31'],
  ['2026-12-31', 'LAST_3_MONTHS', '2026-10-01', '2026-12-31'],
  ['2026-12-31', 'LAST_12_MONTHS', '2026-01-01', '2026-12-31'],
  ['2026-12-31', 'YEAR_TO_DATE', '2026-01-01', '2026-12-31'],
  ['2026-11-30', 'LAST_7_DAYS', '2026-11-24', '2026-11-30'],
  ['2026-11-30', 'LAST_30_DAYS', '2026-11-01', '2026-11-30'],
  ['2026-11-30', 'LAST_3_MONTHS', '2026-09-01', '2026-11-30'],
  ['2026-11-30', 'LAST_12_MONTHS', '2025-12-01', '2026-11-30'],
  ['2026-11-30', 'YEAR_TO_DATE', '2026-01-01', '2026-11-30'],
  ['2026-03-31', 'LAST_7_DAYS', '2026-03-25', '2026-03-31'],
  ['2026-03-31', 'LAST_30_DAYS', '2026-03-02', '2026-03-31'],
  ['2026-03-31', 'LAST_3_MONTHS', '2026-01-01', '2026-03-31'],
  ['2026-03-31', 'LAST_12_MONTHS', '2025-04-01', '2026-03-31'],
  ['2026-03-31', 'YEAR_TO_DATE', '2026-01-01', '2026-03-31'],
  ['2026-01-01', 'LAST_7_DAYS', '2025-12-26', '2026-01-01'],
  ['2026-01-01', 'LAST_30_DAYS', '2025-12-03', '2026-01-01'],
  ['2026-01-01', 'LAST_3_MONTHS', '2025-11-01', '2026-01-01'],
  ['2026-01-01', 'LAST_12_MONTHS', '2025-02-01', '2026-01-01'],
  ['2026-01-01', 'YEAR_TO_DATE', '2026-01-01', '2026-01-01'],
  ['2024-02-29', 'LAST_7_DAYS', '2024-02-23', '2024-02-29'],
  ['2024-02-29', 'LAST_30_DAYS', '2024-01-31', '2024-02-29'],
  ['2024-02-29', 'LAST_3_MONTHS', '2023-12-01', '2024-02-29'],
  ['2024-02-29', 'LAST_12_MONTHS', '2023-03-01', '2024-02-29'],
  ['2024-02-29', 'YEAR_TO_DATE', '2024-01-01', '2024-02-29'],
];

describe('predefined periods: exact first and last day for a last day of data', () => {
  it.each(PREDEFINED_DAYS)('data to %s: %s is %s – %s', (dataEnd, code, start, end) => {
    expect(resolvePeriod(code, dataEnd)).toEqual({ start, end });
  });

  it('covers every predefined code for every last day in the table', () => {
    const ends = [...new Set(PREDEFINED_DAYS.map(([dataEnd]) => dataEnd))];
    for (const dataEnd of ends) {
      const codes = PREDEFINED_DAYS.filter((row) => row[0] === dataEnd).map((row) => row[1]);
      expect(codes).toEqual([...PERIOD_CODES]);
    }
  });
});

describe('periods resolve against the last day with data', () => {
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

  it('counts a period of 31 days or fewer as one month, else months rounded up', () => {
    expect(periodLengthInMonths({ start: '2026-01-01', end: '2026-01-31' })).toBe(1);
    expect(periodLengthInMonths({ start: '2026-01-01', end: '2026-02-01' })).toBe(2);
    expect(periodLengthInMonths({ start: '2026-08-01', end: '2026-10-31' })).toBe(3);
    expect(periodLengthInMonths({ start: '2025-11-01', end: '2026-10-31' })).toBe(12);
    expect(periodLengthInMonths({ start: '2026-01-15', end: '2026-03-14' })).toBe(2);
    expect(periodLengthInMonths({ start: '2026-01-15', end: '2026-03-20' })).toBe(3);
  });
});
