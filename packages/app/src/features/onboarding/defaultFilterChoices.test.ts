import type { PackageResponse } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { reportFilterOptions } from '../../shared/gating/chooseReportFilters.ts';
import { TEST_CURRENCIES, TEST_PACKAGE } from '../../app/testing/appHarness.test.helper.tsx';
import { defaultFilterLists, withDefaultFilters } from './defaultFilterChoices.ts';

const options = reportFilterOptions(TEST_PACKAGE as unknown as PackageResponse, TEST_CURRENCIES.elements, false);
const lists = defaultFilterLists(options);

describe("the onboarding's default filters", () => {
  it('lists every country, channel and device and predefined period, locked where the package is closed', () => {
    expect(lists.countries).toEqual([
      { value: 'US', title: 'United States', locked: false },
      { value: 'DE', title: 'Germany', locked: false },
      { value: 'FR', title: 'France', locked: true },
    ]);
    expect(lists.channels.filter((channel) => channel.locked).map((channel) => channel.value)).toEqual([
      'VIDEO-ALL',
      'VIDEO-DESKTOP',
      'VIDEO-MOBILE',
    ]);
    expect(lists.channels.find((channel) => channel.value === 'DISPLAY-MOBILE')?.title).toBe('Display · MOBILE');
    expect(lists.periods.map((period) => period.value)).toEqual([
      'LAST_7_DAYS',
      'LAST_30_DAYS',
      'LAST_3_MONTHS',
      'LAST_12_MONTHS',
    ]);
    // Each named with the days it covers today.
    expect(lists.periods[0]?.title).toBe('Last 7 days (25 – 31 Oct 2026)');
  });

  it('starts from the answers, then the saved filters, then the app defaults — never a locked one', () => {
    expect(withDefaultFilters({}, lists, {})).toEqual({ country: 'US', channel: 'ALL-ALL', period: 'LAST_3_MONTHS' });
    expect(withDefaultFilters({}, lists, { country: 'DE', channel: 'SOCIAL-ALL', period: 'LAST_30_DAYS' })).toEqual({
      country: 'DE',
      channel: 'SOCIAL-ALL',
      period: 'LAST_30_DAYS',
    });
    expect(withDefaultFilters({ country: 'FR', channel: 'VIDEO-ALL' }, lists, { country: 'DE' })).toEqual({
      country: 'DE',
      channel: 'ALL-ALL',
      period: 'LAST_3_MONTHS',
    });
    expect(withDefaultFilters({ ownDomain: 5, period: 'LAST_7_DAYS' }, lists, {}).period).toBe('LAST_7_DAYS');
  });
});
