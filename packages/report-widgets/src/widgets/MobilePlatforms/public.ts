// What `@adlens/report-widgets/mobile-platforms` exports besides the provider and `DatasetWidget`: this folder's public API.
export { mobilePlatformsWidget } from './mobilePlatformsWidget.ts';
export { MobilePlatformsView } from './MobilePlatformsView.tsx';
export type { MobilePlatformsViewProps } from './MobilePlatformsView.tsx';
export type { DistributionMetric, DistributionOptions } from '../../charts/distributionMetric.ts';
