// `@adlens/report-widgets/expenditure-trend` (issue 23, "pay for what you use"): Expenditure Trend alone, with the provider it renders in and `DatasetWidget`, which draws a widget definition.
// The same modules as the root entry: a context or component taken from here is the one the root exports.
export { AdlensWidgetsProvider } from '../provider/AdlensWidgetsProvider.tsx';
export type { AdlensColorSchemeOption, AdlensWidgetsProviderProps } from '../provider/AdlensWidgetsProvider.tsx';
export { AdlensShadowRoot, type AdlensShadowRootProps } from '../shadow/AdlensShadowRoot.tsx';
export { DatasetWidget } from '../DatasetWidget/DatasetWidget.tsx';
export type { DatasetWidgetProps } from '../DatasetWidget/DatasetWidget.tsx';
export type { ReportItem, WidgetFilters } from '../contract/widgetDefinition.ts';
export type { EntitySummary, EntityType, Language } from '@adlens/core';
export { expenditureTrendWidget } from '../widgets/ExpenditureTrend/expenditureTrendWidget.ts';
export { ExpenditureTrendView } from '../widgets/ExpenditureTrend/ExpenditureTrendView.tsx';
export type { ExpenditureTrendViewProps } from '../widgets/ExpenditureTrend/ExpenditureTrendView.tsx';
export type { ExpenditureTrendOptions, TrendChartKind } from '../widgets/ExpenditureTrend/expenditureTrendData.ts';
