import { describe, expect, it } from 'vitest';
import { planRangeScan } from './planRangeScan.ts';

const DATA = { start: '2025-01-01', end: '2025-06-30' };

describe('planRangeScan: whole months from the monthly rollup, edges by day', () => {
  it('reads only months for LAST_3_MONTHS-like ranges ending on the last day of data', () => {
    expect(planRangeScan({ start: '2025-04-01', end: '2025-06-30' }, DATA)).toEqual({
      months: { from: '2025-04-01', to: '2025-06-01' },
      days: [],
    });
  });

  it('counts a partial last month as whole when the data ends inside it', () => {
    expect(
      planRangeScan({ start: '2025-05-01', end: '2025-06-20' }, { start: '2025-01-01', end: '2025-06-20' }),
    ).toEqual({
      months: { from: '2025-05-01', to: '2025-06-01' },
      days: [],
    });
  });

  it('counts a partial first month as whole when the range starts before the data', () => {
    expect(
      planRangeScan({ start: '2024-07-01', end: '2025-02-28' }, { start: '2025-01-15', end: '2025-06-30' }),
    ).toEqual({
      months: { from: '2025-01-01', to: '2025-02-01' },
      days: [],
    });
  });

  it('reads head and tail days around whole months', () => {
    expect(planRangeScan({ start: '2025-02-15', end: '2025-04-10' }, DATA)).toEqual({
      months: { from: '2025-03-01', to: '2025-03-01' },
      days: [
        { start: '2025-02-15', end: '2025-02-28' },
        { start: '2025-04-01', end: '2025-04-10' },
      ],
    });
  });

  it('reads days only inside a single month', () => {
    expect(planRangeScan({ start: '2025-03-03', end: '2025-03-17' }, DATA)).toEqual({
      months: undefined,
      days: [{ start: '2025-03-03', end: '2025-03-17' }],
    });
  });

  it('clips to the data and is undefined without overlap', () => {
    expect(planRangeScan({ start: '2024-12-01', end: '2024-12-31' }, DATA)).toBeUndefined();
    expect(planRangeScan({ start: '2025-07-01', end: '2025-07-31' }, DATA)).toBeUndefined();
    expect(planRangeScan({ start: '2024-12-25', end: '2025-01-10' }, DATA)).toEqual({
      months: undefined,
      days: [{ start: '2025-01-01', end: '2025-01-10' }],
    });
  });

  it('handles leap years and year boundaries', () => {
    expect(
      planRangeScan({ start: '2023-12-31', end: '2024-03-01' }, { start: '2023-01-01', end: '2024-12-31' }),
    ).toEqual({
      months: { from: '2024-01-01', to: '2024-02-01' },
      days: [
        { start: '2023-12-31', end: '2023-12-31' },
        { start: '2024-03-01', end: '2024-03-01' },
      ],
    });
  });
});
