import { describe, expect, it } from 'vitest';
import { isVirtualGroupId, nextVirtualGroupNumber, virtualGroupId, virtualGroupTitle } from './virtualGroup.ts';

describe('virtual groups', () => {
  it('writes ids as _virtual_group_N and recognises them', () => {
    expect(virtualGroupId(3)).toBe('_virtual_group_3');
    expect(isVirtualGroupId('_virtual_group_3')).toBe(true);
    expect(isVirtualGroupId('_virtual_group_')).toBe(false);
    expect(isVirtualGroupId('3f2504e0-4f89-11d3-9a0c-0305e82c3301')).toBe(false);
  });

  it("names a new group 'Group N' with the first free N", () => {
    expect(nextVirtualGroupNumber([])).toBe(1);
    expect(nextVirtualGroupNumber(['Group 1', 'Shoes', null, 'Group 3'])).toBe(2);
    expect(virtualGroupTitle(2)).toBe('Group 2');
  });

  it('gives -1 once Group 1 to Group 99 are all taken', () => {
    const all = Array.from({ length: 99 }, (_, i) => virtualGroupTitle(i + 1));
    expect(nextVirtualGroupNumber(all)).toBe(-1);
    expect(nextVirtualGroupNumber(all.slice(0, 98))).toBe(99);
  });
});
