import type { DemoPreset, DemoPresetPage } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { parseReportLocation } from '../../model/location/reportLocation.ts';
import { validateReportSearch } from '../../model/location/searchParams.ts';
import { demoPresetHref } from './demoPresetHref.ts';

function preset(page: DemoPresetPage, ids: number[], period = 'LAST_3_MONTHS'): DemoPreset {
  return {
    id: `${page}-example`,
    page,
    title: 'Example',
    entities: ids.map((id) => ({ id, entityType: page, title: `entity ${id}`, icon: null })),
    filters: { period, channel: 'SOCIAL-MOBILE', country: 'US' },
  };
}

describe('demoPresetHref', () => {
  it.each(['advertiser', 'publisher', 'category', 'brand'] as const)(
    'opens several %s entities as a comparison',
    (page) => {
      expect(demoPresetHref(preset(page, [5, 17]))).toBe(
        `/ad-intelligence/${page}-compare/5,17?channel=SOCIAL-MOBILE&country=US&period=LAST_3_MONTHS`,
      );
    },
  );

  it.each(['campaign', 'keyword'] as const)('opens several %s entities as one common report', (page) => {
    expect(demoPresetHref(preset(page, [6, 7, 8]))).toBe(
      `/ad-intelligence/${page}/common/6,7,8?channel=SOCIAL-MOBILE&country=US&period=LAST_3_MONTHS`,
    );
  });

  it("opens one entity's own report, with a custom date range", () => {
    expect(demoPresetHref(preset('category', [157], '20250401-20250531'))).toBe(
      '/ad-intelligence/category/common/157?channel=SOCIAL-MOBILE&country=US&period=20250401-20250531',
    );
  });

  it('gives URLs the report routes read back to the same items and filters', () => {
    const href = new URL(demoPresetHref(preset('keyword', [1, 2], '20250101-20250228')), 'http://app.test');
    const [, , , variant, segment] = href.pathname.split('/');
    expect(parseReportLocation('keyword', variant as 'common', segment!)?.items).toEqual([
      { kind: 'single', id: 1 },
      { kind: 'single', id: 2 },
    ]);
    expect(validateReportSearch(Object.fromEntries(href.searchParams))).toEqual({
      channel: 'SOCIAL-MOBILE',
      country: 'US',
      period: '20250101-20250228',
    });
  });
});
