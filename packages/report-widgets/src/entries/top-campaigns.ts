// `@adlens/report-widgets/top-campaigns` (issue 23, "pay for what you use"): Top Campaigns alone, with the provider it renders in and `DatasetWidget`, which draws a widget definition.
// The same modules as the root entry: a context or component taken from here is the one the root exports.
export { AdlensWidgetsProvider } from '../provider/AdlensWidgetsProvider.tsx';
export type { AdlensColorSchemeOption, AdlensWidgetsProviderProps } from '../provider/AdlensWidgetsProvider.tsx';
export { AdlensShadowRoot, type AdlensShadowRootProps } from '../shadow/AdlensShadowRoot.tsx';
export { DatasetWidget } from '../DatasetWidget/DatasetWidget.tsx';
export type { DatasetWidgetProps } from '../DatasetWidget/DatasetWidget.tsx';
export type { ReportItem, WidgetFilters } from '../contract/widgetDefinition.ts';
export type { EntitySummary, EntityType, Language } from '@adlens/core';
export { TopCampaignsWidget } from '../widgets/TopCampaigns/TopCampaignsWidget.tsx';
export type { TopCampaignsWidgetProps } from '../widgets/TopCampaigns/TopCampaignsWidget.tsx';
export { TopCampaignsView } from '../widgets/TopCampaigns/TopCampaignsView.tsx';
export type { TopCampaignsViewProps } from '../widgets/TopCampaigns/TopCampaignsView.tsx';
export { topCampaignsWidget } from '../widgets/TopCampaigns/topCampaignsWidget.ts';
export type { TopCampaignsOptions } from '../widgets/TopCampaigns/topCampaignsData.ts';
