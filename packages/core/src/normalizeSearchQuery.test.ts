import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeSearchQuery } from './normalizeSearchQuery.ts';

describe('normalizeSearchQuery', () => {
  it('trims and lowercases', () => {
    expect(normalizeSearchQuery('  Nike.COM  ')).toBe('nike.com');
  });

  it('removes straight and typographic quotes and percent signs', () => {
    expect(normalizeSearchQuery('"nike"')).toBe('nike');
    expect(normalizeSearchQuery("McDonald's")).toBe('mcdonalds');
    expect(normalizeSearchQuery('“Nike” 100%')).toBe('nike 100');
    expect(normalizeSearchQuery('%nike%')).toBe('nike');
    expect(normalizeSearchQuery('`nike`')).toBe('nike');
  });

  it('trims what the removed characters leave behind and collapses inner whitespace', () => {
    expect(normalizeSearchQuery('" nike  air "')).toBe('nike air');
  });

  it('gives an empty term for input with nothing to search', () => {
    expect(normalizeSearchQuery('   ')).toBe('');
    expect(normalizeSearchQuery('"%\'')).toBe('');
  });

  it('is idempotent, so a normalised term searches the same when normalised again', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const once = normalizeSearchQuery(raw);
        expect(normalizeSearchQuery(once)).toBe(once);
      }),
    );
  });
});
