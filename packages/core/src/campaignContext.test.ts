import { describe, expect, it } from 'vitest';
import { campaignContextText, campaignDisplayName } from './campaignContext.ts';
import { formatMonthSpan } from './formatTrendDates.ts';

describe('campaign names that can be told apart', () => {
  it('writes the months a flight touches, in one year or across two', () => {
    expect(formatMonthSpan({ start: '2026-03-04', end: '2026-06-30' })).toBe('Mar – Jun 2026');
    expect(formatMonthSpan({ start: '2025-11-20', end: '2026-02-01' })).toBe('Nov 2025 – Feb 2026');
    expect(formatMonthSpan({ start: '2026-03-01', end: '2026-03-31' })).toBe('Mar 2026');
  });

  it("puts the advertiser and the flight beside a campaign's name", () => {
    const context = { advertiser: 'nike.com', firstSeen: '2026-03-04', lastSeen: '2026-06-30' };
    expect(campaignContextText(context)).toBe('nike.com · Mar – Jun 2026');
    expect(campaignDisplayName('Always-on Brand', context)).toBe('Always-on Brand — nike.com · Mar – Jun 2026');
    // Lists to pick from give the days: one advertiser may run two of one name in the same months.
    expect(campaignContextText(context, 'days')).toBe('nike.com · 4 Mar – 30 Jun 2026');
  });

  it('keeps the advertiser when the dates cannot be read, and the bare name without a context', () => {
    expect(campaignContextText({ advertiser: 'nike.com', firstSeen: '', lastSeen: '2026-06-30' })).toBe('nike.com');
    expect(campaignDisplayName('Always-on Brand', undefined)).toBe('Always-on Brand');
  });
});
