import type { ChannelOption, CountryOption, PeriodOption } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { validateReportSearch } from '../../model/location/searchParams.ts';
import { type ReportFilterOptions, chooseReportFilters, premiumFilters } from './chooseReportFilters.ts';

const country = (id: number, code: string): CountryOption => ({
  id,
  code,
  title: code,
  disabled: false,
  restricted: false,
});
const channel: ChannelOption = {
  id: 'ALL',
  type: 'ALL',
  title: 'All channels',
  devices: [{ code: 'ALL', title: 'All devices', disabled: false, restricted: false }],
  impressions: 1,
  expenses: 1,
  disabled: false,
  restricted: false,
};
const period: PeriodOption = {
  id: 'LAST_3_MONTHS',
  code: 'LAST_3_MONTHS',
  type: 'PREDEFINED',
  title: 'Last 3 months',
  start: '2025-04-01',
  end: '2025-06-30',
  supportedIntervals: [{ code: 'MONTHLY', title: 'Monthly' }],
  defaultInterval: { code: 'MONTHLY' },
  disabled: false,
  restricted: false,
};

function options(partnerCountry?: string): ReportFilterOptions {
  return {
    channels: [channel],
    countries: [country(1, 'US'), country(2, 'DE'), country(3, 'FR')],
    periods: [period],
    currencies: [],
    maxMonths: null,
    ...(partnerCountry ? { partnerCountry } : {}),
  };
}

function chosenCountry(partnerCountry: string | undefined, query?: string, persisted?: string) {
  const choice = chooseReportFilters(options(partnerCountry), {
    query: { country: query },
    persisted: { country: persisted },
    appDefaultChannel: 'ALL-ALL',
    integration: true,
  });
  return choice.kind === 'chosen' ? choice.values.country : null;
}

describe("the sales tool's country claim", () => {
  it('is the default country when neither the URL nor a saved choice names one', () => {
    expect(chosenCountry('DE')).toBe('DE');
    expect(chosenCountry(undefined)).toBe('US');
  });

  it("gives way to the URL's country and to the user's saved choice", () => {
    expect(chosenCountry('DE', 'FR')).toBe('FR');
    expect(chosenCountry('DE', undefined, 'FR')).toBe('FR');
  });

  it('is ignored when the package does not offer it', () => {
    expect(chosenCountry('JP')).toBe('US');
  });
});

describe('premiumFilters (after the trial search limit answered 402)', () => {
  const device = (code: 'ALL' | 'DESKTOP', restricted = false) => ({ code, title: code, disabled: false, restricted });
  const options = {
    channels: [
      {
        id: 'DISPLAY',
        type: 'DISPLAY' as const,
        title: 'Display',
        devices: [device('ALL'), device('DESKTOP', true)],
        disabled: false,
        restricted: false,
        impressions: 0,
        expenses: 0,
      },
      {
        id: 'VIDEO',
        type: 'VIDEO' as const,
        title: 'Video',
        devices: [device('ALL', true)],
        disabled: false,
        restricted: true,
        impressions: 0,
        expenses: 0,
      },
    ],
    countries: [
      { id: 1, code: 'US', title: 'United States', disabled: false, restricted: false },
      { id: 2, code: 'GB', title: 'United Kingdom', disabled: false, restricted: true },
    ],
  };

  it('names the channel and country values outside the package', () => {
    expect(premiumFilters({ channel: 'VIDEO-ALL', country: 'GB' }, options)).toEqual(['channel', 'country']);
    expect(premiumFilters({ channel: 'DISPLAY-DESKTOP', country: 'US' }, options)).toEqual(['channel']);
    expect(premiumFilters({ channel: 'DISPLAY-ALL', country: 'US' }, options)).toEqual([]);
    expect(premiumFilters(null, options)).toEqual([]);
  });
});

describe('the blank placeholder', () => {
  const locked = (type: ChannelOption['type'], disabled = false): ChannelOption => ({
    ...channel,
    id: type,
    type,
    title: type,
    devices: [{ code: 'ALL', title: 'All devices', disabled, restricted: true }],
    disabled,
    restricted: true,
  });

  it('counts the channels with data an upgrade would open when the package opens none of them', () => {
    const choice = chooseReportFilters(
      { ...options(), channels: [locked('ALL'), locked('VIDEO'), locked('SOCIAL'), locked('INAPP', true)] },
      { query: {}, persisted: {}, appDefaultChannel: 'ALL-ALL', integration: true },
    );
    expect(choice).toEqual({ kind: 'unavailable', channelAvailable: false, periodAvailable: true, lockedChannels: 2 });
  });
});

describe('a shared link with a day range opens on those days', () => {
  const day = (id: string, type: PeriodOption['type'], start: string, end: string): PeriodOption => ({
    ...period,
    id,
    code: id,
    type,
    title: id,
    start,
    end,
  });
  // Data to 6 Dec 2026, as the package lists it: predefined periods, then one MONTHLY per month.
  const december: ReportFilterOptions = {
    ...options(),
    maxMonths: 3,
    periods: [
      day('LAST_7_DAYS', 'PREDEFINED', '2026-11-30', '2026-12-06'),
      day('LAST_30_DAYS', 'PREDEFINED', '2026-11-07', '2026-12-06'),
      day('LAST_3_MONTHS', 'PREDEFINED', '2026-10-01', '2026-12-06'),
      day('20261001-20261031', 'MONTHLY', '2026-10-01', '2026-10-31'),
      day('20261101-20261130', 'MONTHLY', '2026-11-01', '2026-11-30'),
      day('20261201-20261206', 'MONTHLY', '2026-12-01', '2026-12-06'),
    ],
  };
  const chosenPeriod = (url: Record<string, unknown>, persisted?: string) => {
    const choice = chooseReportFilters(december, {
      query: validateReportSearch(url),
      persisted: { period: persisted },
      appDefaultChannel: 'ALL-ALL',
      integration: false,
    });
    return choice.kind === 'chosen' ? choice.values.period : null;
  };

  it('keeps the URL’s range of days over the saved period', () => {
    expect(chosenPeriod({ period: '20261120-20261130' }, 'LAST_7_DAYS')).toBe('20261120-20261130');
    expect(chosenPeriod({ period: '20261201-20261206' }, 'LAST_7_DAYS')).toBe('20261201-20261206');
  });

  it('cuts a range that runs past the data to the last day of data', () => {
    expect(chosenPeriod({ period: '20261120-20261231' })).toBe('20261120-20261206');
  });

  it('keeps the predefined codes', () => {
    expect(chosenPeriod({ period: 'LAST_30_DAYS' })).toBe('LAST_30_DAYS');
  });
});
