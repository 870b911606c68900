import { describe, expect, it } from 'vitest';
import { digestPeriods, isDigestDue } from './digestPeriods.ts';

describe('digestPeriods (the last week/month of data vs the one before)', () => {
  it('weekly: the last 7 days of data and the 7 before them', () => {
    expect(digestPeriods('WEEKLY', '2025-06-30')).toEqual({
      current: { start: '2025-06-24', end: '2025-06-30' },
      previous: { start: '2025-06-17', end: '2025-06-23' },
    });
    expect(digestPeriods('WEEKLY', '2025-03-03')).toEqual({
      current: { start: '2025-02-25', end: '2025-03-03' },
      previous: { start: '2025-02-18', end: '2025-02-24' },
    });
  });

  it('monthly: the month the data ends with when it is whole, else the month before', () => {
    expect(digestPeriods('MONTHLY', '2025-06-30')).toEqual({
      current: { start: '2025-06-01', end: '2025-06-30' },
      previous: { start: '2025-05-01', end: '2025-05-31' },
    });
    expect(digestPeriods('MONTHLY', '2025-06-29')).toEqual({
      current: { start: '2025-05-01', end: '2025-05-31' },
      previous: { start: '2025-04-01', end: '2025-04-30' },
    });
    expect(digestPeriods('MONTHLY', '2025-01-15')).toEqual({
      current: { start: '2024-12-01', end: '2024-12-31' },
      previous: { start: '2024-11-01', end: '2024-11-30' },
    });
  });
});

describe('isDigestDue (a digest is never sent twice for one period)', () => {
  const week = { start: '2025-06-24', end: '2025-06-30' };
  it('is due when none was sent, or the last one ended before this period starts', () => {
    expect(isDigestDue(week, null)).toBe(true);
    expect(isDigestDue(week, '2025-06-23')).toBe(true);
  });
  it('is not due for the same period, or fewer than 7 new days later', () => {
    expect(isDigestDue(week, '2025-06-30')).toBe(false);
    expect(isDigestDue(week, '2025-06-24')).toBe(false);
  });
});
