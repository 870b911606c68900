import { type PackageResponse, decideControl } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { packageGatingContext } from './packageGatingContext.ts';

function pkg(features: Partial<PackageResponse['features']>, channels: Record<string, boolean> = {}): PackageResponse {
  const option = (type: string, restricted: boolean) => ({
    id: type,
    type,
    title: type,
    devices: [],
    impressions: 0,
    expenses: 0,
    disabled: false,
    restricted,
  });
  return {
    channels: { elements: Object.entries(channels).map(([type, restricted]) => option(type, restricted)) },
    countries: { elements: [] },
    periods: { elements: [] },
    maxPeriodMonths: 12,
    features: { category: false, brand: true, advertiserBenchmark: false, brandBenchmark: false, ...features },
  } as PackageResponse;
}

describe('packageGatingContext: the package the server sends, as the gating reads it', () => {
  it('follows the category and brand report flags of the package', () => {
    const context = packageGatingContext(pkg({}), 'Partner', 'none');
    expect(decideControl('menu.categories', context).state).toBe('restricted');
    expect(decideControl('menu.brands', context).state).toBe('shown');
    const swapped = packageGatingContext(pkg({ category: true, brand: false }), 'Partner', 'none');
    expect(decideControl('menu.categories', swapped).state).toBe('shown');
    expect(decideControl('menu.brands', swapped).state).toBe('restricted');
  });

  it('keeps every control open while the package loads', () => {
    const context = packageGatingContext(undefined, 'Trial', 'none');
    expect(decideControl('menu.categories', context).state).toBe('shown');
    expect(decideControl('filter.period', context).state).toBe('shown');
  });

  it('takes the audience flag from the plan the session names, open when the plan is unknown', () => {
    expect(decideControl('menu.interests', packageGatingContext(pkg({}), 'Team', 'none')).state).toBe('restricted');
    expect(decideControl('menu.interests', packageGatingContext(pkg({}), 'Enterprise', 'none')).state).toBe('shown');
    expect(decideControl('menu.interests', packageGatingContext(pkg({}), null, 'none')).state).toBe('shown');
  });

  it('opens the channels the package does not restrict', () => {
    const context = packageGatingContext(pkg({}, { ALL: false, DISPLAY: false, VIDEO: true }), 'Basic', 'none');
    expect(decideControl('filter.channel.DISPLAY', context).state).toBe('shown');
    expect(decideControl('filter.channel.VIDEO', context)).toMatchObject({
      state: 'restricted',
      message: 'Enjoy more channels by increasing your limit',
    });
  });

  it('offers SEO-suite users on Partner the Partner Pro purchase for Categories', () => {
    const decision = decideControl('menu.categories', packageGatingContext(pkg({}), 'Partner', 'seo-suite'));
    expect(decision).toMatchObject({ upgrade: 'partner-purchase', productId: 'adlens-pro' });
  });

  it('applies the white-label restriction actions', () => {
    const context = packageGatingContext(pkg({}), 'Partner', 'none', { noPermission: { 'menu.categories': 'remove' } });
    expect(decideControl('menu.categories', context).state).toBe('removed');
  });
});
