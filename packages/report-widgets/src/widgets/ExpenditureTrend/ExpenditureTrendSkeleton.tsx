import { ChartSkeleton } from '../../charts/ChartSkeleton.tsx';
import type { WidgetSkeletonProps } from '../../contract/widgetDefinition.ts';
import { SkeletonBlock } from '../../ui/SkeletonBlock.tsx';
import { TrendNotes, TrendToolbar } from './trendLayout.ts';

export type ExpenditureTrendSkeletonProps = WidgetSkeletonProps;

/**
 * The trend card's rows as its views have them (trendLayout.ts): the totals and the interval menu,
 * the chart at its one height, and the notes' lines, so the card keeps its height when data lands.
 */
export function ExpenditureTrendSkeleton({ entityCount }: ExpenditureTrendSkeletonProps) {
  return (
    <div data-testid="expenditure-trend-skeleton">
      <TrendToolbar>
        <SkeletonBlock $width="180px" $height="40px" />
        <SkeletonBlock $width="140px" $height="28px" />
      </TrendToolbar>
      <ChartSkeleton kind="line" entityCount={entityCount} testId="expenditure-trend-chart-skeleton" />
      <TrendNotes />
    </div>
  );
}
