import { type MobilePlatformsResponse, REPORT_DATASETS, DATASET_EXPORT_TABLES } from '@adlens/core';
import { isDistributionEmpty } from '../../charts/distributionData.ts';
import {
  DEFAULT_DISTRIBUTION_OPTIONS,
  distributionChoices,
  type DistributionOptions,
} from '../../charts/distributionMetric.ts';
import { DistributionMetricControls } from '../../charts/DistributionMetricControls.tsx';
import { buildItemRequest } from '../../contract/buildItemRequest.ts';
import { defineWidget } from '../../contract/widgetDefinition.ts';
import { MobilePlatformsSkeleton } from './MobilePlatformsSkeleton.tsx';
import { MobilePlatformsView } from './MobilePlatformsView.tsx';

/** Mobile platforms: a donut per report item of its mobile impressions on Android and iOS. */
export const mobilePlatformsWidget = defineWidget<
  'mobile-platforms',
  MobilePlatformsResponse,
  unknown,
  DistributionOptions
>({
  type: 'mobile-platforms',
  titleKey: 'widgets.mobilePlatforms.title',
  helpKey: 'widgets.mobilePlatforms.help',
  dataset: REPORT_DATASETS.mobilePlatforms,
  entityTypes: ['advertiser', 'category'],
  defaultOptions: DEFAULT_DISTRIBUTION_OPTIONS,
  controls: DistributionMetricControls,
  savedChoices: distributionChoices,
  buildRequest: buildItemRequest,
  isEmpty: isDistributionEmpty,
  component: MobilePlatformsView,
  skeleton: MobilePlatformsSkeleton,
  texts: { empty: 'widget.empty', emptyHint: 'widget.emptyHint', error: 'widget.error' },
  chartKind: 'pie',
  defaultSize: { w: 4, h: 10 },
  // The one table of this dataset, for Copy data and the server's Excel and TSV.
  exportTable: DATASET_EXPORT_TABLES[REPORT_DATASETS.mobilePlatforms],
});
