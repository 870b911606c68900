import type { AdlensClient } from '@adlens/api-client';
import { describe, expect, it } from 'vitest';
import { widgetExportSheets } from '../exports/widgetExportSheets.ts';
import { estimatedExpenditureWidget } from '../widgets/EstimatedExpenditure/estimatedExpenditureWidget.ts';
import type { WidgetItem } from './widgetDefinition.ts';
import { type AnyWidgetDefinition, benchmarkNote, itemRequest, widgetAnswersFor, widgetQuery } from './widgetQuery.ts';
import { WIDGETS, getWidgetDefinition } from '../catalogue/widgets.ts';

const client = {} as AdlensClient;
const brand: WidgetItem = { key: '7', title: 'Nike', icon: null, entities: [{ entityType: 'brand', ids: [7] }] };
const advertiser: WidgetItem = {
  key: '3',
  title: 'nike.com',
  icon: null,
  entities: [{ entityType: 'advertiser', ids: [3] }],
};

function requestKey(item: WidgetItem, subBrands?: boolean) {
  const filters = { period: 'LAST_3_MONTHS', ...(subBrands === undefined ? {} : { subBrands }) };
  const query = widgetQuery(
    estimatedExpenditureWidget,
    { item, filters, options: undefined, fullscreen: false },
    { client, viewToken: undefined },
  );
  return JSON.stringify(query.queryKey);
}

describe('a campaign read on one publisher', () => {
  const campaign: WidgetItem = {
    key: '9',
    title: 'Halloween 2026',
    icon: null,
    entities: [{ entityType: 'campaign', ids: [9] }],
  };
  const onYahoo = { period: 'LAST_3_MONTHS', publisher: { id: 5, title: 'Yahoo' } };
  const request = (item: WidgetItem, filters: typeof onYahoo | { period: string }) =>
    itemRequest(estimatedExpenditureWidget, { item, filters, options: undefined, fullscreen: false });

  it('asks every widget for that publisher’s slice', () => {
    expect(request(campaign, onYahoo).params).toMatchObject({ onPublisher: '5' });
    expect(request(campaign, { period: 'LAST_3_MONTHS' }).params?.onPublisher).toBeUndefined();
  });

  it('leaves other items alone: only campaigns are read on one publisher', () => {
    expect(request(advertiser, onYahoo).params?.onPublisher).toBeUndefined();
  });
});

describe('widget requests and the brand hierarchy', () => {
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

describe('a report’s industry benchmark in each widget (docs/product/industry-benchmark.md)', () => {
  const benchmark = (benchmarkOf?: 'advertiser' | 'brand'): WidgetItem => ({
    key: 'benchmark:9',
    title: 'Sportswear (Avg)',
    icon: null,
    entities: [{ entityType: 'category', ids: [9] }],
    benchmark: true,
    ...(benchmarkOf && { benchmarkOf }),
  });
  const request = (definition: AnyWidgetDefinition, item: WidgetItem) =>
    itemRequest(definition, { item, filters: {}, options: definition.defaultOptions, fullscreen: false });

  it('asks the API for the category averaged at its report type’s intervals', () => {
    const trend = getWidgetDefinition('expenditure-trend') as unknown as AnyWidgetDefinition;
    expect(request(trend, benchmark()).params).toMatchObject({ benchmark: 'advertiser' });
    expect(request(trend, benchmark('brand')).params).toMatchObject({ benchmark: 'brand' });
    // The same category read as a report of its own is its totals.
    expect(request(trend, { ...benchmark(), benchmark: false }).params?.benchmark).toBeUndefined();
  });

  it('is shown by every widget of an advertiser or brand report that can average it, the others say why', () => {
    const shown = Object.values(WIDGETS)
      .filter((definition) => widgetAnswersFor(definition as unknown as AnyWidgetDefinition, benchmark()))
      .map((definition) => definition.type);
    expect(shown).toEqual(
      expect.arrayContaining([
        'expenditure-trend',
        'month-over-month-change',
        'channel-share',
        'ad-types-distribution',
        'ad-placements',
        'transaction-methods',
        'top-publishers',
      ]),
    );
    const note = (type: string) =>
      benchmarkNote(getWidgetDefinition(type as never) as unknown as AnyWidgetDefinition, [benchmark(), advertiser]);
    expect(note('estimated-expenditure')).toBe('benchmark.estimatedExpenditure');
    expect(note('top-campaigns')).toBe('benchmark.topCampaigns');
    expect(note('top-ads')).toBe('benchmark.topAds');
    expect(note('gender-age')).toBe('widget.noBenchmark');
    expect(note('expenditure-trend')).toBeUndefined();
    // Without a benchmark there is nothing to explain.
    expect(
      benchmarkNote(getWidgetDefinition('top-ads') as unknown as AnyWidgetDefinition, [advertiser]),
    ).toBeUndefined();
  });
});
