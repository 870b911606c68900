import { describe, expect, it } from 'vitest';
import { categoryMatchRange, foldCategorySearch, searchCategoryDirectory } from './searchCategoryDirectory.ts';

const tree = [
  {
    id: 1,
    name: 'Apparel & Fashion',
    subcategories: [
      { id: 11, name: 'Clothing' },
      { id: 12, name: 'Footwear' },
      { id: 13, name: 'Jewelry & Watches' },
    ],
  },
  {
    id: 2,
    name: 'Food & Drink',
    subcategories: [
      { id: 21, name: 'Restaurants' },
      { id: 22, name: 'Café Culture' },
    ],
  },
  { id: 3, name: 'Sports', subcategories: [{ id: 31, name: 'Outdoor Clothing' }] },
];

const shown = (query: string) =>
  searchCategoryDirectory(tree, query).map((match) => ({
    id: match.category.id,
    matched: match.matched,
    subcategories: match.subcategories.map((entry) => `${entry.subcategory.name}${entry.matched ? '*' : ''}`),
  }));

describe('searchCategoryDirectory (the category directory search)', () => {
  it('shows everything, nothing marked, for a blank query', () => {
    for (const query of ['', '   ', '\t']) {
      expect(shown(query).map((match) => match.id)).toEqual([1, 2, 3]);
      expect(shown(query).every((match) => !match.matched && match.subcategories.every((s) => !s.endsWith('*')))).toBe(
        true,
      );
    }
    expect(shown('')[0]!.subcategories).toHaveLength(3);
  });

  it('finds a subcategory, keeping its top-level category with only the matching subcategories', () => {
    expect(shown('footwear')).toEqual([{ id: 1, matched: false, subcategories: ['Footwear*'] }]);
  });

  it('matches a part of a name, case-insensitively, trimmed', () => {
    expect(shown('  CLOTH ')).toEqual([
      { id: 1, matched: false, subcategories: ['Clothing*'] },
      { id: 3, matched: false, subcategories: ['Outdoor Clothing*'] },
    ]);
  });

  it('shows a matching top-level category with all its subcategories, marking those that match too', () => {
    expect(shown('fashion')).toEqual([
      { id: 1, matched: true, subcategories: ['Clothing', 'Footwear', 'Jewelry & Watches'] },
    ]);
    expect(shown('&')).toEqual([
      { id: 1, matched: true, subcategories: ['Clothing', 'Footwear', 'Jewelry & Watches*'] },
      { id: 2, matched: true, subcategories: ['Restaurants', 'Café Culture'] },
    ]);
  });

  it('ignores accents and collapses spaces', () => {
    expect(shown('cafe')).toEqual([{ id: 2, matched: false, subcategories: ['Café Culture*'] }]);
    expect(shown('café   culture')).toEqual([{ id: 2, matched: false, subcategories: ['Café Culture*'] }]);
    expect(foldCategorySearch('  Café \t Culture ')).toBe('cafe culture');
  });

  it('finds nothing for a query no name holds', () => {
    expect(shown('zzz')).toEqual([]);
  });
});

describe('categoryMatchRange (what the directory highlights)', () => {
  it('answers the offsets of the match in the name', () => {
    expect(categoryMatchRange('Outdoor Clothing', 'cloth')).toEqual([8, 13]);
    expect(categoryMatchRange('Clothing', ' CLOTHING ')).toEqual([0, 8]);
  });

  it('maps folded accents back to the name', () => {
    const name = 'Café Culture';
    const [start, end] = categoryMatchRange(name, 'cafe')!;
    expect(name.slice(start, end)).toBe('Café');
    const decomposed = 'Cafe\u0301 Culture';
    const range = categoryMatchRange(decomposed, 'cafe c')!;
    expect(decomposed.slice(range[0], range[1])).toBe('Cafe\u0301 C');
  });

  it('answers null without a query or a match', () => {
    expect(categoryMatchRange('Clothing', '')).toBeNull();
    expect(categoryMatchRange('Clothing', 'shoe')).toBeNull();
  });
});
