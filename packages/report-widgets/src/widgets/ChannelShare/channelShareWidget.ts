import { type ChannelShareResponse, REPORT_DATASETS, DATASET_EXPORT_TABLES } from '@adlens/core';
import { isDistributionEmpty } from '../../charts/distributionData.ts';
import { buildItemRequest } from '../../contract/buildItemRequest.ts';
import { defineWidget } from '../../contract/widgetDefinition.ts';
import { ChannelShareSkeleton } from './ChannelShareSkeleton.tsx';
import { ChannelShareView } from './ChannelShareView.tsx';

/** Category channel share-of-voice breakdown: a stacked column of channel shares per report item. */
export const channelShareWidget = defineWidget<'channel-share', ChannelShareResponse, unknown, undefined>({
  type: 'channel-share',
  titleKey: 'widgets.channelShare.title',
  helpKey: 'widgets.channelShare.help',
  dataset: REPORT_DATASETS.channelShare,
  entityTypes: ['category', 'advertiser', 'brand', 'publisher', 'campaign', 'keyword'],
  // The share-of-voice datasets are read with the report's view token.
  needsViewToken: true,
  defaultOptions: undefined,
  buildRequest: buildItemRequest,
  isEmpty: isDistributionEmpty,
  component: ChannelShareView,
  skeleton: ChannelShareSkeleton,
  texts: { empty: 'widget.empty', emptyHint: 'widget.emptyHint', error: 'widget.error' },
  chartKind: 'column',
  defaultSize: { w: 6, h: 10 },
  // The one table of this dataset, for Copy data and the server's Excel and TSV.
  exportTable: DATASET_EXPORT_TABLES[REPORT_DATASETS.channelShare],
});
