import { ChartSkeleton } from '../../charts/ChartSkeleton.tsx';
import type { WidgetSkeletonProps } from '../../contract/widgetDefinition.ts';

export type KeywordsSummarySkeletonProps = WidgetSkeletonProps;

/** Table rows per loading item. */
export function KeywordsSummarySkeleton({ entityCount }: KeywordsSummarySkeletonProps) {
  return <ChartSkeleton kind="table" entityCount={entityCount} testId="keywords-summary-skeleton" />;
}
