import { type CampaignHeaderResponse, REPORT_DATASETS, DATASET_EXPORT_TABLES } from '@adlens/core';
import { buildItemRequest } from '../../contract/buildItemRequest.ts';
import { defineWidget } from '../../contract/widgetDefinition.ts';
import { isCampaignHeaderEmpty } from './campaignHeaderData.ts';
import { CampaignHeaderSkeleton } from './CampaignHeaderSkeleton.tsx';
import { CampaignHeaderView } from './CampaignHeaderView.tsx';

/** The campaign report's header: the campaign at a glance. */
export const campaignHeaderWidget = defineWidget<'campaign-header', CampaignHeaderResponse, unknown>({
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
  defaultSize: { w: 12, h: 5 },
  // The one table of this dataset, for Copy data and the server's Excel and TSV.
  exportTable: DATASET_EXPORT_TABLES[REPORT_DATASETS.campaignHeader],
});
