import { ESTIMATED_EXPENDITURE_DATASET, type EstimatedExpenditureResponse, DATASET_EXPORT_TABLES } from '@adlens/core';
import { buildItemRequest } from '../../contract/buildItemRequest.ts';
import { defineWidget } from '../../contract/widgetDefinition.ts';
import { isEstimatedExpenditureEmpty } from './estimatedExpenditureData.ts';
import { EstimatedExpenditureSkeleton } from './EstimatedExpenditureSkeleton.tsx';
import { EstimatedExpenditureView } from './EstimatedExpenditureView.tsx';

/** The estimated-expenditure widget type, declared once for every reader of the registry. */
export const estimatedExpenditureWidget = defineWidget<
  'estimated-expenditure',
  EstimatedExpenditureResponse,
  unknown,
  undefined
>({
  type: 'estimated-expenditure',
  titleKey: 'widgets.estimatedExpenditure.title',
  helpKey: 'widgets.estimatedExpenditure.help',
  dataset: ESTIMATED_EXPENDITURE_DATASET,
  // Brands too: the brand report and the sales tool's brand preview show it.
  entityTypes: ['advertiser', 'brand'],
  defaultOptions: undefined,
  buildRequest: buildItemRequest,
  isEmpty: isEstimatedExpenditureEmpty,
  component: EstimatedExpenditureView,
  skeleton: EstimatedExpenditureSkeleton,
  texts: {
    empty: 'widget.empty',
    emptyHint: 'widget.emptyHint',
    error: 'widget.error',
    noBenchmark: 'benchmark.estimatedExpenditure',
  },
  chartKind: 'pie',
  defaultSize: { w: 6, h: 8 },
  // The one table of this dataset, for Copy data and the server's Excel and TSV.
  exportTable: DATASET_EXPORT_TABLES[ESTIMATED_EXPENDITURE_DATASET],
});
