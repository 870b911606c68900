import { ChartSkeleton } from '../../charts/ChartSkeleton.tsx';
import type { WidgetSkeletonProps } from '../../registry/widgetDefinition.ts';

export type ExpenditureTrendSkeletonProps = WidgetSkeletonProps;

/** The trend's shape at the line chart's height (spec §9: 320). */
export function ExpenditureTrendSkeleton({ entityCount }: ExpenditureTrendSkeletonProps) {
  return <ChartSkeleton kind="line" entityCount={entityCount} testId="expenditure-trend-skeleton" />;
}
