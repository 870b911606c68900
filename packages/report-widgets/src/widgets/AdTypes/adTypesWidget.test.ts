import { describe, expect, it } from 'vitest';
import { adTypesFixtures } from '../../fixtures/reportFixtures.ts';
import { adTypesWidget } from './adTypesWidget.ts';

const t = (key: string) => key;

describe('adTypesWidget', () => {
  it('asks ad-types-distribution for one item with the filters', () => {
    expect(adTypesWidget.dataset).toBe('ad-types-distribution');
    expect(
      adTypesWidget.buildRequest({
        entities: [{ entityType: 'advertiser', ids: [5, 17] }],
        filters: { period: 'LAST_3_MONTHS', country: 'US' },
        options: undefined,
        fullscreen: false,
      }),
    ).toEqual({ entities: [{ entityType: 'advertiser', ids: [5, 17] }], period: 'LAST_3_MONTHS', country: 'US' });
  });

  it('is empty without data and exports a row per ad type with its title', () => {
    expect(adTypesWidget.isEmpty(adTypesFixtures.empty)).toBe(true);
    expect(adTypesWidget.isEmpty(adTypesFixtures.single)).toBe(false);
    const item = { key: '5', title: 'nike.com', icon: null, entities: [] };
    const rows = adTypesWidget.exportRows([{ item, data: adTypesFixtures.single }]);
    expect(rows).toHaveLength(adTypesFixtures.single.items.length);
    const adType = adTypesWidget.exportColumns.find((c) => c.id === 'adType')!;
    expect(adType.value(rows[0]!, t)).toBe(`widgets.adTypes.${adTypesFixtures.single.items[0]!.code}`);
  });
});
