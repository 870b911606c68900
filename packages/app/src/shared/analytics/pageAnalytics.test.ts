import { describe, expect, it } from 'vitest';
import { analyticsPage, isSneakViewPath, pageEventProperties } from './pageAnalytics.ts';

describe('analyticsPage', () => {
  it.each([
    ['/ad-intelligence/advertiser/common/12', 'report', 'advertiser'],
    ['/ad-intelligence/publisher-compare/1,2', 'report', 'publisher'],
    ['/ad-intelligence/category/empty', 'report', 'category'],
    ['/audience/demographics/common/12', 'audience', 'advertiser'],
    ['/preview/domain/name%3Anike.com', 'preview', 'advertiser'],
    ['/preview/brand/4', 'preview', 'brand'],
    ['/dashboards/d-1', 'dashboard', null],
    ['/ad-intelligence', 'other', null],
    ['/ad-intelligence/settings/general', 'other', null],
  ])('%s is a %s page of %s', (path, page, entityType) => {
    expect(analyticsPage(path)).toEqual({ Page: page, 'Entity Type': entityType });
  });
});

describe('pageEventProperties', () => {
  it('names the page, its path and the filters, null where there are none', () => {
    expect(
      pageEventProperties('/ad-intelligence/advertiser/common/12', { channel: 'ALL-ALL', country: 'US', period: '' }),
    ).toEqual({
      Page: 'report',
      'Entity Type': 'advertiser',
      Path: '/ad-intelligence/advertiser/common/12',
      Channel: 'ALL-ALL',
      Country: 'US',
      Period: null,
    });
  });
});

describe('isSneakViewPath', () => {
  it('is the preview routes only', () => {
    expect(isSneakViewPath('/preview/domain/nike.com')).toBe(true);
    expect(isSneakViewPath('/ad-intelligence/advertiser/common/1')).toBe(false);
  });
});
