// `@adlens/report-widgets/ad-types` (issue 23, "pay for what you use"): Ad Types alone, with the provider it renders in and `DatasetWidget`, which draws a widget definition.
// The same modules as the root entry: a context or component taken from here is the one the root exports.
export { AdlensWidgetsProvider } from '../provider/AdlensWidgetsProvider.tsx';
export type { AdlensColorSchemeOption, AdlensWidgetsProviderProps } from '../provider/AdlensWidgetsProvider.tsx';
export { AdlensShadowRoot, type AdlensShadowRootProps } from '../shadow/AdlensShadowRoot.tsx';
export { DatasetWidget } from '../DatasetWidget/DatasetWidget.tsx';
export type { DatasetWidgetProps } from '../DatasetWidget/DatasetWidget.tsx';
export type { ReportItem, WidgetFilters } from '../contract/widgetDefinition.ts';
export type { EntitySummary, EntityType, Language } from '@adlens/core';
export { adTypesWidget } from '../widgets/AdTypes/adTypesWidget.ts';
export { AdTypesView } from '../widgets/AdTypes/AdTypesView.tsx';
export type { AdTypesViewProps } from '../widgets/AdTypes/AdTypesView.tsx';
export type { DistributionMetric, DistributionOptions } from '../charts/distributionMetric.ts';
