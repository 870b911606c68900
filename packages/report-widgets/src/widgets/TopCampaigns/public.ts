// What `@adlens/report-widgets/top-campaigns` exports besides the provider and `DatasetWidget`: this folder's public API.
export { TopCampaignsWidget } from './TopCampaignsWidget.tsx';
export type { TopCampaignsWidgetProps } from './TopCampaignsWidget.tsx';
export { TopCampaignsView } from './TopCampaignsView.tsx';
export type { TopCampaignsViewProps } from './TopCampaignsView.tsx';
export { topCampaignsWidget } from './topCampaignsWidget.ts';
export type { TopCampaignsOptions } from './topCampaignsData.ts';
