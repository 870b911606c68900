// What `@adlens/report-widgets/engagement` exports besides the provider and `DatasetWidget`: this folder's public API.
export { engagementWidget } from './engagementWidget.ts';
export { EngagementView } from './EngagementView.tsx';
export type { EngagementViewProps } from './EngagementView.tsx';
