import { describe, expect, it } from 'vitest';
import { keywordsSummaryFixtures } from '../../fixtures/reportFixtures.ts';
import { exportCells } from '../../DatasetWidget/toTsv.ts';
import { isKeywordsSummaryEmpty } from './keywordsSummaryData.ts';
import { keywordsSummaryWidget } from './keywordsSummaryWidget.ts';

const { single, comparison, empty } = keywordsSummaryFixtures;
const item = (key: string) => ({ key, title: key, icon: null, entities: [] });

describe('keywords summary data', () => {
  it('is empty without keywords', () => {
    expect(isKeywordsSummaryEmpty(empty)).toBe(true);
    expect(isKeywordsSummaryEmpty(single)).toBe(false);
  });

  it('exports a row per item and keyword', () => {
    const rows = exportCells(keywordsSummaryWidget.exportTable, [
      { item: item('a'), data: single },
      { item: item('b'), data: comparison },
    ]);
    expect(rows).toHaveLength(single.elements.length + comparison.elements.length);
    const first = single.elements[0]!;
    expect(rows[0]).toEqual([
      'a',
      first.name,
      first.campaignsCount,
      first.advertisersCount,
      first.impressions,
      first.expenses,
    ]);
  });

  it('declares a table widget on keywords-summary', () => {
    expect(keywordsSummaryWidget.dataset).toBe('keywords-summary');
    expect(keywordsSummaryWidget.chartKind).toBe('table');
    expect(keywordsSummaryWidget.exportTable.columns.map((c) => c.id)).toEqual([
      'item',
      'keyword',
      'campaigns',
      'advertisers',
      'impressions',
      'expenses',
    ]);
  });
});
