import {
  type CampaignsResponse,
  campaignDisplayName,
  displayDate,
  displayDateSpan,
  formatCurrencyShort,
  formatImpressions,
} from '@adlens/core';
import { styled } from 'styled-components';
import { useAdlensClient } from '../../provider/useAdlensClient.ts';
import { useAdlensTranslation } from '../../provider/useAdlensTranslation.ts';
import { themeOf } from '../../theme/themeOf.ts';
import { EntityIcon } from '../../ui/EntityIcon.tsx';
import { EntityLink } from '../../ui/EntityLink.tsx';
import { resolveMediaUrl } from '../../ui/resolveMediaUrl.ts';
import { TableCaption } from '../../ui/TableCaption.tsx';
import { useWidgetReportContext } from '../../contract/WidgetReportContext.ts';
import { Table } from '../Rankings/RankingTable.tsx';
import { SkipButton } from '../Rankings/SkipButton.tsx';

export interface CampaignsTableProps {
  data: CampaignsResponse;
  caption: string;
  captionVisible: boolean;
  /** In a comparison, the item's place in the report (its colour key beside the caption). */
  seriesIndex?: number;
  /** False on one advertiser's own report, where every row would name it (`showsAdvertiserColumn`). */
  showAdvertiser: boolean;
}

/**
 * The campaigns table, laid out by its box (its `TableBox` container): in a
 * box under 720 px (a tablet's embed, a phone) the thumbnails go, and first seen, last seen and
 * duration share one 'Seen' column, so the figures stay in view.
 */
const CampaignTable = styled(Table)`
  [data-narrow] {
    display: none;
  }

  @container table-box (max-width: 720px) {
    [data-wide] {
      display: none;
    }

    [data-narrow] {
      display: table-cell;
    }
  }
`;

const Muted = styled.span`
  display: block;
  color: ${(p) => themeOf(p).palette.neutral.textMuted};
`;

const Named = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => themeOf(p).spacing.sm};
`;

const Thumbnail = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 36px;
  border-radius: ${(p) => themeOf(p).radii.sm};
  background: ${(p) => themeOf(p).palette.neutral.surface};
  overflow: hidden;

  img {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }

  @container table-box (max-width: 720px) {
    display: none;
  }
`;

const Nowrap = styled.td`
  white-space: nowrap;
`;

/** One item's campaigns: thumbnail and link, advertiser, dates, duration, channels and figures. */
export function CampaignsTable({ data, caption, captionVisible, seriesIndex, showAdvertiser }: CampaignsTableProps) {
  const { t } = useAdlensTranslation();
  const client = useAdlensClient();
  // Mark mode: campaigns can be skipped like the top lists' rows.
  const { skip } = useWidgetReportContext();
  return (
    <CampaignTable>
      <TableCaption text={caption} visible={captionVisible} seriesIndex={seriesIndex} />
      <thead>
        <tr>
          <th scope="col">{t('widgets.topCampaigns.campaign')}</th>
          {showAdvertiser && <th scope="col">{t('widgets.topCampaigns.advertiser')}</th>}
          <th scope="col" data-wide>
            {t('widgets.topCampaigns.firstSeen')}
          </th>
          <th scope="col" data-wide>
            {t('widgets.topCampaigns.lastSeen')}
          </th>
          <th scope="col" data-numeric data-wide>
            {t('widgets.topCampaigns.duration')}
          </th>
          <th scope="col" data-narrow>
            {t('widgets.topCampaigns.seen')}
          </th>
          <th scope="col">{t('widgets.topCampaigns.channels')}</th>
          <th scope="col" data-numeric>
            {t('widgets.topCampaigns.impressions')}
          </th>
          <th scope="col" data-numeric>
            {t('widgets.topCampaigns.spend')}
          </th>
          {skip && <th scope="col">{t('widgets.rankings.skipColumn')}</th>}
        </tr>
      </thead>
      <tbody>
        {data.elements.map((row) => {
          const thumbnail = resolveMediaUrl(row.icon, client.apiOrigin);
          return (
            <tr key={row.id} data-campaign-id={row.id}>
              <th scope="row">
                <Named>
                  {/* Decorative: the campaign's title is written next to its most seen ad. */}
                  <Thumbnail aria-hidden="true">{thumbnail && <img src={thumbnail} alt="" loading="lazy" />}</Thumbnail>
                  {/* The advertiser and flight stand in their own columns; the tooltip names them
                      too, for the narrow layout and where the advertiser column is left out. */}
                  <EntityLink
                    entity={{ entityType: 'campaign', id: row.id }}
                    title={campaignDisplayName(row.title, {
                      advertiser: row.advertiser.title,
                      firstSeen: row.firstSeen,
                      lastSeen: row.lastSeen,
                    })}
                  >
                    {row.title}
                  </EntityLink>
                </Named>
              </th>
              {showAdvertiser && (
                <td>
                  <Named>
                    <EntityIcon icon={row.advertiser.icon} title={row.advertiser.title} />
                    <EntityLink entity={row.advertiser}>{row.advertiser.title}</EntityLink>
                  </Named>
                </td>
              )}
              <Nowrap data-wide>{displayDate(row.firstSeen)}</Nowrap>
              <Nowrap data-wide>{displayDate(row.lastSeen)}</Nowrap>
              <Nowrap data-numeric data-wide>
                {t('widgets.topCampaigns.days', { count: row.duration })}
              </Nowrap>
              <Nowrap data-narrow>
                {displayDateSpan(row.firstSeen, row.lastSeen)}
                <Muted>{t('widgets.topCampaigns.days', { count: row.duration })}</Muted>
              </Nowrap>
              <td>{row.channels.map((channel) => t(`channel.${channel}`)).join(', ')}</td>
              <td data-numeric>{formatImpressions(row.impressions)}</td>
              <td data-numeric>{formatCurrencyShort(row.expenses, data.currency)}</td>
              {skip && (
                <td>
                  <SkipButton entity={{ entityType: 'campaign', id: row.id, title: row.title }} onSkip={skip} />
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </CampaignTable>
  );
}
