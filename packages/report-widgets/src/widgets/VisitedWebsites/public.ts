// What `@adlens/report-widgets/visited-websites` exports besides the provider and `DatasetWidget`: this folder's public API.
export { visitedWebsitesWidget } from './visitedWebsitesWidget.ts';
export { VisitedWebsitesView } from './VisitedWebsitesView.tsx';
export type { VisitedWebsitesViewProps } from './VisitedWebsitesView.tsx';
