import { describe, expect, it } from 'vitest';
import { audienceExportRows, formatAffinity, formatDeviation, hasNoElements } from './audienceData.ts';

const item = (key: string) => ({ key, title: key, icon: null, entities: [] });

describe('audience data', () => {
  it('is empty without elements', () => {
    expect(hasNoElements({ elements: [] })).toBe(true);
    expect(hasNoElements({ elements: [{}] })).toBe(false);
  });

  it('exports one row per item and element, named by the item', () => {
    const rows = audienceExportRows([
      { item: item('a'), data: { elements: [{ code: 'en' }, { code: 'de' }] } },
      { item: item('b'), data: { elements: [{ code: 'fr' }] } },
    ]);
    expect(rows).toEqual([
      { item: 'a', code: 'en' },
      { item: 'a', code: 'de' },
      { item: 'b', code: 'fr' },
    ]);
  });

  it('signs deviations and rounds affinities', () => {
    expect(formatDeviation(2.44)).toBe('+2.4');
    expect(formatDeviation(-0.76)).toBe('-0.8');
    expect(formatDeviation(-0.01)).toBe('0');
    expect(formatAffinity(134.6)).toBe('135');
  });
});
