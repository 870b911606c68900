import { ChartSkeleton } from '../../charts/ChartSkeleton.tsx';
import type { WidgetSkeletonProps } from '../../contract/widgetDefinition.ts';

export type KeywordVolumeSkeletonProps = WidgetSkeletonProps;

/** List rows per loading item. */
export function KeywordVolumeSkeleton({ entityCount }: KeywordVolumeSkeletonProps) {
  return <ChartSkeleton kind="table" entityCount={entityCount} testId="keyword-volume-skeleton" />;
}
