import { ChartSkeleton } from '../../charts/ChartSkeleton.tsx';
import type { WidgetSkeletonProps } from '../../contract/widgetDefinition.ts';

export type AdTypesSkeletonProps = WidgetSkeletonProps;

/** A donut and legend per loading item. */
export function AdTypesSkeleton({ entityCount }: AdTypesSkeletonProps) {
  return <ChartSkeleton kind="pie" entityCount={entityCount} testId="ad-types-skeleton" />;
}
