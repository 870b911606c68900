// What `@adlens/report-widgets/rankings` exports besides the provider and `DatasetWidget`: this folder's public API.
export {
  categoryPublishersWidget,
  marketLeadersWidget,
  startTopItemsWidget,
  topAdvertisersWidget,
  topAppsWidget,
  topPublishersWidget,
  youtubeChannelsWidget,
} from './rankingWidgets.ts';
export { RankingWidget } from './RankingWidget.tsx';
export type { RankingWidgetProps } from './RankingWidget.tsx';
export { RankingView } from './RankingView.tsx';
export type { RankingViewProps } from './RankingView.tsx';
export type { RankingWidgetDefinition } from './defineRankingWidget.tsx';
export type { RankingMetric, RankingOptions } from './rankingData.ts';
