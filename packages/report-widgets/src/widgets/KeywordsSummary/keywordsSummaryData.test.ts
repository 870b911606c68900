import { describe, expect, it } from 'vitest';
import { keywordsSummaryFixtures } from '../../fixtures/reportFixtures.ts';
import { isKeywordsSummaryEmpty, keywordsSummaryExportRows } from './keywordsSummaryData.ts';
import { keywordsSummaryWidget } from './keywordsSummaryWidget.ts';

const { single, comparison, empty } = keywordsSummaryFixtures;
const item = (key: string) => ({ key, title: key, icon: null, entities: [] });

describe('keywords summary data', () => {
  it('is empty without keywords', () => {
    expect(isKeywordsSummaryEmpty(empty)).toBe(true);
    expect(isKeywordsSummaryEmpty(single)).toBe(false);
  });

  it('exports a row per item and keyword', () => {
    const rows = keywordsSummaryExportRows([
      { item: item('a'), data: single },
      { item: item('b'), data: comparison },
    ]);
    expect(rows).toHaveLength(single.elements.length + comparison.elements.length);
    expect(rows[0]).toEqual({ item: 'a', ...single.elements[0]! });
  });

  it('declares a table widget on keywords-summary', () => {
    expect(keywordsSummaryWidget.dataset).toBe('keywords-summary');
    expect(keywordsSummaryWidget.chartKind).toBe('table');
    expect(keywordsSummaryWidget.exportColumns.map((c) => c.id)).toEqual([
      'item',
      'keyword',
      'campaigns',
      'advertisers',
      'impressions',
      'expenses',
    ]);
  });
});
