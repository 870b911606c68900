import type { CreativesResponse } from '@adlens/core';
import { useId } from 'react';
import { styled } from 'styled-components';
import { useAdlensTranslation } from '../../provider/useAdlensTranslation.ts';
import type { WidgetViewProps } from '../../contract/widgetDefinition.ts';
import { themeOf } from '../../theme/themeOf.ts';
import { ListPager } from '../Rankings/ListPager.tsx';
import { limitedPageCount, resultsLimitOf } from '../Rankings/rankingData.ts';
import { ItemHeading } from '../../ui/ItemHeading.tsx';
import { ItemTitle } from '../../ui/ItemTitle.tsx';
import { CreativeCard } from './CreativeCard.tsx';
import { galleryColumns } from './galleryColumns.ts';
import { type TopAdsOptions, topAdsPageSize } from './topAdsData.ts';

export type TopAdsViewProps = WidgetViewProps<CreativesResponse, TopAdsOptions>;

const Items = styled.div`
  display: grid;
  gap: ${(p) => themeOf(p).spacing.lg};
`;

const GalleryHeading = styled(ItemHeading)`
  margin: 0 0 ${(p) => themeOf(p).spacing.sm};
`;

const Gallery = styled.ul`
  display: grid;
  ${galleryColumns}
  gap: ${(p) => themeOf(p).spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

function ItemGallery({
  item,
  data,
  headingLevel,
  seriesIndex,
}: {
  item: { title: string; icon: string | null };
  data: CreativesResponse;
  headingLevel: 3 | 4;
  /** In a comparison, the item's place in the report: the gallery is headed by its key, icon and title. */
  seriesIndex: number | undefined;
}) {
  const headingId = useId();
  const showHeading = seriesIndex !== undefined;
  return (
    <section aria-labelledby={showHeading ? headingId : undefined} aria-label={showHeading ? undefined : item.title}>
      {showHeading && (
        <GalleryHeading as={`h${headingLevel}`} id={headingId}>
          <ItemTitle item={item} seriesIndex={seriesIndex} />
        </GalleryHeading>
      )}
      <Gallery>
        {data.creatives.elements.map((creative) => (
          <li key={creative.id}>
            <CreativeCard creative={creative} currency={data.currency} />
          </li>
        ))}
      </Gallery>
    </section>
  );
}

/**
 * The ads of one item in a row of four (two or one in a narrow card; four rows in full screen), or one titled row per compared
 * item, with previous/next pages up to the longest item's last page.
 */
export function TopAdsView({ items, missing, options, onOptionsChange, fullscreen, headingLevel }: TopAdsViewProps) {
  const { t } = useAdlensTranslation();
  const size = topAdsPageSize(fullscreen);
  const counts = items.map(({ data }) => data.creatives.count);
  const resultsLimit = resultsLimitOf(counts);
  return (
    <>
      <Items>
        {items.map(({ item, data, colorIndex }, index) => (
          <ItemGallery
            key={item.key}
            item={item}
            data={data}
            headingLevel={headingLevel}
            seriesIndex={items.length + missing.length > 1 ? (colorIndex ?? index) : undefined}
          />
        ))}
      </Items>
      <ListPager
        page={options.page}
        pageCount={limitedPageCount(counts, size)}
        onPageChange={(page) => onOptionsChange({ ...options, page })}
        restrictionMessage={
          resultsLimit === undefined ? undefined : t('widgets.topAds.resultsLimit', { limit: resultsLimit })
        }
      />
    </>
  );
}
