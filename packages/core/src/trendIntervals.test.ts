import { describe, expect, it } from 'vitest';
import { trendIntervals } from './trendIntervals.ts';

const codes = (start: string, end: string) => {
  const { supportedIntervals, defaultInterval } = trendIntervals({ start, end });
  return [supportedIntervals.map((interval) => interval.code), defaultInterval.code];
};

describe('trend intervals per period length', () => {
  it.each([
    ['LAST_7_DAYS', '2026-10-25', '2026-10-31', ['DAILY', 'WEEKLY'], 'DAILY'],
    ['31 days', '2026-10-01', '2026-10-31', ['DAILY', 'WEEKLY'], 'DAILY'],
    ['32 days', '2026-09-30', '2026-10-31', ['DAILY', 'WEEKLY', 'MONTHLY'], 'WEEKLY'],
    ['LAST_3_MONTHS', '2026-08-01', '2026-10-31', ['DAILY', 'WEEKLY', 'MONTHLY'], 'WEEKLY'],
    ['4 months', '2026-07-01', '2026-10-31', ['WEEKLY', 'MONTHLY'], 'MONTHLY'],
    ['LAST_12_MONTHS', '2025-11-01', '2026-10-31', ['WEEKLY', 'MONTHLY', 'QUARTERLY'], 'MONTHLY'],
    ['2 years', '2024-11-01', '2026-10-31', ['WEEKLY', 'MONTHLY', 'QUARTERLY'], 'MONTHLY'],
  ])('%s offers %j, %s by default', (_, start, end, supported, defaultCode) => {
    expect(codes(start, end)).toEqual([supported, defaultCode]);
  });

  it('titles every interval', () => {
    expect(trendIntervals({ start: '2026-10-01', end: '2026-10-31' }).supportedIntervals).toEqual([
      { code: 'DAILY', title: 'Daily' },
      { code: 'WEEKLY', title: 'Weekly' },
    ]);
  });
});
