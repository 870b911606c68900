import type { CampaignHeaderResponse } from '@adlens/core';
import type { WidgetItemData } from '../../registry/widgetDefinition.ts';

/**
 * The header describes the campaign itself, so a campaign without impressions in the period still has
 * one (title, advertiser, flight dates); only a campaign with no ads and no impressions has nothing to say.
 */
export function isCampaignHeaderEmpty(data: CampaignHeaderResponse): boolean {
  return data.campaign.creativesCount === 0 && data.campaign.impressions === 0;
}

export interface CampaignHeaderExportRow {
  campaign: string;
  advertiser: string;
  landingPage: string;
  firstSeen: string;
  lastSeen: string;
  duration: number;
  channels: string;
  keywords: string;
  impressions: number;
  expenses: number;
}

export function campaignHeaderExportRows(
  items: readonly WidgetItemData<CampaignHeaderResponse>[],
): CampaignHeaderExportRow[] {
  return items.map(({ data: { campaign } }) => ({
    campaign: campaign.title,
    advertiser: campaign.advertiser.title,
    landingPage: campaign.homePageUrl,
    firstSeen: campaign.firstSeen,
    lastSeen: campaign.lastSeen,
    duration: campaign.duration,
    channels: campaign.channels.join(', '),
    keywords: campaign.keywords.join(', '),
    impressions: campaign.impressions,
    expenses: campaign.expenses,
  }));
}
