// What `@adlens/report-widgets/gender-age` exports besides the provider and `DatasetWidget`: this folder's public API.
export { genderAgeWidget } from './genderAgeWidget.ts';
export { GenderAgeView } from './GenderAgeView.tsx';
export type { GenderAgeViewProps } from './GenderAgeView.tsx';
