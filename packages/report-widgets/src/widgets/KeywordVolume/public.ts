// What `@adlens/report-widgets/keyword-volume` exports besides the provider and `DatasetWidget`: this folder's public API.
export { keywordVolumeWidget } from './keywordVolumeWidget.ts';
export { KeywordVolumeView } from './KeywordVolumeView.tsx';
export type { KeywordVolumeViewProps } from './KeywordVolumeView.tsx';
