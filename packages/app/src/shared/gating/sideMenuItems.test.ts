import { describe, expect, it } from 'vitest';
import { isCurrentItem, sideMenuGroups, sideMenuTarget } from './sideMenuItems.ts';

const labels = (integration: Parameters<typeof sideMenuGroups>[0]) =>
  sideMenuGroups(integration).map((group) => [group.label, group.items.map((item) => item.label)]);

describe('side menu items', () => {
  it('lists Advertisers standalone and in the SEO suite', () => {
    const expected = [
      ['Ad Intelligence', ['Categories', 'Brands', 'Advertisers', 'Publishers', 'Campaigns', 'Keywords', 'Dashboards']],
      ['Audience', ['Demographics', 'Interests']],
    ];
    expect(labels('none')).toEqual(expected);
    expect(labels('seo-suite')).toEqual(expected);
  });

  it('lists Domains (to ad-intelligence/domain) only in the sales tool', () => {
    const [adIntelligence] = sideMenuGroups('sales-tool');
    expect(adIntelligence?.items[2]).toEqual({ id: 'domain', label: 'Domains', href: '/ad-intelligence/domain' });
    expect(adIntelligence?.items.some((item) => item.label === 'Advertisers')).toBe(false);
  });

  it('gates Categories, Brands, Dashboards, Demographics and Interests only', () => {
    const gated = sideMenuGroups('none')
      .flatMap((group) => group.items)
      .filter((item) => item.feature)
      .map((item) => item.label);
    expect(gated).toEqual(['Categories', 'Brands', 'Dashboards', 'Demographics', 'Interests']);
  });

  it('marks an item current on its page and below it', () => {
    const [, publishers] = sideMenuGroups('none')[0]?.items.slice(2) ?? [];
    expect(publishers && isCurrentItem(publishers, '/ad-intelligence/publisher')).toBe(true);
    expect(publishers && isCurrentItem(publishers, '/ad-intelligence/publisher/common/7')).toBe(true);
    expect(publishers && isCurrentItem(publishers, '/ad-intelligence/publishers')).toBe(false);
  });

  it('swaps Demographics for Interests keeping the rest of the URL', () => {
    const audience = sideMenuGroups('none')[1]?.items ?? [];
    const interests = audience.find((item) => item.id === 'interest')!;
    const demographics = audience.find((item) => item.id === 'demographics')!;
    expect(sideMenuTarget(interests, '/audience/demographics/common/42?period=LAST_3_MONTHS')).toBe(
      '/audience/interest/common/42?period=LAST_3_MONTHS',
    );
    expect(sideMenuTarget(demographics, '/audience/interest/common/42')).toBe('/audience/demographics/common/42');
    expect(sideMenuTarget(interests, '/ad-intelligence')).toBe('/audience/interest');
  });
});
