import { styled } from 'styled-components';
import { CHART_SIZES } from '../theme/chartSizes.ts';
import { themeOf } from '../theme/themeOf.ts';
import { SkeletonBlock } from '../ui/SkeletonBlock.tsx';

export interface ChartSkeletonProps {
  /** Columns to draw for 'pie' and 'table' (one per item); one chart otherwise. */
  entityCount: number;
  kind: 'pie' | 'column' | 'line' | 'table' | 'header' | 'pyramid' | 'map' | 'heatmap';
  testId: string;
}

const Columns = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${(p) => (p.$columns > 1 ? '220px' : '100%')}, 1fr));
  gap: ${(p) => themeOf(p).spacing.xl};
`;

const Column = styled.div`
  display: grid;
  gap: ${(p) => themeOf(p).spacing.md};
  justify-items: start;
`;

const Bars = styled.div<{ $height: number }>`
  display: flex;
  align-items: flex-end;
  gap: ${(p) => themeOf(p).spacing.md};
  height: ${(p) => p.$height}px;
`;

const PIE_HEIGHTS = [62, 48, 80, 35, 70, 55, 90, 40, 66, 52];

/** The loading shape of a chart widget at the chart's final size, so nothing jumps when data lands. */
export function ChartSkeleton({ entityCount, kind, testId }: ChartSkeletonProps) {
  if (kind === 'pyramid' || kind === 'map' || kind === 'heatmap') {
    return <SkeletonBlock $width="100%" $height={`${CHART_SIZES[kind].height}px`} data-testid={testId} />;
  }
  if (kind === 'column' || kind === 'line') {
    const height = CHART_SIZES[kind].height;
    return (
      <Bars $height={height} data-testid={testId}>
        {PIE_HEIGHTS.map((percent, index) => (
          <SkeletonBlock key={index} $width="100%" $height={`${percent}%`} />
        ))}
      </Bars>
    );
  }
  const pie = CHART_SIZES.pie.middle.height;
  return (
    <Columns $columns={entityCount} data-testid={testId}>
      {Array.from({ length: entityCount }, (_, index) => (
        <Column key={index}>
          <SkeletonBlock $width="45%" $height="20px" />
          {kind === 'pie' && <SkeletonBlock $width={`${pie * 0.7}px`} $height={`${pie * 0.7}px`} $round />}
          {Array.from({ length: kind === 'header' ? 3 : 5 }, (_, row) => (
            <SkeletonBlock key={row} $width={`${90 - row * 10}%`} $height="16px" />
          ))}
        </Column>
      ))}
    </Columns>
  );
}
