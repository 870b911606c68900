import { ChartSkeleton } from '../../charts/ChartSkeleton.tsx';
import type { WidgetSkeletonProps } from '../../contract/widgetDefinition.ts';

export type TopInterestsSkeletonProps = WidgetSkeletonProps;

/** List rows per loading item. */
export function TopInterestsSkeleton({ entityCount }: TopInterestsSkeletonProps) {
  return <ChartSkeleton kind="table" entityCount={entityCount} testId="top-interests-skeleton" />;
}
