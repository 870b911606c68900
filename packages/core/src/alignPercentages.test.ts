import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alignPercentages } from './alignPercentages.ts';

describe('percent values aligned to 100', () => {
  it('gives the leftover points to the largest remainders', () => {
    expect(alignPercentages([1, 1, 1])).toEqual([34, 33, 33]);
    expect(alignPercentages([1, 1, 1], 1)).toEqual([33.4, 33.3, 33.3]);
    expect(alignPercentages([13.626, 47.074, 39.3])).toEqual([14, 47, 39]);
  });

  it('keeps exact shares', () => {
    expect(alignPercentages([25, 75])).toEqual([25, 75]);
  });

  it('treats an empty or all-zero list as zeros and negative values as 0', () => {
    expect(alignPercentages([])).toEqual([]);
    expect(alignPercentages([0, 0])).toEqual([0, 0]);
    expect(alignPercentages([-3, 1, Number.NaN])).toEqual([0, 100, 0]);
  });

  it('always sums to exactly 100 with each share within one unit of the exact one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1e9, noNaN: true }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 2 }),
        (values, digits) => {
          const total = values.reduce((sum, value) => sum + value, 0);
          fc.pre(total > 0);
          const aligned = alignPercentages(values, digits);
          const scale = 10 ** digits;
          expect(Math.round(aligned.reduce((sum, value) => sum + value * scale, 0))).toBe(100 * scale);
          aligned.forEach((share, i) => {
            expect(Math.abs(share - (values[i]! / total) * 100)).toBeLessThan(1 / scale + 1e-9);
          });
        },
      ),
    );
  });
});
