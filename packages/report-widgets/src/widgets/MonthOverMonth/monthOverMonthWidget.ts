import { type MonthOverMonthResponse, REPORT_DATASETS, DATASET_EXPORT_TABLES } from '@adlens/core';
import { buildItemRequest } from '../../contract/buildItemRequest.ts';
import { defineWidget } from '../../contract/widgetDefinition.ts';
import { isMonthOverMonthEmpty } from './monthOverMonthData.ts';
import { MonthOverMonthSkeleton } from './MonthOverMonthSkeleton.tsx';
import { MonthOverMonthView } from './MonthOverMonthView.tsx';

/** Month-over-month change: the last whole month's spend and impressions against the month before. */
export const monthOverMonthWidget = defineWidget<'month-over-month-change', MonthOverMonthResponse, unknown, undefined>(
  {
    type: 'month-over-month-change',
    titleKey: 'widgets.monthOverMonth.title',
    helpKey: 'widgets.monthOverMonth.help',
    dataset: REPORT_DATASETS.monthOverMonth,
    entityTypes: ['advertiser', 'publisher', 'category', 'brand', 'campaign', 'keyword'],
    // Month-over-month-change is read with useViewToken.
    needsViewToken: true,
    defaultOptions: undefined,
    buildRequest: buildItemRequest,
    isEmpty: isMonthOverMonthEmpty,
    component: MonthOverMonthView,
    skeleton: MonthOverMonthSkeleton,
    texts: { empty: 'widget.empty', emptyHint: 'widget.emptyHint', error: 'widget.error' },
    chartKind: 'header',
    defaultSize: { w: 4, h: 8 },
    // The one table of this dataset, for Copy data and the server's Excel and TSV.
    exportTable: DATASET_EXPORT_TABLES[REPORT_DATASETS.monthOverMonth],
  },
);
