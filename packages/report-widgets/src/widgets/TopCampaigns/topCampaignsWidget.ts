import { type CampaignsResponse, REPORT_DATASETS, DATASET_EXPORT_TABLES } from '@adlens/core';
import { defineWidget } from '../../contract/widgetDefinition.ts';
import {
  DEFAULT_TOP_CAMPAIGNS_OPTIONS,
  type TopCampaignsOptions,
  buildTopCampaignsRequest,
  isTopCampaignsEmpty,
} from './topCampaignsData.ts';
import { TopCampaignsSkeleton } from './TopCampaignsSkeleton.tsx';
import { TopCampaignsView } from './TopCampaignsView.tsx';

/**
 * Top campaigns of an advertiser, campaign, brand or keyword, or of a publisher (the campaigns the API
 * estimates ran on it, see apps/api migration 0011).
 */
export const topCampaignsWidget = defineWidget<'top-campaigns', CampaignsResponse, unknown, TopCampaignsOptions>({
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
  texts: {
    empty: 'widget.empty',
    emptyHint: 'widget.emptyHint',
    error: 'widget.error',
    noBenchmark: 'benchmark.topCampaigns',
  },
  chartKind: 'table',
  defaultSize: { w: 12, h: 7 },
  // The one table of this dataset, for Copy data and the server's Excel and TSV.
  exportTable: DATASET_EXPORT_TABLES[REPORT_DATASETS.topCampaigns],
});
