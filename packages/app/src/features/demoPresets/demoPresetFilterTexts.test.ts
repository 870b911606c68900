import { en } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { demoPresetFilterTexts } from './demoPresetFilterTexts.ts';

describe("demoPresetFilterTexts: a preset's filters in the filter bar's words", () => {
  const countries = (code: string) => ({ US: 'United States', GB: 'United Kingdom' })[code];

  it('names the period, the channel with its device and the country', () => {
    expect(
      demoPresetFilterTexts({ period: 'LAST_30_DAYS', channel: 'SOCIAL-MOBILE', country: 'US' }, en, countries),
    ).toEqual({ period: 'Last 30 days', channel: 'Social, Mobile', country: 'United States' });
  });

  it('leaves out all devices, and writes a custom range as display dates', () => {
    expect(demoPresetFilterTexts({ period: '20250201-20250331', channel: 'VIDEO-ALL', country: 'GB' }, en)).toEqual({
      period: '1 Feb – 31 Mar 2025',
      channel: 'Video',
      country: 'GB',
    });
    expect(
      demoPresetFilterTexts({ period: 'LAST_12_MONTHS', channel: 'ALL-ALL', country: 'GB' }, en, countries),
    ).toEqual({ period: 'Last 12 months', channel: 'All channels', country: 'United Kingdom' });
  });
});
