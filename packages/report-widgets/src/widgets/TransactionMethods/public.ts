// What `@adlens/report-widgets/transaction-methods` exports besides the provider and `DatasetWidget`: this folder's public API.
export { transactionMethodsWidget } from './transactionMethodsWidget.ts';
export { TransactionMethodsView } from './TransactionMethodsView.tsx';
export type { TransactionMethodsViewProps } from './TransactionMethodsView.tsx';
export type { DistributionMetric, DistributionOptions } from '../../charts/distributionMetric.ts';
