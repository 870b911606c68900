import { describe, expect, it } from 'vitest';
import {
  fullReportPath,
  parsePreviewLocation,
  partnerAppUrl,
  previewPath,
  salesToolEntryHref,
  selectedEntitiesHref,
  sneakViewPath,
} from './salesToolPaths.ts';

describe('parsePreviewLocation', () => {
  it('reads advertiser and brand previews by id', () => {
    expect(parsePreviewLocation('advertiser', '12')).toEqual({ kind: 'ids', entityType: 'advertiser', ids: [12] });
    expect(parsePreviewLocation('brand', '3,4')).toEqual({ kind: 'ids', entityType: 'brand', ids: [3, 4] });
    expect(parsePreviewLocation('domain', '7')).toEqual({ kind: 'ids', entityType: 'advertiser', ids: [7] });
  });

  it('reads a sneak view of names, as name: items or plain text', () => {
    expect(parsePreviewLocation('brand', 'name:nike.com,name:a%2Cb')).toEqual({
      kind: 'names',
      entityType: 'brand',
      names: ['nike.com', 'a,b'],
    });
    expect(parsePreviewLocation('advertiser', 'nike.com, adidas.com')).toEqual({
      kind: 'names',
      entityType: 'advertiser',
      names: ['nike.com', 'adidas.com'],
    });
  });

  it('round-trips the sneak view path the entry redirect builds', () => {
    const path = sneakViewPath('advertiser', ['shoes & co.com', 'a,b']);
    const [, , segment, ids] = path.split('/');
    expect(parsePreviewLocation(segment!, decodeURIComponent(ids!))).toEqual({
      kind: 'names',
      entityType: 'advertiser',
      names: ['shoes & co.com', 'a,b'],
    });
  });

  it.each([
    ['an unknown report segment', 'company', '12'],
    ['ids of a type without a preview', 'publisher', '12'],
    ['no names', 'advertiser', ' , '],
    ['more than 10 entities', 'advertiser', Array.from({ length: 11 }, (_, i) => i + 1).join(',')],
  ])('refuses %s', (_, segment, ids) => {
    expect(parsePreviewLocation(segment, ids)).toBeNull();
  });
});

describe('salesToolEntryHref', () => {
  it('sends a sidebar (sneak view) to the preview of the token entities', () => {
    expect(salesToolEntryHref({ viewMode: 'SIDEBAR', subscribed: true, entities: 'nike.com, adidas.com' })).toBe(
      '/preview/advertiser/name:nike.com,name:adidas.com',
    );
  });

  it('sends a sidebar without entities to the not-found message, or the unsubscribed page', () => {
    expect(salesToolEntryHref({ viewMode: 'SIDEBAR', subscribed: true })).toBe('/sales-tool-not-found');
    expect(salesToolEntryHref({ viewMode: 'SIDEBAR', subscribed: false })).toBe('/sales-tool-unsubscribed');
  });

  it('sends a non-sneak view to the token path, or the unsubscribed page if not subscribed', () => {
    const path = '/ad-intelligence/advertiser/common/5?country=US';
    expect(salesToolEntryHref({ viewMode: 'SEARCH', subscribed: true, path })).toBe(path);
    expect(salesToolEntryHref({ subscribed: true, path })).toBe(path);
    expect(salesToolEntryHref({ viewMode: 'SEARCH', subscribed: false, path })).toBe('/sales-tool-unsubscribed');
  });

  it("opens the full app on the partner's selected company when the token has no path", () => {
    expect(salesToolEntryHref({ viewMode: 'SEARCH', subscribed: true, entities: 'nike.com' })).toBe(
      '/open/advertiser/name:nike.com',
    );
    // A deep path (the user's own navigation, kept by the host) wins over the selected company.
    const path = '/ad-intelligence/publisher/common/2';
    expect(salesToolEntryHref({ viewMode: 'SEARCH', subscribed: true, entities: 'nike.com', path })).toBe(path);
    expect(salesToolEntryHref({ viewMode: 'SEARCH', subscribed: true })).toBe('/ad-intelligence');
    // After subscribing on the unsubscribed message, which the host kept as the path.
    expect(
      salesToolEntryHref({
        viewMode: 'SEARCH',
        subscribed: true,
        entities: 'nike.com',
        path: '/sales-tool-unsubscribed',
      }),
    ).toBe('/open/advertiser/name:nike.com');
    expect(salesToolEntryHref({ viewMode: 'SEARCH', subscribed: false, entities: 'nike.com' })).toBe(
      '/sales-tool-unsubscribed',
    );
  });

  it('opens the start page when the token path is missing, the root or leaves the app', () => {
    expect(salesToolEntryHref({ subscribed: true })).toBe('/ad-intelligence');
    expect(salesToolEntryHref({ subscribed: true, path: '/' })).toBe('/ad-intelligence');
    expect(salesToolEntryHref({ subscribed: true, path: '//evil.example/x' })).toBe('/ad-intelligence');
  });
});

describe('preview and full report addresses', () => {
  it('names the preview and the matching full report', () => {
    expect(previewPath('advertiser', [5])).toBe('/preview/advertiser/5');
    expect(fullReportPath('advertiser', [5])).toBe('/ad-intelligence/advertiser/common/5');
    expect(fullReportPath('brand', [5, 6])).toBe('/ad-intelligence/brand/common/(5,6)');
  });

  it("puts the path into the partner app's base URL", () => {
    expect(partnerAppUrl('http://localhost:4200/sales-tool.html', '/ad-intelligence/advertiser/common/5')).toBe(
      'http://localhost:4200/sales-tool.html?path=%2Fad-intelligence%2Fadvertiser%2Fcommon%2F5',
    );
    expect(partnerAppUrl(undefined, '/x')).toBeNull();
    expect(partnerAppUrl('javascript:alert(1)', '/x')).toBeNull();
  });
});

describe('selectedEntitiesHref (the host selected another company)', () => {
  it('previews the names in the sidebar and opens their full report in the full app', () => {
    expect(selectedEntitiesHref('SIDEBAR', ['toyota.com'])).toBe('/preview/advertiser/name:toyota.com');
    expect(selectedEntitiesHref('SEARCH', ['toyota.com'])).toBe('/open/advertiser/name:toyota.com');
    expect(selectedEntitiesHref(undefined, ['a,b'])).toBe('/open/advertiser/name:a%252Cb');
    const [, , segment, ids] = selectedEntitiesHref('SEARCH', ['a,b']).split('/');
    expect(parsePreviewLocation(segment!, decodeURIComponent(ids!))).toMatchObject({ names: ['a,b'] });
  });
});
