import { type KeywordsSummaryResponse, REPORT_DATASETS, DATASET_EXPORT_TABLES } from '@adlens/core';
import { buildItemRequest } from '../../contract/buildItemRequest.ts';
import { defineWidget } from '../../contract/widgetDefinition.ts';
import { isKeywordsSummaryEmpty } from './keywordsSummaryData.ts';
import { KeywordsSummarySkeleton } from './KeywordsSummarySkeleton.tsx';
import { KeywordsSummaryView } from './KeywordsSummaryView.tsx';

/** Keywords summary: a table per item of its keywords with campaigns, advertisers, impressions and spend. */
export const keywordsSummaryWidget = defineWidget<'keywords-summary', KeywordsSummaryResponse, unknown, undefined>({
  type: 'keywords-summary',
  titleKey: 'widgets.keywordsSummary.title',
  helpKey: 'widgets.keywordsSummary.help',
  dataset: REPORT_DATASETS.keywordsSummary,
  entityTypes: ['keyword', 'advertiser', 'campaign', 'brand'],
  defaultOptions: undefined,
  buildRequest: buildItemRequest,
  isEmpty: isKeywordsSummaryEmpty,
  component: KeywordsSummaryView,
  skeleton: KeywordsSummarySkeleton,
  texts: { empty: 'widget.empty', emptyHint: 'widget.emptyHint', error: 'widget.error' },
  chartKind: 'table',
  defaultSize: { w: 6, h: 9 },
  // The one table of this dataset, for Copy data and the server's Excel and TSV.
  exportTable: DATASET_EXPORT_TABLES[REPORT_DATASETS.keywordsSummary],
});
