import { ChartSkeleton } from '../../charts/ChartSkeleton.tsx';
import type { WidgetSkeletonProps } from '../../contract/widgetDefinition.ts';

export type ChannelShareSkeletonProps = WidgetSkeletonProps;

/** Columns of the chart's final height. */
export function ChannelShareSkeleton({ entityCount }: ChannelShareSkeletonProps) {
  return <ChartSkeleton kind="column" entityCount={entityCount} testId="channel-share-skeleton" />;
}
