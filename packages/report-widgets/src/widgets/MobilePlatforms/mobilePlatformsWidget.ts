import { type MobilePlatformsResponse, REPORT_DATASETS } from '@adlens/core';
import {
  type DistributionExportRow,
  distributionExportRows,
  isDistributionEmpty,
} from '../../charts/distributionData.ts';
import { buildItemRequest } from '../../registry/buildItemRequest.ts';
import { defineWidget } from '../../registry/widgetDefinition.ts';
import { MobilePlatformsSkeleton } from './MobilePlatformsSkeleton.tsx';
import { MobilePlatformsView } from './MobilePlatformsView.tsx';

/** Mobile platforms: a donut per report item of its mobile impressions on Android and iOS. */
export const mobilePlatformsWidget = defineWidget<
  'mobile-platforms',
  MobilePlatformsResponse,
  DistributionExportRow,
  undefined
>({
  type: 'mobile-platforms',
  titleKey: 'widgets.mobilePlatforms.title',
  helpKey: 'widgets.mobilePlatforms.help',
  dataset: REPORT_DATASETS.mobilePlatforms,
  entityTypes: ['advertiser', 'category'],
  defaultOptions: undefined,
  buildRequest: buildItemRequest,
  isEmpty: isDistributionEmpty,
  component: MobilePlatformsView,
  skeleton: MobilePlatformsSkeleton,
  texts: { empty: 'widget.empty', emptyHint: 'widget.emptyHint', error: 'widget.error' },
  chartKind: 'pie',
  defaultSize: { w: 4, h: 4 },
  exportRows: distributionExportRows,
  exportColumns: [
    { id: 'item', titleKey: 'widgets.charts.item', value: (row) => row.item },
    {
      id: 'platform',
      titleKey: 'widgets.mobilePlatforms.platform',
      value: (row, t) => t(`widgets.mobilePlatforms.${row.code as MobilePlatformsResponse['items'][number]['code']}`),
    },
    { id: 'share', titleKey: 'widgets.charts.share', value: (row) => row.share },
    { id: 'impressions', titleKey: 'widgets.charts.impressions', value: (row) => row.impressions },
    { id: 'expenses', titleKey: 'widgets.charts.expenses', value: (row) => row.expenses },
  ],
});
