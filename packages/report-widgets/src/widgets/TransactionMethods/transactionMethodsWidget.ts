import { REPORT_DATASETS, type TransactionMethodsResponse } from '@adlens/core';
import {
  type DistributionExportRow,
  distributionExportRows,
  isDistributionEmpty,
} from '../../charts/distributionData.ts';
import { buildItemRequest } from '../../registry/buildItemRequest.ts';
import { defineWidget } from '../../registry/widgetDefinition.ts';
import { TransactionMethodsSkeleton } from './TransactionMethodsSkeleton.tsx';
import { TransactionMethodsView } from './TransactionMethodsView.tsx';

type Method = TransactionMethodsResponse['items'][number]['code'];

/** Transaction methods and details: a donut of buying methods per item and a table of them by channel. */
export const transactionMethodsWidget = defineWidget<
  'transaction-methods',
  TransactionMethodsResponse,
  DistributionExportRow,
  undefined
>({
  type: 'transaction-methods',
  titleKey: 'widgets.transactionMethods.title',
  helpKey: 'widgets.transactionMethods.help',
  dataset: REPORT_DATASETS.transactionMethods,
  entityTypes: ['advertiser', 'publisher', 'campaign', 'brand', 'keyword'],
  defaultOptions: undefined,
  buildRequest: buildItemRequest,
  isEmpty: isDistributionEmpty,
  component: TransactionMethodsView,
  skeleton: TransactionMethodsSkeleton,
  texts: { empty: 'widget.empty', emptyHint: 'widget.emptyHint', error: 'widget.error' },
  chartKind: 'pie',
  defaultSize: { w: 6, h: 5 },
  exportRows: distributionExportRows,
  exportColumns: [
    { id: 'item', titleKey: 'widgets.charts.item', value: (row) => row.item },
    {
      id: 'method',
      titleKey: 'widgets.transactionMethods.method',
      value: (row, t) => t(`widgets.transactionMethods.${row.code as Method}`),
    },
    { id: 'share', titleKey: 'widgets.charts.share', value: (row) => row.share },
    { id: 'impressions', titleKey: 'widgets.charts.impressions', value: (row) => row.impressions },
    { id: 'expenses', titleKey: 'widgets.charts.expenses', value: (row) => row.expenses },
  ],
});
