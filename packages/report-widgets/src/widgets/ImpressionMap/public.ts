// What `@adlens/report-widgets/impression-map` exports besides the provider and `DatasetWidget`: this folder's public API.
export { impressionMapWidget } from './impressionMapWidget.ts';
export { ImpressionMapView } from './ImpressionMapView.tsx';
export type { ImpressionMapViewProps } from './ImpressionMapView.tsx';
