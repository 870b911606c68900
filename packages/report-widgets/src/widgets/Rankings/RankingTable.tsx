import {
  type RankingResponse,
  formatCurrencyShort,
  formatImpressions,
  formatPercent,
  publisherKindSuffix,
} from '@adlens/core';
import { styled } from 'styled-components';
import { ShareBar } from '../../ui/ShareBar.tsx';
import { useAdlensTranslation } from '../../provider/useAdlensTranslation.ts';
import { themeOf } from '../../theme/themeOf.ts';
import { stickyFirstColumn } from '../../ui/stickyFirstColumn.ts';
import { EntityIcon } from '../../ui/EntityIcon.tsx';
import { EntityLink } from '../../ui/EntityLink.tsx';
import { TrendIndicator } from '../../ui/TrendIndicator.tsx';
import { TableCaption } from '../../ui/TableCaption.tsx';
import { useWidgetReportContext } from '../../contract/WidgetReportContext.ts';
import { Highlight } from './Highlight.tsx';
import { rankingColumnKeys } from './rankingData.ts';
import { SkipButton } from './SkipButton.tsx';

export interface RankingTableProps {
  data: RankingResponse;
  /** The table's name, e.g. 'Top Publishers: nike.com'. */
  caption: string;
  /** Shown as the caption (comparisons) or only to assistive technology (one item). */
  captionVisible: boolean;
  /** In a comparison, the item's place in the report (its colour key beside the caption). */
  seriesIndex?: number;
  /** The search to highlight. */
  query: string;
}

/**
 * Row heights the table and its skeleton share, so a ranked list keeps its height when its rows
 * arrive (a card reserves its final height; in an embed any change resizes the iframe).
 * Rows are at least this tall; a row whose content needs more still grows.
 */
const RANKING_HEAD_ROW_HEIGHT = 27;
const RANKING_ROW_HEIGHT = 34;

export const Table = styled.table`
  ${stickyFirstColumn}
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  thead tr {
    height: ${RANKING_HEAD_ROW_HEIGHT}px;
  }

  tbody tr {
    height: ${RANKING_ROW_HEIGHT}px;
  }

  th,
  td {
    padding: ${(p) => `${themeOf(p).spacing.xs} ${themeOf(p).spacing.sm}`};
    border-bottom: 1px solid ${(p) => themeOf(p).palette.neutral.border};
    text-align: left;
    vertical-align: middle;
  }

  th {
    color: ${(p) => themeOf(p).palette.neutral.textMuted};
    font-size: ${(p) => themeOf(p).typography.fontSize.sm};
    font-weight: ${(p) => themeOf(p).typography.fontWeight.medium};
  }

  td[data-numeric],
  th[data-numeric] {
    text-align: right;
  }
`;

const EntityCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => themeOf(p).spacing.sm};
  min-width: 0;
`;

const Suffix = styled.span`
  color: ${(p) => themeOf(p).palette.neutral.textMuted};
  font-size: ${(p) => themeOf(p).typography.fontSize.sm};
`;

/**
 * The share as a bar and its figure. In a table box under 640 px (a tablet's embed, a comparison
 * column; its `TableBox` container) the bar gives its room to the Change column, which would otherwise scroll out of view; the
 * figure stays.
 */
const ShareCell = styled.span`
  display: inline-grid;
  grid-template-columns: 64px auto;
  align-items: center;
  gap: ${(p) => themeOf(p).spacing.sm};

  @container table-box (max-width: 640px) {
    grid-template-columns: auto;

    & > [aria-hidden='true'] {
      display: none;
    }
  }
`;

/**
 * One item's ranked rows: rank, entity (icon, link, kind), impressions, spend, share, change. Rank,
 * share and change are the API's, of the list's metric over the whole list (a search or a page only
 * picks the rows shown); the headers say which metric.
 */
export function RankingTable({ data, caption, captionVisible, seriesIndex, query }: RankingTableProps) {
  const { t } = useAdlensTranslation();
  const columns = rankingColumnKeys(data.metric);
  // Mark mode: a last column of Skip controls.
  const { skip } = useWidgetReportContext();
  return (
    <Table>
      <TableCaption text={caption} visible={captionVisible} seriesIndex={seriesIndex} />
      <thead>
        <tr>
          <th scope="col" data-numeric>
            {t('widgets.rankings.rank')}
          </th>
          <th scope="col">{t(`entityType.${data.entityType}`)}</th>
          <th scope="col" data-numeric>
            {t('widgets.rankings.impressions')}
          </th>
          <th scope="col" data-numeric>
            {t('widgets.rankings.spend')}
          </th>
          <th scope="col">{t(columns.share)}</th>
          <th scope="col">{t(columns.change)}</th>
          {skip && <th scope="col">{t('widgets.rankings.skipColumn')}</th>}
        </tr>
      </thead>
      <tbody>
        {data.elements.map((row) => {
          const entity = row.entity;
          const suffix = publisherKindSuffix(entity.publisherKind);
          return (
            <tr key={`${entity.entityType}-${entity.id}`} data-entity-id={entity.id}>
              <td data-numeric>{row.rank}</td>
              <th scope="row">
                <EntityCell>
                  <EntityIcon icon={entity.icon} title={entity.title} />
                  <EntityLink entity={entity}>
                    <Highlight text={entity.title} query={query} />
                  </EntityLink>
                  {suffix && <Suffix>{suffix}</Suffix>}
                </EntityCell>
              </th>
              <td data-numeric>{formatImpressions(row.impressions)}</td>
              <td data-numeric>{formatCurrencyShort(row.expenses, data.currency)}</td>
              <td>
                <ShareCell>
                  <ShareBar percent={row.share} />
                  <span>{formatPercent(row.share)}</span>
                </ShareCell>
              </td>
              <td>
                <TrendIndicator value={row.change} label="" />
              </td>
              {skip && (
                <td>
                  <SkipButton entity={entity} onSkip={skip} />
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
