import type { AdlensClient } from '@adlens/api-client';
import { describe, expect, it } from 'vitest';
import { widgetExportSheets } from '../exports/widgetExportSheets.ts';
import { estimatedExpenditureWidget } from '../widgets/EstimatedExpenditure/estimatedExpenditureWidget.ts';
import type { ReportItem } from './widgetDefinition.ts';
import { widgetQuery } from './widgetQuery.ts';

const client = {} as AdlensClient;
const brand: ReportItem = { key: '7', title: 'Nike', icon: null, entities: [{ entityType: 'brand', ids: [7] }] };
const advertiser: ReportItem = {
  key: '3',
  title: 'nike.com',
  icon: null,
  entities: [{ entityType: 'advertiser', ids: [3] }],
};

function requestKey(item: ReportItem, subBrands?: boolean) {
  const filters = { period: 'LAST_3_MONTHS', ...(subBrands === undefined ? {} : { subBrands }) };
  const query = widgetQuery(
    estimatedExpenditureWidget,
    { item, filters, options: undefined, fullscreen: false },
    { client, viewToken: undefined },
  );
  return JSON.stringify(query.queryKey);
}

describe('widget requests and the brand hierarchy (spec reports-data §3 brandHierarchyEnabled; issue 22)', () => {
  it('asks for a brand without its sub-brands only when the hierarchy is off', () => {
    expect(requestKey(brand, false)).toContain('subBrands=false');
    expect(requestKey(brand)).not.toContain('subBrands');
    expect(requestKey(brand, true)).toBe(requestKey(brand));
    // Other items have no sub-brands to leave out.
    expect(requestKey(advertiser, false)).not.toContain('subBrands');
  });

  it('exports what the widget shows: the brand alone when the hierarchy is off', () => {
    const [sheet] = widgetExportSheets(estimatedExpenditureWidget, {
      title: 'Estimated Expenditure',
      items: [brand],
      filters: { subBrands: false },
      options: undefined,
    });
    expect(new URLSearchParams(sheet!.query).get('subBrands')).toBe('false');
  });
});
