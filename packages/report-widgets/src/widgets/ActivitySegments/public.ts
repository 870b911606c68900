// What `@adlens/report-widgets/activity-segments` exports besides the provider and `DatasetWidget`: this folder's public API.
export { activitySegmentsWidget } from './activitySegmentsWidget.ts';
export { ActivitySegmentsView } from './ActivitySegmentsView.tsx';
export type { ActivitySegmentsViewProps } from './ActivitySegmentsView.tsx';
