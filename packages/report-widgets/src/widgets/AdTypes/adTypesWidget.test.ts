import { describe, expect, it } from 'vitest';
import { adTypesFixtures } from '../../fixtures/reportFixtures.ts';
import { en } from '@adlens/core';
import { exportCells } from '../../DatasetWidget/toTsv.ts';
import { adTypesWidget } from './adTypesWidget.ts';

describe('adTypesWidget', () => {
  it('asks ad-types-distribution for one item with the filters', () => {
    expect(adTypesWidget.dataset).toBe('ad-types-distribution');
    expect(
      adTypesWidget.buildRequest({
        entities: [{ entityType: 'advertiser', ids: [5, 17] }],
        filters: { period: 'LAST_3_MONTHS', country: 'US' },
        options: { metric: 'impressions' },
        fullscreen: false,
      }),
    ).toEqual({ entities: [{ entityType: 'advertiser', ids: [5, 17] }], period: 'LAST_3_MONTHS', country: 'US' });
  });

  it('is empty without data and exports a row per ad type with its title', () => {
    expect(adTypesWidget.isEmpty(adTypesFixtures.empty)).toBe(true);
    expect(adTypesWidget.isEmpty(adTypesFixtures.single)).toBe(false);
    const item = { key: '5', title: 'nike.com', icon: null, entities: [] };
    const rows = exportCells(adTypesWidget.exportTable, [{ item, data: adTypesFixtures.single }]);
    expect(rows).toHaveLength(adTypesFixtures.single.items.length);
    expect(rows[0]![1]).toBe(en.widgets.adTypes[adTypesFixtures.single.items[0]!.code]);
  });
});
