import { ChartSkeleton } from '../../charts/ChartSkeleton.tsx';
import type { WidgetSkeletonProps } from '../../contract/widgetDefinition.ts';

export type TransactionMethodsSkeletonProps = WidgetSkeletonProps;

/** A donut, legend and details rows per loading item. */
export function TransactionMethodsSkeleton({ entityCount }: TransactionMethodsSkeletonProps) {
  return <ChartSkeleton kind="pie" entityCount={entityCount} testId="transaction-methods-skeleton" />;
}
