import { type CampaignsResponse, REPORT_DATASETS } from '@adlens/core';
import { defineWidget } from '../../registry/widgetDefinition.ts';
import {
  DEFAULT_TOP_CAMPAIGNS_OPTIONS,
  type TopCampaignsExportRow,
  type TopCampaignsOptions,
  buildTopCampaignsRequest,
  isTopCampaignsEmpty,
  topCampaignsExportRows,
} from './topCampaignsData.ts';
import { TopCampaignsSkeleton } from './TopCampaignsSkeleton.tsx';
import { TopCampaignsView } from './TopCampaignsView.tsx';

/**
 * Top campaigns of an advertiser, campaign, brand or keyword, or of a publisher (the campaigns the API
 * estimates ran on it, see apps/api migration 0011).
 */
export const topCampaignsWidget = defineWidget<
  'top-campaigns',
  CampaignsResponse,
  TopCampaignsExportRow,
  TopCampaignsOptions
>({
  type: 'top-campaigns',
  titleKey: 'widgets.topCampaigns.title',
  helpKey: 'widgets.topCampaigns.help',
  dataset: REPORT_DATASETS.topCampaigns,
  entityTypes: ['advertiser', 'publisher', 'campaign', 'brand', 'keyword'],
  defaultOptions: DEFAULT_TOP_CAMPAIGNS_OPTIONS,
  buildRequest: buildTopCampaignsRequest,
  isEmpty: isTopCampaignsEmpty,
  component: TopCampaignsView,
  skeleton: TopCampaignsSkeleton,
  texts: { empty: 'widget.empty', emptyHint: 'widget.emptyHint', error: 'widget.error' },
  chartKind: 'table',
  defaultSize: { w: 12, h: 5 },
  exportRows: topCampaignsExportRows,
  exportColumns: [
    { id: 'item', titleKey: 'widgets.rankings.item', value: (row) => row.item },
    { id: 'campaign', titleKey: 'widgets.topCampaigns.campaign', value: (row) => row.campaign },
    { id: 'advertiser', titleKey: 'widgets.topCampaigns.advertiser', value: (row) => row.advertiser },
    { id: 'firstSeen', titleKey: 'widgets.topCampaigns.firstSeen', value: (row) => row.firstSeen },
    { id: 'lastSeen', titleKey: 'widgets.topCampaigns.lastSeen', value: (row) => row.lastSeen },
    { id: 'duration', titleKey: 'widgets.topCampaigns.duration', value: (row) => row.duration },
    { id: 'channels', titleKey: 'widgets.topCampaigns.channels', value: (row) => row.channels },
    { id: 'impressions', titleKey: 'widgets.topCampaigns.impressions', value: (row) => row.impressions },
    { id: 'expenses', titleKey: 'widgets.topCampaigns.spend', value: (row) => row.expenses },
    { id: 'landingPage', titleKey: 'widgets.topCampaigns.landingPage', value: (row) => row.landingPage },
  ],
});
