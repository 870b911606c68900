import { ChartSkeleton } from '../../charts/ChartSkeleton.tsx';
import type { WidgetSkeletonProps } from '../../contract/widgetDefinition.ts';

export type LanguagesSkeletonProps = WidgetSkeletonProps;

/** List rows per loading item. */
export function LanguagesSkeleton({ entityCount }: LanguagesSkeletonProps) {
  return <ChartSkeleton kind="table" entityCount={entityCount} testId="languages-skeleton" />;
}
