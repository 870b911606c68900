import { describe, expect, it } from 'vitest';
import { groupCardIcons } from './groupCardIcons.ts';

const item = (id: number, icon: string | null = `/icons/${id}.svg`) => ({ id, icon });

describe('group card icons', () => {
  it('shows the first 3 items, those with icons first, and counts the rest', () => {
    const result = groupCardIcons([item(1, null), item(2), item(3, null), item(4), item(5)]);
    expect(result.shown.map((i) => i.id)).toEqual([2, 4, 5]);
    expect(result.hidden.map((i) => i.id)).toEqual([1, 3]);
    expect(result.more).toBe(2);
  });

  it('has no counter for 3 items or fewer', () => {
    expect(groupCardIcons([item(1), item(2, null)])).toEqual({ shown: [item(1), item(2, null)], hidden: [], more: 0 });
  });
});
