import { en, serializeDatasetRequest } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { exportCells } from '../../DatasetWidget/toTsv.ts';
import { topCampaignsWidget } from './topCampaignsWidget.ts';
import { topCampaignsComparison, topCampaignsSingle } from '../../fixtures/listFixtures.ts';
import {
  DEFAULT_TOP_CAMPAIGNS_OPTIONS,
  buildTopCampaignsRequest,
  isTopCampaignsEmpty,
  showsAdvertiserColumn,
  topCampaignsPageSize,
} from './topCampaignsData.ts';

const entities = [{ entityType: 'advertiser' as const, ids: [5] }];

describe('topCampaignsPageSize (5 rows, 20 in full screen)', () => {
  it('pages by 5, by 20 in full screen', () => {
    expect(topCampaignsPageSize(false)).toBe(5);
    expect(topCampaignsPageSize(true)).toBe(20);
  });
});

describe('buildTopCampaignsRequest', () => {
  it('adds the page and the size for the view to the item request', () => {
    const normal = buildTopCampaignsRequest({
      entities,
      filters: { period: 'LAST_3_MONTHS' },
      options: DEFAULT_TOP_CAMPAIGNS_OPTIONS,
      fullscreen: false,
    });
    expect(Object.fromEntries(serializeDatasetRequest(normal))).toEqual({
      advertiser: '5',
      period: 'LAST_3_MONTHS',
      page: '0',
      size: '5',
    });
    const full = buildTopCampaignsRequest({ entities, filters: {}, options: { page: 3 }, fullscreen: true });
    expect(full).toMatchObject({ page: 3, size: 20 });
  });
});

describe('isTopCampaignsEmpty', () => {
  it('is empty without campaigns', () => {
    expect(isTopCampaignsEmpty(topCampaignsSingle)).toBe(false);
    expect(isTopCampaignsEmpty({ ...topCampaignsSingle, elements: [] })).toBe(true);
  });
});

describe('top campaigns export', () => {
  it('gives one row per item and campaign with channel names', () => {
    const items = [
      { item: { key: '5', title: 'A', icon: null, entities }, data: topCampaignsSingle },
      { item: { key: '17', title: 'B', icon: null, entities }, data: topCampaignsComparison },
    ];
    const rows = exportCells(topCampaignsWidget.exportTable, items);
    expect(rows).toHaveLength(topCampaignsSingle.elements.length + topCampaignsComparison.elements.length);
    const first = topCampaignsSingle.elements[0]!;
    expect(rows[0]).toEqual([
      'A',
      first.title,
      first.advertiser.title,
      first.firstSeen,
      first.lastSeen,
      first.duration,
      first.channels.map((channel) => en.channel[channel]).join(', '),
      first.creativesCount,
      first.impressions,
      first.expenses,
      first.homePageUrl,
    ]);
  });
});

describe('showsAdvertiserColumn', () => {
  const nike = (ids: number[]) => ({ entities: [{ entityType: 'advertiser' as const, ids }] });

  it('leaves the column out on one advertiser’s own report, where every row names it', () => {
    expect(topCampaignsSingle.elements.every((row) => row.advertiser.id === 5)).toBe(true);
    expect(showsAdvertiserColumn(nike([5]), topCampaignsSingle)).toBe(false);
  });

  it('keeps it wherever rows may name other advertisers: a category, a group, a row of someone else', () => {
    expect(showsAdvertiserColumn({ entities: [{ entityType: 'category', ids: [3] }] }, topCampaignsSingle)).toBe(true);
    expect(showsAdvertiserColumn(nike([5, 17]), topCampaignsSingle)).toBe(true);
    expect(showsAdvertiserColumn(nike([17]), topCampaignsSingle)).toBe(true);
  });
});
