import { styled } from 'styled-components';
import type { WidgetSkeletonProps } from '../../contract/widgetDefinition.ts';
import { themeOf } from '../../theme/themeOf.ts';
import { SkeletonBlock } from '../../ui/SkeletonBlock.tsx';
import { TOP_CAMPAIGNS_ROWS } from './topCampaignsData.ts';

const Tables = styled.div`
  display: grid;
  gap: ${(p) => themeOf(p).spacing.xl};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 48px 2fr 1.5fr 1fr 1fr 0.7fr 1fr 0.8fr 0.8fr;
  align-items: center;
  gap: ${(p) => themeOf(p).spacing.md};
  padding: ${(p) => themeOf(p).spacing.xs} 0;
`;

/** Five campaign rows per item being loaded. */
export function TopCampaignsSkeleton({ entityCount }: WidgetSkeletonProps) {
  return (
    <Tables data-testid="top-campaigns-skeleton">
      {Array.from({ length: entityCount }, (_, table) => (
        <div key={table}>
          {Array.from({ length: TOP_CAMPAIGNS_ROWS.normal }, (_, row) => (
            <Row key={row}>
              <SkeletonBlock $height="36px" />
              {Array.from({ length: 8 }, (_, cell) => (
                <SkeletonBlock key={cell} $height="14px" />
              ))}
            </Row>
          ))}
        </div>
      ))}
    </Tables>
  );
}
