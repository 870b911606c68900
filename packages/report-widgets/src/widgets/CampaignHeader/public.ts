// What `@adlens/report-widgets/campaign-header` exports besides the provider and `DatasetWidget`: this folder's public API.
export { CampaignHeaderWidget } from './CampaignHeaderWidget.tsx';
export type { CampaignHeaderWidgetProps } from './CampaignHeaderWidget.tsx';
export { CampaignHeaderView } from './CampaignHeaderView.tsx';
export type { CampaignHeaderViewProps } from './CampaignHeaderView.tsx';
export { campaignHeaderWidget } from './campaignHeaderWidget.ts';
