import { describe, expect, it } from 'vitest';
import { mobilePlatformsFixtures } from '../../fixtures/reportFixtures.ts';
import { en } from '@adlens/core';
import { exportCells } from '../../DatasetWidget/toTsv.ts';
import { mobilePlatformsWidget } from './mobilePlatformsWidget.ts';

describe('mobilePlatformsWidget', () => {
  it('asks mobile-platforms for one item with the filters', () => {
    expect(mobilePlatformsWidget.dataset).toBe('mobile-platforms');
    expect(
      mobilePlatformsWidget.buildRequest({
        entities: [{ entityType: 'advertiser', ids: [5, 17] }],
        filters: { period: 'LAST_3_MONTHS', country: 'US' },
        options: { metric: 'impressions' },
        fullscreen: false,
      }),
    ).toEqual({ entities: [{ entityType: 'advertiser', ids: [5, 17] }], period: 'LAST_3_MONTHS', country: 'US' });
  });

  it('is empty without data and exports a row per platform with its title', () => {
    expect(mobilePlatformsWidget.isEmpty(mobilePlatformsFixtures.empty)).toBe(true);
    expect(mobilePlatformsWidget.isEmpty(mobilePlatformsFixtures.single)).toBe(false);
    const item = { key: '5', title: 'nike.com', icon: null, entities: [] };
    const rows = exportCells(mobilePlatformsWidget.exportTable, [{ item, data: mobilePlatformsFixtures.single }]);
    expect(rows).toHaveLength(mobilePlatformsFixtures.single.items.length);
    expect(rows[0]![1]).toBe(en.widgets.mobilePlatforms[mobilePlatformsFixtures.single.items[0]!.code]);
  });
});
