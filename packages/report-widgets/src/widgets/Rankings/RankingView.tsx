import type { RankingResponse } from '@adlens/core';
import { styled } from 'styled-components';
import type { TranslationKey } from '../../i18n/translationKey.ts';
import { useAdlensTranslation } from '../../provider/useAdlensTranslation.ts';
import type { WidgetViewProps } from '../../contract/widgetDefinition.ts';
import { themeOf } from '../../theme/themeOf.ts';
import { TableBox } from '../../ui/TableBox.ts';
import { ListPager } from './ListPager.tsx';
import { RANKING_PAGE_SIZES, type RankingOptions, rankingPageCount } from './rankingData.ts';
import { RankingTable } from './RankingTable.tsx';

export interface RankingViewProps extends WidgetViewProps<RankingResponse, RankingOptions> {
  titleKey: TranslationKey;
}

/**
 * Compared tables sit side by side from 360 px each; a narrower card (a phone) stacks them at its own
 * width, never wider: a 360 px floor on a 300 px card pushed the whole page sideways (docs/product/narrow-screens.md).
 */
const Tables = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${(p) => (p.$columns > 1 ? 'min(360px, 100%)' : '100%')}, 1fr));
  gap: ${(p) => themeOf(p).spacing.xl};
`;

/**
 * A ranked list of one item, or one table per compared item side by side: each item ranks its own
 * entities, so rows of one table never line up with the other's. The pager
 * reaches the longest list's last page.
 */
export function RankingView({ items, options, onOptionsChange, titleKey }: RankingViewProps) {
  const { t } = useAdlensTranslation();
  const title = t(titleKey);
  const comparison = items.length > 1;
  return (
    <>
      <Tables $columns={items.length}>
        {items.map(({ item, data, colorIndex }, index) => (
          <TableBox key={item.key}>
            <RankingTable
              data={data}
              caption={comparison ? item.title : t('widgets.rankings.listOf', { title, item: item.title })}
              captionVisible={comparison}
              seriesIndex={comparison ? (colorIndex ?? index) : undefined}
              query={options.q}
            />
          </TableBox>
        ))}
      </Tables>
      <ListPager
        page={options.page}
        pageCount={rankingPageCount(
          items.map(({ data }) => data.count.total),
          options.size,
        )}
        onPageChange={(page) => onOptionsChange({ ...options, page })}
        size={options.size}
        sizes={RANKING_PAGE_SIZES}
        onSizeChange={(size) => onOptionsChange({ ...options, size, page: 0 })}
      />
    </>
  );
}
