import { CREATIVE_TYPES, en, serializeDatasetRequest } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { exportCells } from '../../DatasetWidget/toTsv.ts';
import { topAdsWidget } from './topAdsWidget.ts';
import { creativesComparison, creativesSingle } from '../../fixtures/listFixtures.ts';
import {
  AD_TYPE_FILTERS,
  AD_TYPE_FILTER_IDS,
  DEFAULT_TOP_ADS_OPTIONS,
  adTypeFiltersFor,
  buildTopAdsRequest,
  creativeTypesOf,
  isTopAdsEmpty,
  isVideoCreative,
  topAdsPageSize,
} from './topAdsData.ts';

const entities = [{ entityType: 'advertiser' as const, ids: [5] }];

describe('topAdsPageSize (1 row of 4, 4 rows in full screen)', () => {
  it('asks for 4 ads, 16 in full screen', () => {
    expect(topAdsPageSize(false)).toBe(4);
    expect(topAdsPageSize(true)).toBe(16);
  });
});

describe('buildTopAdsRequest', () => {
  it('sends the page, the size for the view and the sort as sort=NEWEST', () => {
    const request = buildTopAdsRequest({ entities, filters: {}, options: DEFAULT_TOP_ADS_OPTIONS, fullscreen: false });
    expect(Object.fromEntries(serializeDatasetRequest(request))).toEqual({
      advertiser: '5',
      page: '0',
      size: '4',
      sort: 'NEWEST',
    });
  });

  it('filters the chosen ad types as f.type=in(...), each creative type once', () => {
    const request = buildTopAdsRequest({
      entities,
      filters: { country: 'US' },
      options: { sort: 'EXPENSES', types: ['VIDEO', 'SOCIAL'], publishers: [], page: 2 },
      fullscreen: true,
    });
    const query = Object.fromEntries(serializeDatasetRequest(request));
    expect(query).toMatchObject({ country: 'US', page: '2', size: '16', sort: 'EXPENSES' });
    expect(query['f.type']).toBe('in(VIDEO,SOCIAL_VIDEO,SOCIAL,SOCIAL_IMAGE,SOCIAL_CAROUSEL,SOCIAL_PROMOTED_ACCOUNT)');
  });
});

describe('buildTopAdsRequest: publishers and channel', () => {
  it('sends the chosen publishers as f.publisher=in(...) next to the ad types', () => {
    const request = buildTopAdsRequest({
      entities,
      filters: {},
      options: { ...DEFAULT_TOP_ADS_OPTIONS, types: ['BANNER'], publishers: [22, 2] },
      fullscreen: false,
    });
    const query = Object.fromEntries(serializeDatasetRequest(request));
    expect(query['f.type']).toBe('in(BANNER)');
    expect(query['f.publisher']).toBe('in(22,2)');
  });

  it('leaves out the chips the channel does not offer', () => {
    const request = buildTopAdsRequest({
      entities,
      filters: { channel: { type: 'DISPLAY', device: 'ALL' } },
      options: { ...DEFAULT_TOP_ADS_OPTIONS, types: ['BANNER', 'VIDEO'] },
      fullscreen: false,
    });
    expect(Object.fromEntries(serializeDatasetRequest(request))['f.type']).toBe('in(BANNER)');
    const none = buildTopAdsRequest({
      entities,
      filters: { channel: { type: 'SOCIAL', device: 'ALL' } },
      options: { ...DEFAULT_TOP_ADS_OPTIONS, types: ['BANNER'] },
      fullscreen: false,
    });
    expect(serializeDatasetRequest(none).has('f.type')).toBe(false);
  });

  it('offers the chips of each channel group, every chip for all channels', () => {
    expect(adTypeFiltersFor(undefined)).toEqual(AD_TYPE_FILTER_IDS);
    expect(adTypeFiltersFor('ALL')).toEqual(AD_TYPE_FILTER_IDS);
    expect(adTypeFiltersFor('DISPLAY')).toEqual(['BANNER', 'ANIMATED_BANNER']);
    expect(adTypeFiltersFor('VIDEO')).toEqual(['VIDEO']);
    expect(adTypeFiltersFor('CONNECTED_TV')).toEqual(['VIDEO']);
    expect(adTypeFiltersFor('SOCIAL')).toEqual(['IMAGE', 'VIDEO', 'CAROUSEL', 'PROMOTED']);
    expect(adTypeFiltersFor('INAPP')).toEqual(['BANNER', 'VIDEO']);
  });
});

describe('AD_TYPE_FILTERS', () => {
  it('maps each chip to known creative types and together covers them all', () => {
    const covered = creativeTypesOf(Object.keys(AD_TYPE_FILTERS) as (keyof typeof AD_TYPE_FILTERS)[]);
    expect([...covered].sort()).toEqual([...CREATIVE_TYPES].sort());
    expect(creativeTypesOf([])).toEqual([]);
  });
});

describe('isTopAdsEmpty, isVideoCreative', () => {
  it('is empty without creatives', () => {
    expect(isTopAdsEmpty(creativesSingle)).toBe(false);
    expect(isTopAdsEmpty({ ...creativesSingle, creatives: { elements: [], count: { total: 0 } } })).toBe(true);
  });

  it('treats creatives with a video file as videos (a carousel may have one or not)', () => {
    for (const creative of creativesSingle.creatives.elements) {
      expect(isVideoCreative(creative)).toBe(creative.videoUrl !== null);
    }
  });
});

describe('top ads export', () => {
  it('gives one row per item and creative', () => {
    const items = [
      { item: { key: '5', title: 'A', icon: null, entities }, data: creativesSingle },
      { item: { key: '17', title: 'B', icon: null, entities }, data: creativesComparison },
    ];
    const rows = exportCells(topAdsWidget.exportTable, items);
    expect(rows).toHaveLength(
      creativesSingle.creatives.elements.length + creativesComparison.creatives.elements.length,
    );
    const first = creativesSingle.creatives.elements[0]!;
    const cell = (id: string) => rows[0]![topAdsWidget.exportTable.columns.findIndex((column) => column.id === id)];
    expect(cell('item')).toBe('A');
    expect(cell('id')).toBe(String(first.id));
    expect(cell('type')).toBe(en.widgets.adTypes[first.type.code]);
    expect(cell('campaign')).toBe(first.campaign.title);
    expect(cell('impressions')).toBe(first.totalImpressions);
    expect(cell('expenses')).toBe(first.totalExpenses);
  });
});
