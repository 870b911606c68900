import { type KeywordsSummaryResponse, REPORT_DATASETS } from '@adlens/core';
import { buildItemRequest } from '../../registry/buildItemRequest.ts';
import { defineWidget } from '../../registry/widgetDefinition.ts';
import {
  type KeywordsSummaryExportRow,
  isKeywordsSummaryEmpty,
  keywordsSummaryExportRows,
} from './keywordsSummaryData.ts';
import { KeywordsSummarySkeleton } from './KeywordsSummarySkeleton.tsx';
import { KeywordsSummaryView } from './KeywordsSummaryView.tsx';

/** Keywords summary: a table per item of its keywords with campaigns, advertisers, impressions and spend. */
export const keywordsSummaryWidget = defineWidget<
  'keywords-summary',
  KeywordsSummaryResponse,
  KeywordsSummaryExportRow,
  undefined
>({
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
  defaultSize: { w: 6, h: 4 },
  exportRows: keywordsSummaryExportRows,
  exportColumns: [
    { id: 'item', titleKey: 'widgets.charts.item', value: (row) => row.item },
    { id: 'keyword', titleKey: 'widgets.keywordsSummary.keyword', value: (row) => row.name },
    { id: 'campaigns', titleKey: 'widgets.keywordsSummary.campaigns', value: (row) => row.campaignsCount },
    { id: 'advertisers', titleKey: 'widgets.keywordsSummary.advertisers', value: (row) => row.advertisersCount },
    { id: 'impressions', titleKey: 'widgets.charts.impressions', value: (row) => row.impressions },
    { id: 'expenses', titleKey: 'widgets.charts.expenses', value: (row) => row.expenses },
  ],
});
