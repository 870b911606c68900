import { ChartSkeleton } from '../../charts/ChartSkeleton.tsx';
import type { WidgetSkeletonProps } from '../../contract/widgetDefinition.ts';

export type GenderAgeSkeletonProps = WidgetSkeletonProps;

/** A block of the pyramid's height (160 px). */
export function GenderAgeSkeleton({ entityCount }: GenderAgeSkeletonProps) {
  return <ChartSkeleton kind="pyramid" entityCount={entityCount} testId="gender-age-skeleton" />;
}
