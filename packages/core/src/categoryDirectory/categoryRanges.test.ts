import { describe, expect, it } from 'vitest';
import {
  CATEGORY_RANGES,
  categoryInitial,
  categoryRangeLabel,
  categoryRangesOf,
  compareCategoryNames,
  groupCategoriesByRange,
} from './categoryRanges.ts';

describe('category ranges (A-E, F-I, J-N, M-R, S-Z)', () => {
  it('keeps the five ranges in its order, labelled with an en dash', () => {
    expect(CATEGORY_RANGES.map(categoryRangeLabel)).toEqual(['A–E', 'F–I', 'J–N', 'M–R', 'S–Z']);
  });

  it.each([
    ['Apparel & Fashion', ['A-E']],
    ['Education', ['A-E']],
    ['Finance', ['F-I']],
    ['Home & Garden', ['F-I']],
    ['Jewelry', ['J-N']],
    ['Legal', ['J-N']],
    ['Pets', ['M-R']],
    ['Retail', ['M-R']],
    ['Sports', ['S-Z']],
    ['Zoos', ['S-Z']],
  ])('files %s under %j', (name, ranges) => {
    expect(categoryRangesOf(name)).toEqual(ranges);
  });

  it('lists M and N under both overlapping ranges, J–N and M–R', () => {
    expect(categoryRangesOf('Music')).toEqual(['J-N', 'M-R']);
    expect(categoryRangesOf('News')).toEqual(['J-N', 'M-R']);
    expect(categoryRangesOf('Lifestyle')).toEqual(['J-N']);
    expect(categoryRangesOf('Outdoors')).toEqual(['M-R']);
  });

  it('ignores case, leading spaces and accents', () => {
    expect(categoryRangesOf('  music')).toEqual(['J-N', 'M-R']);
    expect(categoryRangesOf('éducation')).toEqual(['A-E']);
    expect(categoryRangesOf('Ñandú')).toEqual(['J-N', 'M-R']);
    expect(categoryInitial('Über')).toBe('U');
  });

  it('puts names that do not start with a letter A–Z under the first range', () => {
    for (const name of ['3D Printing', '#hashtags', '', '   ', 'Ωmega', '東京', '& Co']) {
      expect(categoryRangesOf(name), name).toEqual(['A-E']);
    }
    expect(categoryInitial('3D Printing')).toBeNull();
  });

  it('files every name under at least one range and at most two', () => {
    for (let code = 32; code < 0x250; code += 1) {
      const ranges = categoryRangesOf(`${String.fromCharCode(code)}x`);
      expect(ranges.length).toBeGreaterThanOrEqual(1);
      expect(ranges.length).toBeLessThanOrEqual(2);
    }
  });
});

describe('groupCategoriesByRange', () => {
  const categories = [
    { id: 1, name: 'Travel' },
    { id: 2, name: 'automotive' },
    { id: 3, name: 'Music' },
    { id: 4, name: 'Arts' },
    { id: 5, name: '24/7 Services' },
    { id: 6, name: 'Pets' },
    { id: 7, name: 'Finance' },
  ];

  it('answers every range, in order, each alphabetical (case aside), with empty ranges kept', () => {
    const groups = groupCategoriesByRange(categories);
    expect(groups.map((group) => [group.range.id, group.categories.map((category) => category.name)])).toEqual([
      ['A-E', ['24/7 Services', 'Arts', 'automotive']],
      ['F-I', ['Finance']],
      ['J-N', ['Music']],
      ['M-R', ['Music', 'Pets']],
      ['S-Z', ['Travel']],
    ]);
  });

  it('answers five empty ranges for no categories', () => {
    expect(groupCategoriesByRange([]).map((group) => group.categories)).toEqual([[], [], [], [], []]);
  });

  it('orders numbers by value and equal names by id', () => {
    const sorted = [
      { id: 2, name: 'Item 10' },
      { id: 1, name: 'Item 9' },
      { id: 4, name: 'Same' },
      { id: 3, name: 'same' },
    ].sort(compareCategoryNames);
    expect(sorted.map((category) => category.id)).toEqual([1, 2, 3, 4]);
  });
});
