import { REPORT_DATASETS, type TrendResponse, DATASET_EXPORT_TABLES } from '@adlens/core';
import { buildItemRequest } from '../../contract/buildItemRequest.ts';
import { defineWidget } from '../../contract/widgetDefinition.ts';
import {
  DEFAULT_TREND_OPTIONS,
  type ExpenditureTrendOptions,
  isTrendEmpty,
  trendChoices,
} from './expenditureTrendData.ts';
import { ExpenditureTrendControls } from './ExpenditureTrendControls.tsx';
import { ExpenditureTrendSkeleton } from './ExpenditureTrendSkeleton.tsx';
import { ExpenditureTrendView } from './ExpenditureTrendView.tsx';
import { TREND_BODY_MIN_HEIGHT } from './trendLayout.ts';

/**
 * Expenditure trend and breakdown: spend per interval as a line, area or columns; one item broken
 * down by channel (stacked), a comparison as one series per item.
 */
export const expenditureTrendWidget = defineWidget<
  'expenditure-trend',
  TrendResponse,
  unknown,
  ExpenditureTrendOptions
>({
  type: 'expenditure-trend',
  titleKey: 'widgets.expenditureTrend.title',
  helpKey: 'widgets.expenditureTrend.help',
  dataset: REPORT_DATASETS.expenditureTrend,
  entityTypes: ['advertiser', 'publisher', 'category', 'brand', 'campaign', 'keyword'],
  defaultOptions: DEFAULT_TREND_OPTIONS,
  buildRequest: (input) => {
    const request = buildItemRequest(input);
    // core reportDatasets.ts: the interval is the custom parameter `interval`; the chart type is local.
    if (input.options.interval) request.params = { ...request.params, interval: input.options.interval };
    return request;
  },
  isEmpty: isTrendEmpty,
  component: ExpenditureTrendView,
  controls: ExpenditureTrendControls,
  savedChoices: trendChoices,
  skeleton: ExpenditureTrendSkeleton,
  // Its views (line, area, columns; each interval) and states keep one height (trendLayout.ts).
  bodyMinHeight: TREND_BODY_MIN_HEIGHT,
  texts: { empty: 'widget.empty', emptyHint: 'widget.emptyHint', error: 'widget.error' },
  chartKind: 'line',
  defaultSize: { w: 12, h: 10 },
  // The one table of this dataset, for Copy data and the server's Excel and TSV.
  exportTable: DATASET_EXPORT_TABLES[REPORT_DATASETS.expenditureTrend],
});
