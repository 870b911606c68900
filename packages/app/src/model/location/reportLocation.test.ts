import { ENTITY_TYPES, parseReportItems, serializeReportItems } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { encodeIdsSegment, entityReportHref, parseReportLocation, reportPath, reportQuery } from './reportLocation.ts';

describe('report URLs', () => {
  it('writes the common, compare and empty variants', () => {
    expect(reportPath('advertiser', [{ kind: 'single', id: 12 }])).toBe('/ad-intelligence/advertiser/common/12');
    expect(
      reportPath('advertiser', [
        { kind: 'single', id: 12 },
        { kind: 'single', id: 40 },
      ]),
    ).toBe('/ad-intelligence/advertiser-compare/12,40');
    expect(reportPath('publisher', [])).toBe('/ad-intelligence/publisher/empty');
    // Campaigns and keywords have no compare variant: several items are one report.
    expect(
      reportPath('keyword', [
        { kind: 'single', id: 1 },
        { kind: 'single', id: 2 },
      ]),
    ).toBe('/ad-intelligence/keyword/common/1,2');
    // A benchmarked comparison of one item stays on the compare route.
    expect(reportPath('advertiser', [{ kind: 'single', id: 12 }], true)).toBe('/ad-intelligence/advertiser-compare/12');
  });

  it('keeps virtual groups, nested groups and names through the router decoding the path once', () => {
    const segment = 'Shoes & 50%25:(12,All:(40,41)),name:nike shoes,7';
    const items = parseReportItems(segment, 'advertiser')!;
    const path = reportPath('advertiser', items);
    expect(path).toBe('/ad-intelligence/advertiser-compare/Shoes%20%26%2050%2525:(12,All:(40,41)),name:nike%20shoes,7');
    const decoded = decodeURIComponent(path.split('/').at(-1)!);
    expect(parseReportItems(decoded, 'advertiser')).toEqual(items);
    expect(encodeIdsSegment(serializeReportItems(items))).toBe(path.split('/').at(-1));
  });

  it('refuses malformed ids and more than 10 items (categories 4) — the bad-request page', () => {
    expect(parseReportLocation('advertiser', 'common', '12,abc')).toBeNull();
    expect(parseReportLocation('advertiser', 'common', '')).toBeNull();
    expect(parseReportLocation('advertiser', 'compare', '1,2,3,4,5,6,7,8,9,10')?.items).toHaveLength(10);
    expect(parseReportLocation('advertiser', 'compare', '1,2,3,4,5,6,7,8,9,10,11')).toBeNull();
    expect(parseReportLocation('category', 'compare', '1,2,3,4')?.items).toHaveLength(4);
    expect(parseReportLocation('category', 'compare', '1,2,3,4,5')).toBeNull();
    expect(parseReportLocation('brand', 'empty', 'ignored')).toEqual({
      entityType: 'brand',
      variant: 'empty',
      items: [],
    });
  });

  it('links an entity to its report with the current filters; a campaign to its detail with the publisher', () => {
    const search = { channel: 'VIDEO-ALL', period: 'LAST_30_DAYS', widget: 'top-ads', category: 3 };
    expect(entityReportHref({ entityType: 'publisher', id: 5 }, search)).toBe(
      '/ad-intelligence/publisher/common/5?channel=VIDEO-ALL&period=LAST_30_DAYS',
    );
    expect(entityReportHref({ entityType: 'campaign', id: 9 }, search, 5)).toBe(
      '/ad-intelligence/campaign/9?channel=VIDEO-ALL&period=LAST_30_DAYS&publisherId=5',
    );
    expect(reportQuery({})).toBe('');
  });

  // "Click to pivot": every entity opens its own report with the page's filters.
  const filters = { period: 'LAST_12_MONTHS', country: 'DE', channel: 'VIDEO-DESKTOP', currency: 'EUR' };
  const expected = {
    advertiser: '/ad-intelligence/advertiser/common/12',
    publisher: '/ad-intelligence/publisher/common/12',
    campaign: '/ad-intelligence/campaign/12',
    keyword: '/ad-intelligence/keyword/common/12',
    category: '/ad-intelligence/category/common/12',
    brand: '/ad-intelligence/brand/common/12',
  } as const;
  it.each(ENTITY_TYPES)('opens a %s on its own report with the period, country, channel and currency', (entityType) => {
    const href = entityReportHref({ entityType, id: 12 }, { ...filters, widget: 'top-ads', entityId: 4, refresh: '1' });
    const [path, query] = href.split('?');
    expect(path).toBe(expected[entityType]);
    // Only the filters travel: full screen, entity and refresh are this page's, not the next one's.
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual(filters);
  });
});
