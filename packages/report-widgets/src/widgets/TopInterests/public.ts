// What `@adlens/report-widgets/top-interests` exports besides the provider and `DatasetWidget`: this folder's public API.
export { topInterestsWidget } from './topInterestsWidget.ts';
export { TopInterestsView } from './TopInterestsView.tsx';
export type { TopInterestsViewProps } from './TopInterestsView.tsx';
