import { describe, expect, it } from 'vitest';
import { weightedValuesSql } from './weightedValues.ts';

describe('weightedValuesSql', () => {
  it('gives cumulative [lo, hi) bounds per group, the last ending past 1', () => {
    const sql = weightedValuesSql(
      [
        { group: 'a', value: 'x', weight: 1 },
        { group: 'a', value: "o'k", weight: 3 },
        { group: 'b', value: 'z', weight: 5 },
      ],
      ['group', 'value'],
      ['group'],
    );
    expect(sql).toBe(
      "(VALUES ('a', 'x', 0.000000, 0.250000), ('a', 'o''k', 0.250000, 1.000001), ('b', 'z', 0.000000, 1.000001))",
    );
  });
});
