// `@adlens/report-widgets/campaign-header` (issue 23, "pay for what you use"): Campaign Header alone, with the provider it renders in and `DatasetWidget`, which draws a widget definition.
// The same modules as the root entry: a context or component taken from here is the one the root exports.
export { AdlensWidgetsProvider } from '../provider/AdlensWidgetsProvider.tsx';
export type { AdlensColorSchemeOption, AdlensWidgetsProviderProps } from '../provider/AdlensWidgetsProvider.tsx';
export { AdlensShadowRoot, type AdlensShadowRootProps } from '../shadow/AdlensShadowRoot.tsx';
export { DatasetWidget } from '../DatasetWidget/DatasetWidget.tsx';
export type { DatasetWidgetProps } from '../DatasetWidget/DatasetWidget.tsx';
export type { ReportItem, WidgetFilters } from '../contract/widgetDefinition.ts';
export type { EntitySummary, EntityType, Language } from '@adlens/core';
export { CampaignHeaderWidget } from '../widgets/CampaignHeader/CampaignHeaderWidget.tsx';
export type { CampaignHeaderWidgetProps } from '../widgets/CampaignHeader/CampaignHeaderWidget.tsx';
export { CampaignHeaderView } from '../widgets/CampaignHeader/CampaignHeaderView.tsx';
export type { CampaignHeaderViewProps } from '../widgets/CampaignHeader/CampaignHeaderView.tsx';
export { campaignHeaderWidget } from '../widgets/CampaignHeader/campaignHeaderWidget.ts';
