import { REPORT_DATASETS, type TransactionMethodsResponse, DATASET_EXPORT_TABLES } from '@adlens/core';
import { isDistributionEmpty } from '../../charts/distributionData.ts';
import {
  DEFAULT_DISTRIBUTION_OPTIONS,
  distributionChoices,
  type DistributionOptions,
} from '../../charts/distributionMetric.ts';
import { DistributionMetricControls } from '../../charts/DistributionMetricControls.tsx';
import { buildItemRequest } from '../../contract/buildItemRequest.ts';
import { defineWidget } from '../../contract/widgetDefinition.ts';
import { TransactionMethodsSkeleton } from './TransactionMethodsSkeleton.tsx';
import { TransactionMethodsView } from './TransactionMethodsView.tsx';

/** Transaction methods and details: a donut of buying methods per item and a table of them by channel. */
export const transactionMethodsWidget = defineWidget<
  'transaction-methods',
  TransactionMethodsResponse,
  unknown,
  DistributionOptions
>({
  type: 'transaction-methods',
  titleKey: 'widgets.transactionMethods.title',
  helpKey: 'widgets.transactionMethods.help',
  dataset: REPORT_DATASETS.transactionMethods,
  entityTypes: ['advertiser', 'publisher', 'campaign', 'brand', 'keyword', 'category'],
  defaultOptions: DEFAULT_DISTRIBUTION_OPTIONS,
  controls: DistributionMetricControls,
  savedChoices: distributionChoices,
  buildRequest: buildItemRequest,
  isEmpty: isDistributionEmpty,
  component: TransactionMethodsView,
  skeleton: TransactionMethodsSkeleton,
  texts: { empty: 'widget.empty', emptyHint: 'widget.emptyHint', error: 'widget.error' },
  chartKind: 'pie',
  defaultSize: { w: 6, h: 12 },
  // The one table of this dataset, for Copy data and the server's Excel and TSV.
  exportTable: DATASET_EXPORT_TABLES[REPORT_DATASETS.transactionMethods],
});
