// What `@adlens/report-widgets/ad-types` exports besides the provider and `DatasetWidget`: this folder's public API.
export { adTypesWidget } from './adTypesWidget.ts';
export { AdTypesView } from './AdTypesView.tsx';
export type { AdTypesViewProps } from './AdTypesView.tsx';
export type { DistributionMetric, DistributionOptions } from '../../charts/distributionMetric.ts';
