import { type ChannelShareResponse, REPORT_DATASETS } from '@adlens/core';
import {
  type DistributionExportRow,
  distributionExportRows,
  isDistributionEmpty,
} from '../../charts/distributionData.ts';
import { buildItemRequest } from '../../registry/buildItemRequest.ts';
import { defineWidget } from '../../registry/widgetDefinition.ts';
import { ChannelShareSkeleton } from './ChannelShareSkeleton.tsx';
import { ChannelShareView } from './ChannelShareView.tsx';

type Channel = ChannelShareResponse['items'][number]['code'];

/** Category channel share-of-voice breakdown: a stacked column of channel shares per report item. */
export const channelShareWidget = defineWidget<'channel-share', ChannelShareResponse, DistributionExportRow, undefined>(
  {
    type: 'channel-share',
    titleKey: 'widgets.channelShare.title',
    helpKey: 'widgets.channelShare.help',
    dataset: REPORT_DATASETS.channelShare,
    entityTypes: ['category', 'advertiser', 'brand', 'publisher', 'campaign', 'keyword'],
    // spec reports-data §7: the share-of-voice datasets are read with the report's view token.
    needsViewToken: true,
    defaultOptions: undefined,
    buildRequest: buildItemRequest,
    isEmpty: isDistributionEmpty,
    component: ChannelShareView,
    skeleton: ChannelShareSkeleton,
    texts: { empty: 'widget.empty', emptyHint: 'widget.emptyHint', error: 'widget.error' },
    chartKind: 'column',
    defaultSize: { w: 6, h: 4 },
    exportRows: distributionExportRows,
    exportColumns: [
      { id: 'item', titleKey: 'widgets.charts.item', value: (row) => row.item },
      { id: 'channel', titleKey: 'exportColumns.channel', value: (row, t) => t(`channel.${row.code as Channel}`) },
      { id: 'share', titleKey: 'widgets.charts.share', value: (row) => row.share },
      { id: 'impressions', titleKey: 'widgets.charts.impressions', value: (row) => row.impressions },
      { id: 'expenses', titleKey: 'widgets.charts.expenses', value: (row) => row.expenses },
    ],
  },
);
