import { styled } from 'styled-components';
import type { WidgetSkeletonProps } from '../../contract/widgetDefinition.ts';
import { themeOf } from '../../theme/themeOf.ts';
import { SkeletonBlock } from '../../ui/SkeletonBlock.tsx';
import { galleryColumns } from './galleryColumns.ts';
import { TOP_ADS_PER_ROW } from './topAdsData.ts';

const Rows = styled.div`
  display: grid;
  gap: ${(p) => themeOf(p).spacing.lg};
`;

const Row = styled.div`
  display: grid;
  ${galleryColumns}
  gap: ${(p) => themeOf(p).spacing.md};
`;

const Card = styled.div`
  display: grid;
  gap: ${(p) => themeOf(p).spacing.xs};
`;

/** A row of four ad cards per item being loaded. */
export function TopAdsSkeleton({ entityCount }: WidgetSkeletonProps) {
  return (
    <Rows data-testid="top-ads-skeleton">
      {Array.from({ length: entityCount }, (_, row) => (
        <Row key={row}>
          {Array.from({ length: TOP_ADS_PER_ROW }, (_, index) => (
            <Card key={index}>
              <SkeletonBlock $height="150px" />
              <SkeletonBlock $height="12px" $width="70%" />
              <SkeletonBlock $height="12px" $width="50%" />
              <SkeletonBlock $height="12px" $width="60%" />
            </Card>
          ))}
        </Row>
      ))}
    </Rows>
  );
}
