import { describe, expect, it } from 'vitest';
import type { AdTypesResponse, TrendResponse } from '../datasets/reportDatasets.ts';
import { exportColumnTitle } from './exportColumn.ts';
import { KEYWORD_ESTIMATE, exportHeaderLines } from './exportHeader.ts';
import { DATASET_EXPORT_TABLES, exportTableOf } from './exportTables.ts';
import { displayDate, displayDateSpan, monthName } from './codeNames.ts';
import { formatMonthYear } from '../formatTrendDates.ts';

const period = { id: 'LAST_30_DAYS', start: '2025-06-01', end: '2025-06-30' };

describe('export tables (exports a client can receive)', () => {
  it('title money with the export currency and percentages with (%); en-winmo reads Domain', () => {
    const columns = exportTableOf('top-advertisers')!.columns;
    expect(columns.map((column) => exportColumnTitle(column, { currency: 'EUR' }))).toEqual([
      'Report item',
      'Rank by impressions',
      'Name',
      'Impressions',
      'Spend (EUR)',
      'Share of impressions (%)',
      'Impressions change vs previous period (%)',
    ]);
    const campaigns = exportTableOf('top-campaigns')!.columns;
    expect(campaigns.map((column) => exportColumnTitle(column, { currency: 'USD', language: 'en-winmo' }))).toContain(
      'Domain',
    );
    expect(
      exportTableOf('estimated-expenditure')!.columns.map((c) => exportColumnTitle(c, { currency: 'USD' })),
    ).toEqual(expect.arrayContaining(['Spend (USD)', 'Impressions', 'CPM (USD)']));
  });

  it('write names, never codes: ad types, channels, devices, placements', () => {
    const adTypes: AdTypesResponse = {
      currency: 'USD',
      period,
      total: { impressions: 100, expenses: 10 },
      items: [{ code: 'SOCIAL_VIDEO', share: 100, impressions: 100, expenses: 10 }],
    };
    expect(exportTableOf('ad-types-distribution')!.cells(adTypes, 'nike.com')).toEqual([
      ['nike.com', 'Social video', 100, 100, 10],
    ]);
  });

  it("keep the trend's channel breakdown: a row per interval and channel, 0 where a channel had none", () => {
    const trend: TrendResponse = {
      currency: 'USD',
      period,
      interval: 'MONTHLY',
      supportedIntervals: ['MONTHLY'],
      points: [
        {
          start: '2025-06-01',
          end: '2025-06-30',
          partial: false,
          impressions: 30,
          expenses: 3,
          byChannel: [
            { channel: 'SOCIAL', impressions: 10, expenses: 1 },
            { channel: 'DISPLAY', impressions: 20, expenses: 2 },
          ],
        },
        {
          start: '2025-07-01',
          end: '2025-07-15',
          partial: true,
          impressions: 5,
          expenses: 0.5,
          byChannel: [{ channel: 'DISPLAY', impressions: 5, expenses: 0.5 }],
        },
      ],
    };
    const june = { start: '2025-06-01', end: '2025-06-30', partial: false };
    // A partial interval says so, so it is not read as a dip.
    const july = { start: '2025-07-01', end: '2025-07-15', partial: true };
    expect(DATASET_EXPORT_TABLES['expenditure-trend'].rows(trend, 'nike.com')).toEqual([
      { item: 'nike.com', ...june, channel: 'Display', impressions: 20, expenses: 2 },
      { item: 'nike.com', ...june, channel: 'Social', impressions: 10, expenses: 1 },
      { item: 'nike.com', ...july, channel: 'Display', impressions: 5, expenses: 0.5 },
      { item: 'nike.com', ...july, channel: 'Social', impressions: 0, expenses: 0 },
    ]);
  });

  it('has a table for no dataset outside the widgets', () => {
    expect(exportTableOf('countries')).toBeUndefined();
  });
});

describe('exportHeaderLines (every export header states the filters that produced it)', () => {
  it('says a keyword’s figures are estimated, and how', () => {
    const lines = exportHeaderLines({
      items: ['running shoes'],
      request: { entities: [{ entityType: 'keyword', ids: [3] }], period: 'LAST_30_DAYS' },
    });
    expect(lines[1]).toEqual({ label: 'Figures', value: KEYWORD_ESTIMATE });
    expect(KEYWORD_ESTIMATE).toMatch(/^Estimated: each keyword is credited an equal share of every campaign/);
    const advertiser = exportHeaderLines({
      items: ['nike.com'],
      request: { entities: [{ entityType: 'advertiser', ids: [1] }], period: 'LAST_30_DAYS' },
    });
    expect(advertiser.map((line) => line.label)).not.toContain('Figures');
  });

  it('says a campaign read on one publisher is that publisher’s slice, as the card’s sub-header does', () => {
    const lines = exportHeaderLines({
      items: ['Spring sale'],
      request: { entities: [{ entityType: 'campaign', ids: [7] }], period: 'LAST_30_DAYS' },
      publisher: 'Yahoo',
    });
    expect(lines.slice(0, 2)).toEqual([
      { label: 'Campaign', value: 'Spring sale' },
      { label: 'Publisher', value: 'On Yahoo only' },
    ]);
    const everywhere = exportHeaderLines({
      items: ['Spring sale'],
      request: { entities: [{ entityType: 'campaign', ids: [7] }], period: 'LAST_30_DAYS' },
    });
    expect(everywhere.map((line) => line.label)).not.toContain('Publisher');
  });

  it('names the entities, the period with its dates, every filter with its default, and the data range', () => {
    expect(
      exportHeaderLines({
        items: ['nike.com', 'adidas.com'],
        request: {
          entities: [{ entityType: 'advertiser', ids: [1] }],
          period: 'LAST_30_DAYS',
          country: 'US',
          channel: { type: 'SOCIAL', device: 'MOBILE' },
        },
        dataPeriod: period,
        currency: 'USD',
      }),
    ).toEqual([
      { label: 'Advertisers', value: 'nike.com vs adidas.com' },
      { label: 'Period', value: 'Last 30 days (1 – 30 Jun 2025)' },
      { label: 'Country', value: 'United States' },
      { label: 'Channel', value: 'Social' },
      { label: 'Device', value: 'Mobile' },
      { label: 'Currency', value: 'USD' },
      { label: 'Data from', value: '2025-06-01', kind: 'date' },
      { label: 'Data to', value: '2025-06-30', kind: 'date' },
    ]);
  });

  it('writes defaults out and leaves channel and device out of audience panels', () => {
    const lines = exportHeaderLines({ items: ['nike.com'], request: { age: 'AGE_65_PLUS' }, channelFree: true });
    expect(lines).toEqual([
      { label: 'Report item', value: 'nike.com' },
      { label: 'Country', value: 'All countries' },
      { label: 'Age group', value: '65+' },
    ]);
    expect(exportHeaderLines({ items: [], request: {} }).map((line) => line.value)).toEqual([
      'All countries',
      'All channels',
      'All devices',
    ]);
  });

  it("names the set 'All channels' stands for, and what it leaves out, as the filter bar does", () => {
    const channelSet = {
      channels: { label: 'All channels in your plan: Display, Social', note: 'Not in your plan: Video, In-app' },
      devices: { label: 'All devices in your plan: Desktop, Mobile', note: 'Not in your plan: Smart TV' },
    };
    const lines = (channel?: { type: 'ALL' | 'DISPLAY'; device: 'ALL' | 'MOBILE' }) =>
      exportHeaderLines({ items: [], request: channel ? { channel } : {}, channelSet }).filter(
        (line) => line.label !== 'Country',
      );
    expect(lines()).toEqual([
      { label: 'Channel', value: 'All channels in your plan: Display, Social' },
      { label: 'Device', value: 'All devices in your plan: Desktop, Mobile' },
      { label: 'Not included', value: 'Not in your plan: Video, In-app' },
    ]);
    expect(lines({ type: 'ALL', device: 'MOBILE' }).map((line) => line.value)).toEqual([
      'All channels in your plan: Display, Social',
      'Mobile',
      'Not in your plan: Video, In-app',
    ]);
    // One channel chosen: the header names it, nothing is left out of it.
    expect(lines({ type: 'DISPLAY', device: 'ALL' }).map((line) => line.value)).toEqual(['Display', 'All devices']);
    const nothingLeftOut = {
      channels: { label: 'All channels', note: null },
      devices: { label: 'All devices', note: null },
    };
    expect(exportHeaderLines({ items: [], request: {}, channelSet: nothingLeftOut }).map((line) => line.label)).toEqual(
      ['Country', 'Channel', 'Device'],
    );
  });
});

describe('dates in files, as every surface writes them', () => {
  it('writes a day, a span of days and a month as the charts and sub-headers do', () => {
    expect(displayDate('2025-06-03')).toBe('3 Jun 2025');
    expect(displayDateSpan('2026-11-24', '2026-11-26')).toBe('24 – 26 Nov 2026');
    expect(displayDateSpan('2026-06-01', '2026-11-26')).toBe('1 Jun – 26 Nov 2026');
    expect(monthName('2026-09')).toBe(formatMonthYear('2026-09-01'));
  });

  it('passes through what is not a date rather than inventing one', () => {
    expect(displayDate('not a date')).toBe('not a date');
    expect(displayDateSpan('soon', '2026-11-26')).toBe('soon – 2026-11-26');
    expect(monthName('2026-13')).toBe('2026-13');
  });
});
