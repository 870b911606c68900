import { ChartSkeleton } from '../../charts/ChartSkeleton.tsx';
import type { WidgetSkeletonProps } from '../../contract/widgetDefinition.ts';

export type ImpressionMapSkeletonProps = WidgetSkeletonProps;

/** A block of the map's height (359 px). */
export function ImpressionMapSkeleton({ entityCount }: ImpressionMapSkeletonProps) {
  return <ChartSkeleton kind="map" entityCount={entityCount} testId="impression-map-skeleton" />;
}
