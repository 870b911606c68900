import { styled } from 'styled-components';
import type { WidgetSkeletonProps } from '../../contract/widgetDefinition.ts';
import { themeOf } from '../../theme/themeOf.ts';
import { SkeletonBlock } from '../../ui/SkeletonBlock.tsx';

const Columns = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${(p) => (p.$columns > 1 ? '320px' : '100%')}, 1fr));
  gap: ${(p) => themeOf(p).spacing.xl};
`;

const Column = styled.div`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr);
  gap: ${(p) => themeOf(p).spacing.lg};
`;

const Facts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${(p) => themeOf(p).spacing.md};
`;

/** A poster, a title and the facts' grid per campaign being loaded. */
export function CampaignHeaderSkeleton({ entityCount }: WidgetSkeletonProps) {
  return (
    <Columns $columns={entityCount} data-testid="campaign-header-skeleton">
      {Array.from({ length: entityCount }, (_, index) => (
        <Column key={index}>
          <SkeletonBlock $height="72px" />
          <div>
            <SkeletonBlock $height="22px" $width="50%" />
            <Facts>
              {Array.from({ length: 8 }, (_, fact) => (
                <SkeletonBlock key={fact} $height="36px" />
              ))}
            </Facts>
          </div>
        </Column>
      ))}
    </Columns>
  );
}
