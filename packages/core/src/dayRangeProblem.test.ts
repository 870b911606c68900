import { describe, expect, it } from 'vitest';
import { dayRangeProblem } from './dayRangeProblem.ts';

const data = { start: '2025-01-01', end: '2026-12-06' };

describe('dayRangeProblem: typed days the picker can apply', () => {
  it('accepts ordered days inside the data, one day included', () => {
    expect(dayRangeProblem({ start: '2026-11-20', end: '2026-11-30' }, data)).toBeUndefined();
    expect(dayRangeProblem({ start: '2026-12-06', end: '2026-12-06' }, data)).toBeUndefined();
  });

  it.each([
    [{ start: '', end: '2026-11-30' }, 'missing'],
    [{ start: '2026-02-30', end: '2026-03-01' }, 'missing'],
    [{ start: '2026-11-30', end: '2026-11-20' }, 'reversed'],
    [{ start: '2026-11-20', end: '2026-12-07' }, 'outside'],
    [{ start: '2024-12-31', end: '2025-01-10' }, 'outside'],
  ] as const)('%o is %s', (range, problem) => {
    expect(dayRangeProblem(range, data)).toBe(problem);
  });
});
