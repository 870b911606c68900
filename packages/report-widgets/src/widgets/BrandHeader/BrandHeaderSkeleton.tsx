import { ChartSkeleton } from '../../charts/ChartSkeleton.tsx';
import type { WidgetSkeletonProps } from '../../contract/widgetDefinition.ts';

export type BrandHeaderSkeletonProps = WidgetSkeletonProps;

/** A name and fact lines per loading brand. */
export function BrandHeaderSkeleton({ entityCount }: BrandHeaderSkeletonProps) {
  return <ChartSkeleton kind="header" entityCount={entityCount} testId="brand-header-skeleton" />;
}
