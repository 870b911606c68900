// What `@adlens/report-widgets/keywords-summary` exports besides the provider and `DatasetWidget`: this folder's public API.
export { keywordsSummaryWidget } from './keywordsSummaryWidget.ts';
export { KeywordsSummaryView } from './KeywordsSummaryView.tsx';
export type { KeywordsSummaryViewProps } from './KeywordsSummaryView.tsx';
