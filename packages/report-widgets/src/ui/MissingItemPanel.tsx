import { styled } from 'styled-components';
import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { themeOf } from '../theme/themeOf.ts';
import { ItemTitle } from './ItemTitle.tsx';
import { ItemHeading } from './ItemHeading.tsx';
import type { MissingItem } from '../contract/widgetDefinition.ts';

const Panel = styled.article`
  display: grid;
  align-content: start;
  gap: ${(p) => themeOf(p).spacing.md};
`;

const Reason = styled.p`
  margin: 0;
  padding: ${(p) => themeOf(p).spacing.md};
  border: 1px dashed ${(p) => themeOf(p).palette.neutral.border};
  border-radius: ${(p) => themeOf(p).radii.sm};
  color: ${(p) => themeOf(p).palette.neutral.textMuted};
  font-size: ${(p) => themeOf(p).typography.fontSize.sm};
`;

/**
 * The place of a compared item that has no data for these filters, in a widget that shows one panel
 * per item: its heading and one line saying so. The
 * card's gap line above says for which country and days, and where the item has data.
 */
export function MissingItemPanel({
  missing,
  headingLevel,
  seriesIndex,
}: {
  missing: MissingItem;
  headingLevel: 3 | 4;
  /** In a comparison, the item's place in the report (its colour key). */
  seriesIndex?: number;
}) {
  const { t } = useAdlensTranslation();
  const { item } = missing;
  return (
    <Panel data-missing-item={item.title}>
      <ItemHeading as={`h${headingLevel}`}>
        <ItemTitle item={item} seriesIndex={seriesIndex} />
      </ItemHeading>
      <Reason>{t('widget.missingItem')}</Reason>
    </Panel>
  );
}
