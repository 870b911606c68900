// What `@adlens/report-widgets/top-ads` exports besides the provider and `DatasetWidget`: this folder's public API.
export { TopAdsWidget } from './TopAdsWidget.tsx';
export type { TopAdsWidgetProps } from './TopAdsWidget.tsx';
export { TopAdsView } from './TopAdsView.tsx';
export type { TopAdsViewProps } from './TopAdsView.tsx';
export { topAdsWidget } from './topAdsWidget.ts';
export type { AdTypeFilter, TopAdsOptions } from './topAdsData.ts';
