import type { CampaignHeaderResponse } from '@adlens/core';

/**
 * The header describes the campaign itself, so a campaign without impressions in the period still has
 * one (title, advertiser, flight dates); only a campaign with no ads and no impressions has nothing to say.
 */
export function isCampaignHeaderEmpty(data: CampaignHeaderResponse): boolean {
  return data.campaign.creativesCount === 0 && data.campaign.impressions === 0;
}
