// What `@adlens/report-widgets/month-over-month` exports besides the provider and `DatasetWidget`: this folder's public API.
export { monthOverMonthWidget } from './monthOverMonthWidget.ts';
export { MonthOverMonthView } from './MonthOverMonthView.tsx';
export type { MonthOverMonthViewProps } from './MonthOverMonthView.tsx';
