import { describe, expect, it } from 'vitest';
import {
  formatDateSpan,
  formatDayMonth,
  formatMonthYear,
  formatTrendAxisLabel,
  trendPointCoverage,
} from './formatTrendDates.ts';

describe('chart dates', () => {
  it('writes days one way everywhere: "1 Dec", day first, no leading zero', () => {
    expect(formatDayMonth('2026-12-01')).toBe('1 Dec');
    expect(formatMonthYear('2026-12-01')).toBe('Dec 2026');
  });

  it('follows a locale a host passes', () => {
    expect(formatDayMonth('2026-12-01', 'en-US')).toBe('Dec 1');
  });

  it('writes spans compactly', () => {
    expect(formatDateSpan({ start: '2026-10-28', end: '2026-11-01' })).toBe('28 Oct – 1 Nov 2026');
    expect(formatDateSpan({ start: '2026-11-01', end: '2026-11-26' })).toBe('1 – 26 Nov 2026');
    expect(formatDateSpan({ start: '2026-11-05', end: '2026-11-05' })).toBe('5 Nov 2026');
  });

  it("labels a trend's axis by its interval: a week by its Monday", () => {
    expect(formatTrendAxisLabel('2026-10-28', 'WEEKLY')).toBe('26 Oct');
    expect(formatTrendAxisLabel('2026-10-28', 'DAILY')).toBe('28 Oct');
    expect(formatTrendAxisLabel('2026-11-01', 'MONTHLY')).toBe('Nov 2026');
    expect(formatTrendAxisLabel('2026-11-01', 'QUARTERLY')).toBe('Q4 2026');
  });

  it('says what a partial point covers', () => {
    const weekOf = (date: string) => `Week of ${date}`;
    expect(trendPointCoverage({ start: '2026-10-28', end: '2026-11-01' }, 'WEEKLY', weekOf)).toEqual({
      interval: 'Week of 26 Oct 2026',
      covered: '28 Oct – 1 Nov 2026',
      days: 5,
      ofDays: 7,
    });
    expect(trendPointCoverage({ start: '2026-11-01', end: '2026-11-26' }, 'MONTHLY', weekOf)).toMatchObject({
      interval: 'November 2026',
      days: 26,
      ofDays: 30,
    });
  });
});
