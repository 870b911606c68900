import { describe, expect, it } from 'vitest';
import { multiSelectSummary } from './multiSelectSummary.ts';

const options = [
  { id: 'a', label: 'Alpha' },
  { id: 'b', label: 'Beta' },
  { id: 'c', label: 'Gamma' },
];

describe('multiSelectSummary (a chip reads All, None, or first title + others)', () => {
  it('reads All when every option is selected', () => {
    expect(multiSelectSummary(options, ['c', 'a', 'b'])).toEqual({ kind: 'all' });
  });
  it('reads None when nothing is selected', () => {
    expect(multiSelectSummary(options, [])).toEqual({ kind: 'none' });
  });
  it('names the first selected in option order and counts the others', () => {
    expect(multiSelectSummary(options, ['c', 'b'])).toEqual({ kind: 'some', first: 'Beta', others: 1 });
  });
  it('ignores ids that are not options', () => {
    expect(multiSelectSummary(options, ['zzz'])).toEqual({ kind: 'none' });
  });
});
