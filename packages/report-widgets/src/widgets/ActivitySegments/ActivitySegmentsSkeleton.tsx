import { ChartSkeleton } from '../../charts/ChartSkeleton.tsx';
import type { WidgetSkeletonProps } from '../../contract/widgetDefinition.ts';

export type ActivitySegmentsSkeletonProps = WidgetSkeletonProps;

/** Columns of the chart's final height. */
export function ActivitySegmentsSkeleton({ entityCount }: ActivitySegmentsSkeletonProps) {
  return <ChartSkeleton kind="column" entityCount={entityCount} testId="activity-segments-skeleton" />;
}
