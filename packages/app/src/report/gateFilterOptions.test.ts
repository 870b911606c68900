import { type ChannelOption, type CountryOption, type PeriodOption, planGatingContext } from '@adlens/core';
import { describe, expect, it } from 'vitest';
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

describe('gateFilterOptions (spec reports-data §4: restricted entries follow the restriction action)', () => {
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

describe('filterLimitMessage (spec access-shell-plans §8)', () => {
  it('gives the message of the entry’s control', () => {
    const gating = planGatingContext('BASIC', 'none');
    expect(filterLimitMessage('filter.channel.VIDEO', gating)).toBe('Enjoy more channels by increasing your limit');
    expect(filterLimitMessage('filter.period', gating)).toBe('Enjoy longer historical data by increasing your limit');
    expect(filterLimitMessage('filter.country', gating)).toBe('Enjoy more features by upgrading to the next package');
    expect(filterLimitMessage(undefined, gating)).toBeNull();
  });
});
