import { describe, expect, it } from 'vitest';
import { campaignHeaderCampaign } from '../../fixtures/listFixtures.ts';
import { en } from '@adlens/core';
import { exportCells } from '../../DatasetWidget/toTsv.ts';
import { isCampaignHeaderEmpty } from './campaignHeaderData.ts';
import { campaignHeaderWidget } from './campaignHeaderWidget.ts';

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

describe('campaign header export', () => {
  it('gives one row per campaign with channel names and keywords joined', () => {
    const item = {
      key: String(campaign.id),
      title: campaign.title,
      icon: null,
      entities: [{ entityType: 'campaign' as const, ids: [campaign.id] }],
    };
    expect(exportCells(campaignHeaderWidget.exportTable, [{ item, data: campaignHeaderCampaign }])).toEqual([
      [
        campaign.title,
        campaign.advertiser.title,
        campaign.firstSeen,
        campaign.lastSeen,
        campaign.duration,
        campaign.channels.map((channel) => en.channel[channel]).join(', '),
        campaign.creativesCount,
        campaign.impressions,
        campaign.expenses,
        campaign.homePageUrl,
        campaign.keywords.join(', '),
      ],
    ]);
  });
});
