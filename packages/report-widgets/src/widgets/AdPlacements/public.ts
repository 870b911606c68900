// What `@adlens/report-widgets/ad-placements` exports besides the provider and `DatasetWidget`: this folder's public API.
export { adPlacementsWidget } from './adPlacementsWidget.ts';
export { AdPlacementsView } from './AdPlacementsView.tsx';
export type { AdPlacementsViewProps } from './AdPlacementsView.tsx';
