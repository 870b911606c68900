import { type CampaignHeaderResponse, REPORT_DATASETS } from '@adlens/core';
import { buildItemRequest } from '../../registry/buildItemRequest.ts';
import { defineWidget } from '../../registry/widgetDefinition.ts';
import { type CampaignHeaderExportRow, campaignHeaderExportRows, isCampaignHeaderEmpty } from './campaignHeaderData.ts';
import { CampaignHeaderSkeleton } from './CampaignHeaderSkeleton.tsx';
import { CampaignHeaderView } from './CampaignHeaderView.tsx';

/** The campaign report's header: the campaign at a glance. */
export const campaignHeaderWidget = defineWidget<'campaign-header', CampaignHeaderResponse, CampaignHeaderExportRow>({
  type: 'campaign-header',
  titleKey: 'widgets.campaignHeader.title',
  helpKey: 'widgets.campaignHeader.help',
  dataset: REPORT_DATASETS.campaignHeader,
  entityTypes: ['campaign'],
  defaultOptions: undefined,
  buildRequest: buildItemRequest,
  isEmpty: isCampaignHeaderEmpty,
  component: CampaignHeaderView,
  skeleton: CampaignHeaderSkeleton,
  texts: { empty: 'widget.empty', emptyHint: 'widget.emptyHint', error: 'widget.error' },
  chartKind: 'header',
  defaultSize: { w: 12, h: 2 },
  exportRows: campaignHeaderExportRows,
  exportColumns: [
    { id: 'campaign', titleKey: 'widgets.topCampaigns.campaign', value: (row) => row.campaign },
    { id: 'advertiser', titleKey: 'widgets.campaignHeader.advertiser', value: (row) => row.advertiser },
    { id: 'landingPage', titleKey: 'widgets.campaignHeader.landingPage', value: (row) => row.landingPage },
    { id: 'firstSeen', titleKey: 'widgets.topCampaigns.firstSeen', value: (row) => row.firstSeen },
    { id: 'lastSeen', titleKey: 'widgets.topCampaigns.lastSeen', value: (row) => row.lastSeen },
    { id: 'duration', titleKey: 'widgets.campaignHeader.duration', value: (row) => row.duration },
    { id: 'channels', titleKey: 'widgets.campaignHeader.channels', value: (row) => row.channels },
    { id: 'keywords', titleKey: 'widgets.campaignHeader.keywords', value: (row) => row.keywords },
    { id: 'impressions', titleKey: 'widgets.campaignHeader.impressions', value: (row) => row.impressions },
    { id: 'expenses', titleKey: 'widgets.campaignHeader.spend', value: (row) => row.expenses },
  ],
});
