import { ChartSkeleton } from '../../charts/ChartSkeleton.tsx';
import type { WidgetSkeletonProps } from '../../contract/widgetDefinition.ts';

export type MobilePlatformsSkeletonProps = WidgetSkeletonProps;

/** A donut and legend per loading item. */
export function MobilePlatformsSkeleton({ entityCount }: MobilePlatformsSkeletonProps) {
  return <ChartSkeleton kind="pie" entityCount={entityCount} testId="mobile-platforms-skeleton" />;
}
