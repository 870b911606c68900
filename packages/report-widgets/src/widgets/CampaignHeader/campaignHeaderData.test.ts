import { describe, expect, it } from 'vitest';
import { campaignHeaderCampaign } from '../../fixtures/listFixtures.ts';
import { campaignHeaderExportRows, isCampaignHeaderEmpty } from './campaignHeaderData.ts';

const { campaign } = campaignHeaderCampaign;

describe('isCampaignHeaderEmpty', () => {
  it('keeps a campaign with ads but no impressions in the period: it still has a title and a flight', () => {
    expect(
      isCampaignHeaderEmpty({
        ...campaignHeaderCampaign,
        campaign: { ...campaign, impressions: 0, creativesCount: 3 },
      }),
    ).toBe(false);
  });

  it('is empty for a campaign without ads or impressions', () => {
    expect(
      isCampaignHeaderEmpty({
        ...campaignHeaderCampaign,
        campaign: { ...campaign, impressions: 0, creativesCount: 0 },
      }),
    ).toBe(true);
  });
});

describe('campaignHeaderExportRows', () => {
  it('gives one row per campaign with channel codes and keywords joined', () => {
    const item = {
      key: String(campaign.id),
      title: campaign.title,
      icon: null,
      entities: [{ entityType: 'campaign' as const, ids: [campaign.id] }],
    };
    expect(campaignHeaderExportRows([{ item, data: campaignHeaderCampaign }])).toEqual([
      {
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
      },
    ]);
  });
});
