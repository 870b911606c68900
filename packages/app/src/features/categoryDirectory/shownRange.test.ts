import { describe, expect, it } from 'vitest';
import { type RangeCount, shownRange } from './shownRange.ts';

const counts = (a: number, f: number, j: number, m: number, s: number): RangeCount[] => [
  { range: 'A-E', count: a },
  { range: 'F-I', count: f },
  { range: 'J-N', count: j },
  { range: 'M-R', count: m },
  { range: 'S-Z', count: s },
];

describe('shownRange (which range the category directory shows)', () => {
  it('starts on the first range with categories', () => {
    expect(shownRange(counts(6, 5, 0, 3, 6), { range: null, query: '' }, '')).toBe('A-E');
    expect(shownRange(counts(0, 5, 0, 3, 6), { range: null, query: '' }, '')).toBe('F-I');
  });

  it('keeps the range the user picked, even an empty one', () => {
    expect(shownRange(counts(6, 5, 0, 3, 6), { range: 'J-N', query: '' }, '')).toBe('J-N');
  });

  it('moves to the first range with a match when a search finds nothing in the picked one', () => {
    expect(shownRange(counts(0, 0, 0, 1, 2), { range: 'A-E', query: '' }, 'pet')).toBe('M-R');
    expect(shownRange(counts(1, 0, 0, 0, 2), { range: 'S-Z', query: '' }, 'cloth')).toBe('S-Z');
  });

  it('keeps a range picked during the same search, even without a match there', () => {
    expect(shownRange(counts(0, 0, 0, 1, 0), { range: 'A-E', query: 'pet' }, 'pet')).toBe('A-E');
    expect(shownRange(counts(0, 0, 0, 1, 0), { range: 'A-E', query: 'pe' }, 'pet')).toBe('M-R');
  });

  it('stays put when the search finds nothing at all', () => {
    expect(shownRange(counts(0, 0, 0, 0, 0), { range: 'F-I', query: '' }, 'zzz')).toBe('F-I');
    expect(shownRange(counts(0, 0, 0, 0, 0), { range: null, query: '' }, 'zzz')).toBe('A-E');
  });
});
