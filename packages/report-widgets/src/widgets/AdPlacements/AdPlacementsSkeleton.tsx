import { ChartSkeleton } from '../../charts/ChartSkeleton.tsx';
import type { WidgetSkeletonProps } from '../../contract/widgetDefinition.ts';

export type AdPlacementsSkeletonProps = WidgetSkeletonProps;

/** Columns of the chart's final height. */
export function AdPlacementsSkeleton({ entityCount }: AdPlacementsSkeletonProps) {
  return <ChartSkeleton kind="column" entityCount={entityCount} testId="ad-placements-skeleton" />;
}
