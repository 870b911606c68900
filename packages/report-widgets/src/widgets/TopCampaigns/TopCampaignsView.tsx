import type { CampaignsResponse } from '@adlens/core';
import { styled } from 'styled-components';
import { useAdlensTranslation } from '../../provider/useAdlensTranslation.ts';
import type { WidgetViewProps } from '../../contract/widgetDefinition.ts';
import { themeOf } from '../../theme/themeOf.ts';
import { TableBox } from '../../ui/TableBox.ts';
import { ListPager } from '../Rankings/ListPager.tsx';
import { limitedPageCount, resultsLimitOf } from '../Rankings/rankingData.ts';
import { CampaignsTable } from './CampaignsTable.tsx';
import { type TopCampaignsOptions, showsAdvertiserColumn, topCampaignsPageSize } from './topCampaignsData.ts';

export type TopCampaignsViewProps = WidgetViewProps<CampaignsResponse, TopCampaignsOptions>;

const Tables = styled.div`
  display: grid;
  gap: ${(p) => themeOf(p).spacing.xl};
`;

/**
 * Top campaigns of one item, or one table per compared item (stacked: eight columns do not fit side
 * by side), with previous/next pages of 5 rows (20 in full screen).
 */
export function TopCampaignsView({ items, options, onOptionsChange, fullscreen }: TopCampaignsViewProps) {
  const { t } = useAdlensTranslation();
  const title = t('widgets.topCampaigns.title');
  const comparison = items.length > 1;
  const counts = items.map(({ data }) => data.count);
  const resultsLimit = resultsLimitOf(counts);
  return (
    <>
      <Tables>
        {items.map(({ item, data, colorIndex }, index) => (
          <TableBox key={item.key}>
            <CampaignsTable
              data={data}
              caption={comparison ? item.title : t('widgets.rankings.listOf', { title, item: item.title })}
              captionVisible={comparison}
              seriesIndex={comparison ? (colorIndex ?? index) : undefined}
              showAdvertiser={showsAdvertiserColumn(item, data)}
            />
          </TableBox>
        ))}
      </Tables>
      <ListPager
        page={options.page}
        pageCount={limitedPageCount(counts, topCampaignsPageSize(fullscreen))}
        onPageChange={(page) => onOptionsChange({ ...options, page })}
        restrictionMessage={
          resultsLimit === undefined ? undefined : t('widgets.topCampaigns.resultsLimit', { limit: resultsLimit })
        }
      />
    </>
  );
}
