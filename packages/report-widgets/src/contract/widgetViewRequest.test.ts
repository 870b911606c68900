import { describe, expect, it } from 'vitest';
import type { WidgetItem } from './widgetDefinition.ts';
import { widgetViewRequest } from './widgetViewRequest.ts';

const single = (id: number, title: string): WidgetItem => ({
  key: String(id),
  title,
  icon: null,
  entities: [{ entityType: 'advertiser', ids: [id] }],
});

describe('widgetViewRequest (the view token of a widget outside a report page)', () => {
  it('names a single entity as the instance of a regular report, with the filters as the report URL writes them', () => {
    expect(
      widgetViewRequest([single(5, 'nike.com')], {
        channel: { type: 'DISPLAY', device: 'DESKTOP' },
        country: 'US',
        period: 'LAST_3_MONTHS',
        currency: 'EUR',
        subBrands: false,
      }),
    ).toEqual({
      type: 'REGULAR',
      moduleType: 'AD_INTELLIGENCE',
      entityType: 'advertiser',
      instances: [5],
      favoriteIds: [],
      unsavedGroups: [],
      params: { channel: 'DISPLAY-DESKTOP', country: 'US', period: 'LAST_3_MONTHS', currency: 'EUR' },
    });
  });

  it('covers every id of a comparison: groups as unsaved groups, the category benchmark as categoryId', () => {
    const group: WidgetItem = {
      key: 'g',
      title: 'Sportswear',
      icon: null,
      entities: [{ entityType: 'advertiser', ids: [7, 8] }],
    };
    const benchmark: WidgetItem = {
      key: 'avg',
      title: 'Apparel (Avg)',
      icon: null,
      benchmark: true,
      entities: [{ entityType: 'category', ids: [42] }],
    };
    expect(widgetViewRequest([benchmark, single(5, 'nike.com'), group], {})).toEqual({
      type: 'COMPARISON',
      moduleType: 'AD_INTELLIGENCE',
      entityType: 'advertiser',
      instances: [5],
      favoriteIds: [],
      unsavedGroups: [{ name: 'Sportswear', instances: [7, 8] }],
      params: {},
      categoryId: 42,
    });
  });

  it('gives an untitled group a name the API accepts (1–64 characters)', () => {
    const untitled: WidgetItem = {
      key: 'g',
      title: '  ',
      icon: null,
      entities: [{ entityType: 'brand', ids: [1, 2] }],
    };
    const long: WidgetItem = { ...untitled, title: 'x'.repeat(80) };
    const request = widgetViewRequest([untitled, long], {});
    expect(request.entityType).toBe('brand');
    expect(request.unsavedGroups.map((group) => group.name)).toEqual(['Group 1', 'x'.repeat(64)]);
  });
});
