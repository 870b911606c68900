import styled from 'styled-components';
import type { WidgetSkeletonProps } from '../../registry/widgetDefinition.ts';
import { themeOf } from '../../theme/themeOf.ts';
import { SkeletonBlock } from '../../ui/SkeletonBlock.tsx';

const Columns = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${(p) => (p.$columns > 1 ? '360px' : '100%')}, 1fr));
  gap: ${(p) => themeOf(p).spacing.xl};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 24px 1fr 80px 80px 96px 64px;
  align-items: center;
  gap: ${(p) => themeOf(p).spacing.md};
  padding: ${(p) => themeOf(p).spacing.xs} 0;
`;

/** The ranked list's loading shape: a table of ten rows per item. */
export function RankingSkeleton({ entityCount }: WidgetSkeletonProps) {
  return (
    <Columns $columns={entityCount} data-testid="ranking-skeleton">
      {Array.from({ length: entityCount }, (_, column) => (
        <div key={column}>
          {Array.from({ length: 10 }, (_, row) => (
            <Row key={row}>
              <SkeletonBlock $height="14px" />
              <SkeletonBlock $height="14px" $width={`${85 - ((row * 13) % 40)}%`} />
              <SkeletonBlock $height="14px" />
              <SkeletonBlock $height="14px" />
              <SkeletonBlock $height="8px" />
              <SkeletonBlock $height="14px" />
            </Row>
          ))}
        </div>
      ))}
    </Columns>
  );
}
