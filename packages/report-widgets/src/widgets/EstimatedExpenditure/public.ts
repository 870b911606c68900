// What `@adlens/report-widgets/estimated-expenditure` exports besides the provider and `DatasetWidget`: this folder's public API.
export { EstimatedExpenditureWidget } from './EstimatedExpenditureWidget.tsx';
export type { EstimatedExpenditureWidgetProps } from './EstimatedExpenditureWidget.tsx';
export { EstimatedExpenditureView } from './EstimatedExpenditureView.tsx';
export type { EstimatedExpenditureViewProps } from './EstimatedExpenditureView.tsx';
export { estimatedExpenditureWidget } from './estimatedExpenditureWidget.ts';
