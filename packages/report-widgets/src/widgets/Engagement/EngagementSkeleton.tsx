import { ChartSkeleton } from '../../charts/ChartSkeleton.tsx';
import type { WidgetSkeletonProps } from '../../contract/widgetDefinition.ts';

export type EngagementSkeletonProps = WidgetSkeletonProps;

/** A block of the heatmap's height (204 px). */
export function EngagementSkeleton({ entityCount }: EngagementSkeletonProps) {
  return <ChartSkeleton kind="heatmap" entityCount={entityCount} testId="engagement-skeleton" />;
}
