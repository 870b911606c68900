import { type AdTypesResponse, REPORT_DATASETS, DATASET_EXPORT_TABLES } from '@adlens/core';
import { isDistributionEmpty } from '../../charts/distributionData.ts';
import {
  DEFAULT_DISTRIBUTION_OPTIONS,
  distributionChoices,
  type DistributionOptions,
} from '../../charts/distributionMetric.ts';
import { DistributionMetricControls } from '../../charts/DistributionMetricControls.tsx';
import { buildItemRequest } from '../../contract/buildItemRequest.ts';
import { defineWidget } from '../../contract/widgetDefinition.ts';
import { AdTypesSkeleton } from './AdTypesSkeleton.tsx';
import { AdTypesView } from './AdTypesView.tsx';

/** Ad-types distribution: a donut per report item of its impressions by creative type. */
export const adTypesWidget = defineWidget<'ad-types-distribution', AdTypesResponse, unknown, DistributionOptions>({
  type: 'ad-types-distribution',
  titleKey: 'widgets.adTypes.title',
  helpKey: 'widgets.adTypes.help',
  dataset: REPORT_DATASETS.adTypes,
  entityTypes: ['advertiser', 'publisher', 'campaign', 'brand', 'keyword', 'category'],
  defaultOptions: DEFAULT_DISTRIBUTION_OPTIONS,
  controls: DistributionMetricControls,
  savedChoices: distributionChoices,
  buildRequest: buildItemRequest,
  isEmpty: isDistributionEmpty,
  component: AdTypesView,
  skeleton: AdTypesSkeleton,
  texts: { empty: 'widget.empty', emptyHint: 'widget.emptyHint', error: 'widget.error' },
  chartKind: 'pie',
  defaultSize: { w: 6, h: 9 },
  // The one table of this dataset, for Copy data and the server's Excel and TSV.
  exportTable: DATASET_EXPORT_TABLES[REPORT_DATASETS.adTypes],
});
