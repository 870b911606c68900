// `@adlens/report-widgets/mobile-platforms` (issue 23, "pay for what you use"): Mobile Platforms alone, with the provider it renders in and `DatasetWidget`, which draws a widget definition.
// The same modules as the root entry: a context or component taken from here is the one the root exports.
export { AdlensWidgetsProvider } from '../provider/AdlensWidgetsProvider.tsx';
export type { AdlensColorSchemeOption, AdlensWidgetsProviderProps } from '../provider/AdlensWidgetsProvider.tsx';
export { AdlensShadowRoot, type AdlensShadowRootProps } from '../shadow/AdlensShadowRoot.tsx';
export { DatasetWidget } from '../DatasetWidget/DatasetWidget.tsx';
export type { DatasetWidgetProps } from '../DatasetWidget/DatasetWidget.tsx';
export type { ReportItem, WidgetFilters } from '../contract/widgetDefinition.ts';
export type { EntitySummary, EntityType, Language } from '@adlens/core';
export { mobilePlatformsWidget } from '../widgets/MobilePlatforms/mobilePlatformsWidget.ts';
export { MobilePlatformsView } from '../widgets/MobilePlatforms/MobilePlatformsView.tsx';
export type { MobilePlatformsViewProps } from '../widgets/MobilePlatforms/MobilePlatformsView.tsx';
export type { DistributionMetric, DistributionOptions } from '../charts/distributionMetric.ts';
