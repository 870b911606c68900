import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toIsoDate } from './period.ts';
import {
  calendarInterval,
  chooseTrendInterval,
  dataTrendIntervals,
  daysInRange,
  trendBuckets,
} from './trendBuckets.ts';

describe('trendBuckets', () => {
  it('aligns weeks to ISO weeks (Monday) and marks the clipped first and last weeks partial', () => {
    // LAST_30_DAYS on data ending Thursday 26 Nov 2026: Wednesday 28 Oct … Thursday 26 Nov.
    const buckets = trendBuckets({ start: '2026-10-28', end: '2026-11-26' }, 'WEEKLY');
    expect(buckets.map((b) => [b.start, b.end, b.partial])).toEqual([
      ['2026-10-28', '2026-11-01', true],
      ['2026-11-02', '2026-11-08', false],
      ['2026-11-09', '2026-11-15', false],
      ['2026-11-16', '2026-11-22', false],
      ['2026-11-23', '2026-11-26', true],
    ]);
    expect(buckets[0]!.calendar).toEqual({ start: '2026-10-26', end: '2026-11-01' });
  });

  it('gives every month of the period, the month to date marked partial', () => {
    const buckets = trendBuckets({ start: '2026-09-01', end: '2026-11-26' }, 'MONTHLY');
    expect(buckets.map((b) => [b.start, b.end, b.partial])).toEqual([
      ['2026-09-01', '2026-09-30', false],
      ['2026-10-01', '2026-10-31', false],
      ['2026-11-01', '2026-11-26', true],
    ]);
  });

  it('puts quarters on calendar quarters', () => {
    const buckets = trendBuckets({ start: '2025-12-01', end: '2026-11-26' }, 'QUARTERLY');
    expect(buckets.map((b) => b.calendar.start)).toEqual([
      '2025-10-01',
      '2026-01-01',
      '2026-04-01',
      '2026-07-01',
      '2026-10-01',
    ]);
    expect(buckets.map((b) => b.partial)).toEqual([true, false, false, false, true]);
  });

  it('covers every day of any range exactly once, in order, whatever the interval', () => {
    const day = fc.integer({ min: 0, max: 1200 }).map((n) => toIsoDate(new Date(Date.UTC(2024, 0, 1 + n))));
    fc.assert(
      fc.property(day, day, fc.constantFrom('DAILY', 'WEEKLY', 'MONTHLY', 'QUARTERLY' as const), (a, b, interval) => {
        const range = a <= b ? { start: a, end: b } : { start: b, end: a };
        const buckets = trendBuckets(range, interval);
        expect(buckets.reduce((sum, bucket) => sum + daysInRange(bucket), 0)).toBe(daysInRange(range));
        expect(buckets[0]!.start).toBe(range.start);
        expect(buckets.at(-1)!.end).toBe(range.end);
        for (const bucket of buckets) {
          expect(calendarInterval(bucket.start, interval)).toEqual(bucket.calendar);
          expect(bucket.partial).toBe(daysInRange(bucket) < daysInRange(bucket.calendar));
        }
      }),
    );
  });
});

describe('dataTrendIntervals', () => {
  it('offers daily data every interval of the period', () => {
    expect(dataTrendIntervals({ start: '2026-09-01', end: '2026-11-26' }, 'DAILY')).toEqual([
      'DAILY',
      'WEEKLY',
      'MONTHLY',
    ]);
  });

  it('never offers Daily or Weekly for monthly data', () => {
    expect(dataTrendIntervals({ start: '2026-09-01', end: '2026-11-26' }, 'MONTHLY')).toEqual(['MONTHLY']);
    expect(dataTrendIntervals({ start: '2025-12-01', end: '2026-11-26' }, 'MONTHLY')).toEqual(['MONTHLY', 'QUARTERLY']);
    // A 30-day period offers only Daily and Weekly: monthly data is drawn as its (partial) months.
    expect(dataTrendIntervals({ start: '2026-10-28', end: '2026-11-26' }, 'MONTHLY')).toEqual(['MONTHLY']);
  });
});

describe('chooseTrendInterval', () => {
  it('keeps the asked interval when the data has it, else the nearest coarser one', () => {
    expect(chooseTrendInterval(['DAILY', 'WEEKLY', 'MONTHLY'], 'WEEKLY', 'WEEKLY')).toBe('WEEKLY');
    expect(chooseTrendInterval(['MONTHLY'], 'DAILY', 'WEEKLY')).toBe('MONTHLY');
    expect(chooseTrendInterval(['MONTHLY', 'QUARTERLY'], 'WEEKLY', 'MONTHLY')).toBe('MONTHLY');
    expect(chooseTrendInterval(['DAILY', 'WEEKLY', 'MONTHLY'], 'QUARTERLY', 'WEEKLY')).toBe('MONTHLY');
  });

  it("opens on the period's default when the data has it", () => {
    expect(chooseTrendInterval(['DAILY', 'WEEKLY', 'MONTHLY'], undefined, 'WEEKLY')).toBe('WEEKLY');
    expect(chooseTrendInterval(['MONTHLY'], undefined, 'WEEKLY')).toBe('MONTHLY');
  });
});
