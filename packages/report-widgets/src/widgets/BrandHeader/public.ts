// What `@adlens/report-widgets/brand-header` exports besides the provider and `DatasetWidget`: this folder's public API.
export { brandHeaderWidget } from './brandHeaderWidget.ts';
export { BrandHeaderView } from './BrandHeaderView.tsx';
export type { BrandHeaderViewProps } from './BrandHeaderView.tsx';
