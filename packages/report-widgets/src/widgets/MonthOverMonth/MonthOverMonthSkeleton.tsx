import { ChartSkeleton } from '../../charts/ChartSkeleton.tsx';
import type { WidgetSkeletonProps } from '../../contract/widgetDefinition.ts';

export type MonthOverMonthSkeletonProps = WidgetSkeletonProps;

/** The figures of each loading item. */
export function MonthOverMonthSkeleton({ entityCount }: MonthOverMonthSkeletonProps) {
  return <ChartSkeleton kind="header" entityCount={entityCount} testId="month-over-month-skeleton" />;
}
