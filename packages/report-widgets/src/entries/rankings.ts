// `@adlens/report-widgets/rankings` (issue 23, "pay for what you use"): Rankings alone, with the provider it renders in and `DatasetWidget`, which draws a widget definition.
// The same modules as the root entry: a context or component taken from here is the one the root exports.
export { AdlensWidgetsProvider } from '../provider/AdlensWidgetsProvider.tsx';
export type { AdlensColorSchemeOption, AdlensWidgetsProviderProps } from '../provider/AdlensWidgetsProvider.tsx';
export { AdlensShadowRoot, type AdlensShadowRootProps } from '../shadow/AdlensShadowRoot.tsx';
export { DatasetWidget } from '../DatasetWidget/DatasetWidget.tsx';
export type { DatasetWidgetProps } from '../DatasetWidget/DatasetWidget.tsx';
export type { ReportItem, WidgetFilters } from '../contract/widgetDefinition.ts';
export type { EntitySummary, EntityType, Language } from '@adlens/core';
export {
  categoryPublishersWidget,
  marketLeadersWidget,
  startTopItemsWidget,
  topAdvertisersWidget,
  topAppsWidget,
  topPublishersWidget,
  youtubeChannelsWidget,
} from '../widgets/Rankings/rankingWidgets.ts';
export { RankingWidget } from '../widgets/Rankings/RankingWidget.tsx';
export type { RankingWidgetProps } from '../widgets/Rankings/RankingWidget.tsx';
export { RankingView } from '../widgets/Rankings/RankingView.tsx';
export type { RankingViewProps } from '../widgets/Rankings/RankingView.tsx';
export type { RankingWidgetDefinition } from '../widgets/Rankings/defineRankingWidget.tsx';
export type { RankingMetric, RankingOptions } from '../widgets/Rankings/rankingData.ts';
