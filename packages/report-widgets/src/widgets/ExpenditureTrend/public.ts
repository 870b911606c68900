// What `@adlens/report-widgets/expenditure-trend` exports besides the provider and `DatasetWidget`: this folder's public API.
export { expenditureTrendWidget } from './expenditureTrendWidget.ts';
export { ExpenditureTrendView } from './ExpenditureTrendView.tsx';
export type { ExpenditureTrendViewProps } from './ExpenditureTrendView.tsx';
export type { ExpenditureTrendOptions, TrendChartKind } from './expenditureTrendData.ts';
