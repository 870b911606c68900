import { type ReportItem, parseReportItems, reportItemKey, serializeReportItems } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { groupSelected, groupSize, renameGroup, ungroup } from './groupEditing.ts';

const single = (id: number): ReportItem => ({ kind: 'single', id });
const keys = (...items: ReportItem[]) => new Set(items.map(reportItemKey));
const ids = (from: number, count: number) => Array.from({ length: count }, (_, index) => single(from + index));

describe('grouping the items of a comparison', () => {
  it("groups the picked items as 'Group 1' in the first one's place, the others keep their order", () => {
    const items = [single(1), single(2), single(3), single(4)];
    const result = groupSelected(items, keys(single(2), single(4)), 'advertiser');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(serializeReportItems(result.items)).toBe('1,Group 1:(2,4),3');
    // The URL form reads back to the same items (virtual groups in URLs keep working).
    expect(parseReportItems(serializeReportItems(result.items), 'advertiser')).toEqual(result.items);
  });

  it('takes the first free Group N among the titles the report shows, nested ones included', () => {
    const items: ReportItem[] = [
      { kind: 'group', title: 'Group 1', items: [single(1), { kind: 'group', title: 'Group 2', items: [single(2)] }] },
      single(3),
      single(4),
    ];
    const result = groupSelected(items, keys(single(3), single(4)), 'advertiser', ['Group 3']);
    expect(result.ok && result.group.title).toBe('Group 4');
  });

  it('leaves the group untitled when Group 1 to Group 99 are all taken (the user names it)', () => {
    const taken = Array.from({ length: 99 }, (_, index) => `Group ${index + 1}`);
    const result = groupSelected([single(1), single(2)], keys(single(1), single(2)), 'advertiser', taken);
    expect(result.ok && result.group.title).toBeNull();
  });

  it('needs at least two items', () => {
    expect(groupSelected([single(1), single(2)], keys(single(1)), 'advertiser')).toEqual({
      ok: false,
      problem: 'too-few',
      max: 10,
    });
  });

  it("holds at most the type's grouping maximum: 10, categories 4", () => {
    const ten = ids(1, 10);
    const group: ReportItem = { kind: 'group', title: 'Big', items: ids(20, 9) };
    expect(groupSelected([...ten.slice(0, 1), group], keys(ten[0]!, group), 'advertiser').ok).toBe(true);
    expect(groupSelected([...ten.slice(0, 2), group], keys(ten[0]!, ten[1]!, group), 'advertiser')).toMatchObject({
      ok: false,
      problem: 'too-many',
      max: 10,
    });
    const five = ids(1, 4);
    expect(groupSelected(five, keys(...five), 'category').ok).toBe(true);
    const nested: ReportItem = { kind: 'group', title: 'Pair', items: ids(8, 2) };
    expect(groupSelected([...ids(1, 3), nested], keys(...ids(1, 3), nested), 'category')).toMatchObject({
      ok: false,
      problem: 'too-many',
      max: 4,
    });
    expect(groupSize([...ids(1, 3), nested])).toBe(5);
  });

  it('renames one group and keeps the rest', () => {
    const group: ReportItem = { kind: 'group', title: 'Group 1', items: [single(1), single(2)] };
    const items = [group, single(3)];
    expect(serializeReportItems(renameGroup(items, reportItemKey(group), 'Sports rivals'))).toBe(
      'Sports rivals:(1,2),3',
    );
  });

  it('ungroups into its members without repeating an item, unless the report would exceed its limit', () => {
    const group: ReportItem = { kind: 'group', title: 'Group 1', items: [single(1), single(2)] };
    expect(ungroup([single(2), group, single(3)], reportItemKey(group), 'advertiser')).toEqual([
      single(2),
      single(1),
      single(3),
    ]);
    const big: ReportItem = { kind: 'group', title: 'Big', items: ids(20, 10) };
    expect(ungroup([single(1), big], reportItemKey(big), 'advertiser')).toBeNull();
  });
});
