import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isComparison,
  isResolvedFromUrl,
  isSavedGroupId,
  parseReportItems,
  reportEntityIds,
  reportItemEntityIds,
  reportItemKey,
  serializeReportItems,
  type ReportItem,
} from './reportItem.ts';

const UUID = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';
const single = (id: number): ReportItem => ({ kind: 'single', id });

describe('parseReportItems', () => {
  it('reads comma-separated entity ids', () => {
    expect(parseReportItems('12', 'advertiser')).toEqual([single(12)]);
    expect(parseReportItems('12,40,7', 'advertiser')).toEqual([single(12), single(40), single(7)]);
  });

  it('reads virtual groups with and without a title', () => {
    expect(parseReportItems('Shoes & Co.:(1,2),3,(4,5)', 'advertiser')).toEqual([
      { kind: 'group', title: 'Shoes & Co.', items: [single(1), single(2)] },
      single(3),
      { kind: 'group', title: null, items: [single(4), single(5)] },
    ]);
  });

  it('reads nested groups', () => {
    expect(parseReportItems('All:(Shoes:(1,2),3),(4,(5))', 'advertiser')).toEqual([
      {
        kind: 'group',
        title: 'All',
        items: [{ kind: 'group', title: 'Shoes', items: [single(1), single(2)] }, single(3)],
      },
      { kind: 'group', title: null, items: [single(4), { kind: 'group', title: null, items: [single(5)] }] },
    ]);
  });

  it('recognises saved group ids by their uuid shape', () => {
    expect(isSavedGroupId(UUID)).toBe(true);
    expect(isSavedGroupId('_virtual_group_1')).toBe(false);
    expect(isSavedGroupId('12')).toBe(false);
  });

  it('reads saved group ids (uuid-shaped) in lower case', () => {
    expect(parseReportItems(UUID.toUpperCase(), 'advertiser')).toEqual([{ kind: 'savedGroup', id: UUID }]);
  });

  it('reads name: prefixes, with reserved characters percent-encoded', () => {
    expect(parseReportItems('name:nike shoes,name:a%2Cb%3A%28c%29%25', 'keyword')).toEqual([
      { kind: 'name', name: 'nike shoes' },
      { kind: 'name', name: 'a,b:(c)%' },
    ]);
  });

  it('decodes group titles', () => {
    expect(parseReportItems('A%3AB%2F:(1)', 'advertiser')).toEqual([
      { kind: 'group', title: 'A:B/', items: [single(1)] },
    ]);
  });

  it.each([
    [''],
    ['0'],
    ['012'],
    ['-4'],
    ['1.5'],
    ['1,,2'],
    ['1,'],
    [' 1'],
    ['()'],
    ['(1,2'],
    ['1,2)'],
    [')('],
    [':(1)'],
    ['name:'],
    ['name:a,b:c'],
    ['name:100%'],
    ['T:(1)x'],
    ['abc'],
    ['99999999999999999'],
    ['3f2504e0-4f89-11d3-9a0c'],
  ])('refuses %j', (segment) => {
    expect(parseReportItems(segment, 'advertiser')).toBeNull();
  });

  it('holds at most 10 items per report and per group', () => {
    const ten = Array.from({ length: 10 }, (_, i) => i + 1).join(',');
    expect(parseReportItems(ten, 'advertiser')).toHaveLength(10);
    expect(parseReportItems(`${ten},11`, 'advertiser')).toBeNull();
    expect(parseReportItems(`(${ten})`, 'advertiser')).toHaveLength(1);
    expect(parseReportItems(`(${ten},11)`, 'advertiser')).toBeNull();
  });

  it('holds at most 4 categories', () => {
    expect(parseReportItems('1,2,3,4', 'category')).toHaveLength(4);
    expect(parseReportItems('1,2,3,4,5', 'category')).toBeNull();
    expect(parseReportItems('(1,2,3,4,5)', 'category')).toBeNull();
  });
});

const text = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 });
const { item: itemArbitrary } = fc.letrec<{ item: ReportItem }>((tie) => ({
  item: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }).map(single),
    fc.uuid().map((id): ReportItem => ({ kind: 'savedGroup', id })),
    text.map((name): ReportItem => ({ kind: 'name', name })),
    fc
      .record({
        title: fc.option(text, { nil: null }),
        items: fc.array(tie('item'), { minLength: 1, maxLength: 10 }),
      })
      .map(({ title, items }): ReportItem => ({ kind: 'group', title, items })),
  ),
}));
const itemsArbitrary = fc.array(itemArbitrary, { minLength: 1, maxLength: 10 });

describe('serializeReportItems', () => {
  it('writes the URL form', () => {
    expect(
      serializeReportItems([
        single(5),
        { kind: 'group', title: 'Shoes', items: [single(1), { kind: 'name', name: 'a,b' }] },
        { kind: 'savedGroup', id: UUID },
      ]),
    ).toBe(`5,Shoes:(1,name:a%2Cb),${UUID}`);
  });

  it('round-trips every model', () => {
    fc.assert(
      fc.property(itemsArbitrary, (items) => {
        expect(parseReportItems(serializeReportItems(items), 'advertiser')).toEqual(items);
      }),
    );
  });

  it('writes back every segment it accepts unchanged, apart from upper-case uuids', () => {
    fc.assert(
      fc.property(itemsArbitrary, (items) => {
        const segment = serializeReportItems(items);
        expect(serializeReportItems(parseReportItems(segment, 'advertiser')!)).toBe(segment);
      }),
    );
  });
});

describe('report helpers', () => {
  const items = parseReportItems(`5,G:(1,5,(2,name:x)),${UUID}`, 'advertiser')!;

  it('calls a report with more than one item a comparison', () => {
    expect(isComparison(items)).toBe(true);
    expect(isComparison(parseReportItems('(1,2)', 'advertiser')!)).toBe(false);
    expect(isComparison(parseReportItems('1', 'advertiser')!)).toBe(false);
  });

  it('flattens the entity ids of an item and of a report without repeats', () => {
    expect(reportItemEntityIds(items[1]!)).toEqual([1, 5, 2]);
    expect(reportItemEntityIds(items[2]!)).toEqual([]);
    expect(reportEntityIds(items)).toEqual([5, 1, 2]);
  });

  it('knows whether the URL alone names every entity', () => {
    expect(isResolvedFromUrl(items)).toBe(false);
    expect(isResolvedFromUrl(parseReportItems('5,G:(1,(2))', 'advertiser')!)).toBe(true);
    expect(isResolvedFromUrl(parseReportItems('name:x', 'keyword')!)).toBe(false);
  });

  it('keys items stably and distinctly', () => {
    expect(reportItemKey(items[0]!)).toBe('single:5');
    expect(reportItemKey(items[2]!)).toBe(`savedGroup:${UUID}`);
    fc.assert(
      fc.property(itemArbitrary, itemArbitrary, (a, b) => {
        expect(reportItemKey(a) === reportItemKey(b)).toBe(JSON.stringify(a) === JSON.stringify(b));
      }),
    );
  });
});
