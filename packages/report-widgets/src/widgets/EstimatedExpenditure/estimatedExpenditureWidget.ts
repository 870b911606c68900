import { ESTIMATED_EXPENDITURE_DATASET, type EstimatedExpenditureResponse } from '@adlens/core';
import { buildItemRequest } from '../../registry/buildItemRequest.ts';
import { defineWidget } from '../../registry/widgetDefinition.ts';
import { estimatedExpenditureExportRows, isEstimatedExpenditureEmpty } from './estimatedExpenditureData.ts';
import { EstimatedExpenditureSkeleton } from './EstimatedExpenditureSkeleton.tsx';
import { EstimatedExpenditureView } from './EstimatedExpenditureView.tsx';
import type { EstimatedExpenditureExportRow } from './estimatedExpenditureData.ts';

/** The estimated-expenditure widget type, declared once for every reader of the registry. */
export const estimatedExpenditureWidget = defineWidget<
  'estimated-expenditure',
  EstimatedExpenditureResponse,
  EstimatedExpenditureExportRow,
  undefined
>({
  type: 'estimated-expenditure',
  titleKey: 'widgets.estimatedExpenditure.title',
  helpKey: 'widgets.estimatedExpenditure.help',
  dataset: ESTIMATED_EXPENDITURE_DATASET,
  // Brands too: the brand report and the sales tool's brand preview show it (spec access-shell-plans §2.5).
  entityTypes: ['advertiser', 'brand'],
  defaultOptions: undefined,
  buildRequest: buildItemRequest,
  isEmpty: isEstimatedExpenditureEmpty,
  component: EstimatedExpenditureView,
  skeleton: EstimatedExpenditureSkeleton,
  texts: { empty: 'widget.empty', emptyHint: 'widget.emptyHint', error: 'widget.error' },
  chartKind: 'pie',
  defaultSize: { w: 6, h: 4 },
  exportRows: estimatedExpenditureExportRows,
  exportColumns: [
    { id: 'entity', titleKey: 'widgets.charts.item', value: (row) => row.entity },
    { id: 'channel', titleKey: 'exportColumns.channel', value: (row, t) => t(`channel.${row.channel}`) },
    { id: 'expenses', titleKey: 'widgets.estimatedExpenditure.expenses', value: (row) => row.expenses },
    { id: 'impressions', titleKey: 'widgets.estimatedExpenditure.impressions', value: (row) => row.impressions },
  ],
});
