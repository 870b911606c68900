import {
  type ChannelOption,
  type CountryOption,
  type InAppPackage,
  type PeriodOption,
  planGatingContext,
} from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { formatPackagePrice, historicalTitle } from '../shared/limits/upgradeMessages.ts';
import { filterLimitMessage, gateFilterOptions } from './gateFilterOptions.ts';

const channel = (type: ChannelOption['type'], restricted: boolean): ChannelOption => ({
  id: type,
  type,
  title: type,
  devices: [{ code: 'DESKTOP', title: 'Desktop', disabled: false, restricted }],
  impressions: 0,
  expenses: 0,
  disabled: false,
  restricted,
});
const country = (code: string, restricted: boolean): CountryOption => ({
  id: code.length,
  code,
  title: code,
  disabled: false,
  restricted,
});
const OPTIONS = {
  channels: [channel('DISPLAY', false), channel('VIDEO', true)],
  countries: [country('US', false), country('FRA', true)],
  periods: [] as PeriodOption[],
};

describe('gateFilterOptions (restricted entries follow the restriction action)', () => {
  it('keeps restricted entries restricted by default, so choosing one shows the package-limit message', () => {
    const gated = gateFilterOptions(OPTIONS, planGatingContext('BASIC', 'none'));
    expect(gated.channels.map((option) => [option.type, option.restricted, option.disabled])).toEqual([
      ['DISPLAY', false, false],
      ['VIDEO', true, false],
    ]);
    expect(gated.countries.map((option) => option.code)).toEqual(['US', 'FRA']);
  });

  it("offers a trial customer's channels and countries outside the package as premium choices, without a lock", () => {
    const gated = gateFilterOptions(OPTIONS, planGatingContext('TRIAL', 'none'), true);
    expect(
      gated.channels.map((option) => [option.type, option.restricted, option.premium, option.devices[0]!.restricted]),
    ).toEqual([
      ['DISPLAY', false, undefined, false],
      ['VIDEO', false, true, false],
    ]);
    // The ones outside the package are marked: choosing them spends a premium search.
    expect(gated.countries.map((option) => [option.code, option.restricted, option.premium])).toEqual([
      ['US', false, undefined],
      ['FRA', false, true],
    ]);
  });

  it('removes or disables them as the white-label config says', () => {
    const gating = planGatingContext('BASIC', 'none', {
      noPermission: { 'filter.country': 'remove', 'filter.channel.VIDEO': 'disable' },
    });
    const gated = gateFilterOptions(OPTIONS, gating);
    expect(gated.countries.map((option) => option.code)).toEqual(['US']);
    const video = gated.channels[1];
    expect([video?.restricted, video?.disabled, video?.devices[0]?.disabled]).toEqual([false, true, true]);
  });
});

describe('filterLimitMessage', () => {
  const professional: InAppPackage = {
    id: 3,
    name: 'Professional',
    code: 'PROFESSIONAL',
    price: 349,
    currency: 'USD',
    upgradableTo: 4,
    details: { type: 'PLAN' },
    limits: { PERIOD: { limit: 12 }, COUNTRY: { limit: 10 } },
    features: [],
  };

  it('names the next package where it opens the entry: channels, historical data, markets', () => {
    const gating = planGatingContext('BASIC', 'none');
    expect(filterLimitMessage('filter.channel.INAPP', gating, professional)).toBe(
      'Enjoy more channels by upgrading to Professional package',
    );
    expect(filterLimitMessage('filter.period', gating, professional)).toBe(
      'Enjoy 1 year of historical data in Professional package',
    );
    expect(filterLimitMessage('filter.country', gating, professional)).toBe(
      'You can purchase another market only for $349',
    );
    // Team's period is two years.
    expect(filterLimitMessage('filter.period', planGatingContext('PROFESSIONAL', 'none'))).toBe(
      'Enjoy 2 years of historical data in Team package',
    );
    expect(filterLimitMessage(undefined, gating)).toBeNull();
  });

  it("keeps the control's own message where the next package does not open more, or its price is on request", () => {
    // Professional has no Connected TV; Enterprise is the top; Enterprise's price is on request.
    const basic = planGatingContext('BASIC', 'none');
    expect(filterLimitMessage('filter.channel.CONNECTED_TV', basic, professional)).toBe(
      'Enjoy more channels by increasing your limit',
    );
    const enterprise = planGatingContext('ENTERPRISE', 'none');
    expect(filterLimitMessage('filter.period', enterprise)).toBe(
      'Enjoy longer historical data by increasing your limit',
    );
    const team = planGatingContext('TEAM', 'none');
    expect(
      filterLimitMessage('filter.country', team, {
        ...professional,
        name: 'Enterprise',
        price: null,
        limits: { COUNTRY: { limit: 20 } },
      }),
    ).toBe('Enjoy more features by upgrading to the next package');
  });

  it('formats the historical title and the price as people read them', () => {
    expect([6, 12, 18, 24, 36].map(historicalTitle)).toEqual(['6 months', '1 year', '18 months', '2 years', '3 years']);
    expect(formatPackagePrice(349, 'USD')).toBe('$349');
    expect(formatPackagePrice(49.5, 'EUR')).toBe('€49.50');
  });
});

describe("a restricted channel entry's lock", () => {
  it("says 'Unlock {channel} data…' on the channel and its devices", () => {
    const gated = gateFilterOptions(
      { ...OPTIONS, channels: [channel('DISPLAY', false), { ...channel('VIDEO', true), title: 'Video' }] },
      planGatingContext('BASIC', 'none'),
    );
    const unlock = 'Unlock Video data and gain a more comprehensive view of Ad Intelligence. Contact us to upgrade.';
    expect(gated.channels.map((option) => option.restrictedReason)).toEqual([undefined, unlock]);
    expect(gated.channels[1]!.devices[0]!.restrictedReason).toBe(unlock);
  });
});
