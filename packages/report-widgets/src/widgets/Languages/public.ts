// What `@adlens/report-widgets/languages` exports besides the provider and `DatasetWidget`: this folder's public API.
export { languagesWidget } from './languagesWidget.ts';
export { LanguagesView } from './LanguagesView.tsx';
export type { LanguagesViewProps } from './LanguagesView.tsx';
