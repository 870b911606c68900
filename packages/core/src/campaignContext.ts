import type { CampaignContext } from './entityType.ts';
import { formatDateSpan, formatMonthSpan } from './formatTrendDates.ts';
import { parseIsoDate } from './period.ts';

/**
 * What stands beside a campaign's name so that campaigns of one name can be told apart
 * (docs/product/search-and-names.md): its advertiser and the months of its flight, in the dates'
 * one format (months short, day first).
 * 'nike.com · Mar – Jun 2026'; the advertiser alone when the dates cannot be read. Lists that offer
 * campaigns to pick give the days ('nike.com · 4 Mar – 30 Jun 2026'): one advertiser runs several
 * campaigns of one name in the same months (two 'Halloween 2026' of amazon.com, Oct – Nov).
 */
export function campaignContextText(context: CampaignContext, precision: 'months' | 'days' = 'months'): string {
  const { advertiser, firstSeen, lastSeen } = context;
  if (!parseIsoDate(firstSeen) || !parseIsoDate(lastSeen)) return advertiser;
  const range = { start: firstSeen, end: lastSeen };
  return `${advertiser} · ${precision === 'days' ? formatDateSpan(range) : formatMonthSpan(range)}`;
}

/** A campaign's name with its context: 'Always-on Brand — nike.com · Mar – Jun 2026'. */
export function campaignDisplayName(title: string, context: CampaignContext | undefined): string {
  return context ? `${title} — ${campaignContextText(context)}` : title;
}
