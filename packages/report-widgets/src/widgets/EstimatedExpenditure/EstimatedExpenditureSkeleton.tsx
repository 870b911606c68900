import { styled } from 'styled-components';
import { CHART_SIZES } from '../../theme/chartSizes.ts';
import { themeOf } from '../../theme/themeOf.ts';
import { SkeletonBlock } from '../../ui/SkeletonBlock.tsx';

export interface EstimatedExpenditureSkeletonProps {
  /** Columns to draw: one per entity being loaded. */
  entityCount: number;
}

const Columns = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${(p) => (p.$columns > 1 ? '220px' : '100%')}, 1fr));
  gap: ${(p) => themeOf(p).spacing.xl};
`;

const Column = styled.div<{ $big: boolean }>`
  display: grid;
  grid-template-columns: ${(p) => (p.$big ? `minmax(180px, 1fr) ${CHART_SIZES.pie.big.width}px` : 'minmax(0, 1fr)')};
  gap: ${(p) => themeOf(p).spacing.lg};
  align-items: center;

  @container widget (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Figures = styled.div`
  display: grid;
  gap: ${(p) => themeOf(p).spacing.md};
`;

const Donut = styled.div<{ $size: number }>`
  display: flex;
  justify-content: center;
  align-items: center;
  height: ${(p) => p.$size}px;
`;

/** The widget's loading shape: a column per entity with its figures and a donut of the final size. */
export function EstimatedExpenditureSkeleton({ entityCount }: EstimatedExpenditureSkeletonProps) {
  const big = entityCount <= 1;
  const chart = big ? CHART_SIZES.pie.big : CHART_SIZES.pie.middle;
  return (
    <Columns $columns={entityCount} data-testid="estimated-expenditure-skeleton">
      {Array.from({ length: entityCount }, (_, index) => (
        <Column key={index} $big={big}>
          <Figures>
            <SkeletonBlock $width="55%" $height="18px" />
            <SkeletonBlock $width="40%" $height="32px" />
            <SkeletonBlock $width="70%" $height="14px" />
            <SkeletonBlock $width="35%" $height="24px" />
            <SkeletonBlock $width="30%" $height="24px" />
          </Figures>
          <Donut $size={chart.height}>
            <SkeletonBlock
              $width={`${Math.round(chart.height * 0.7)}px`}
              $height={`${Math.round(chart.height * 0.7)}px`}
              $round
            />
          </Donut>
        </Column>
      ))}
    </Columns>
  );
}
