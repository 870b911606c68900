import { ChartSkeleton } from '../../charts/ChartSkeleton.tsx';
import type { WidgetSkeletonProps } from '../../contract/widgetDefinition.ts';

export type VisitedWebsitesSkeletonProps = WidgetSkeletonProps;

/** List rows per loading item. */
export function VisitedWebsitesSkeleton({ entityCount }: VisitedWebsitesSkeletonProps) {
  return <ChartSkeleton kind="table" entityCount={entityCount} testId="visited-websites-skeleton" />;
}
