import { type MonthOverMonthResponse, REPORT_DATASETS } from '@adlens/core';
import { buildItemRequest } from '../../registry/buildItemRequest.ts';
import { defineWidget } from '../../registry/widgetDefinition.ts';
import { type MonthOverMonthExportRow, isMonthOverMonthEmpty, monthOverMonthExportRows } from './monthOverMonthData.ts';
import { MonthOverMonthSkeleton } from './MonthOverMonthSkeleton.tsx';
import { MonthOverMonthView } from './MonthOverMonthView.tsx';

/** Month-over-month change: the last whole month's spend and impressions against the month before. */
export const monthOverMonthWidget = defineWidget<
  'month-over-month-change',
  MonthOverMonthResponse,
  MonthOverMonthExportRow,
  undefined
>({
  type: 'month-over-month-change',
  titleKey: 'widgets.monthOverMonth.title',
  helpKey: 'widgets.monthOverMonth.help',
  dataset: REPORT_DATASETS.monthOverMonth,
  entityTypes: ['advertiser', 'publisher', 'category', 'brand', 'campaign', 'keyword'],
  // spec reports-data §7: month-over-month-change is read with useViewToken.
  needsViewToken: true,
  defaultOptions: undefined,
  buildRequest: buildItemRequest,
  isEmpty: isMonthOverMonthEmpty,
  component: MonthOverMonthView,
  skeleton: MonthOverMonthSkeleton,
  texts: { empty: 'widget.empty', emptyHint: 'widget.emptyHint', error: 'widget.error' },
  chartKind: 'header',
  defaultSize: { w: 4, h: 2 },
  exportRows: monthOverMonthExportRows,
  exportColumns: [
    { id: 'item', titleKey: 'widgets.charts.item', value: (row) => row.item },
    { id: 'month', titleKey: 'widgets.monthOverMonth.month', value: (row) => row.month },
    { id: 'expenses', titleKey: 'widgets.charts.expenses', value: (row) => row.expenses },
    { id: 'impressions', titleKey: 'widgets.charts.impressions', value: (row) => row.impressions },
    { id: 'change', titleKey: 'widgets.monthOverMonth.change', value: (row) => row.expensesChange },
  ],
});
