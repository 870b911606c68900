import { type KeywordsSummaryResponse, formatCurrencyShort, formatImpressions } from '@adlens/core';
import { styled } from 'styled-components';
import { SidewaysScroll } from '../../ui/SidewaysScroll.tsx';
import { useAdlensTranslation } from '../../provider/useAdlensTranslation.ts';
import type { WidgetViewProps } from '../../contract/widgetDefinition.ts';
import { themeOf } from '../../theme/themeOf.ts';
import { stickyFirstColumn } from '../../ui/stickyFirstColumn.ts';
import { EntityLink } from '../../ui/EntityLink.tsx';

export type KeywordsSummaryViewProps = Pick<WidgetViewProps<KeywordsSummaryResponse>, 'items'>;

const Tables = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${(p) => (p.$columns > 1 ? '320px' : '100%')}, 1fr));
  gap: ${(p) => themeOf(p).spacing.xl};
`;

const Table = styled.table`
  ${stickyFirstColumn}
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  caption {
    text-align: left;
    font-weight: ${(p) => themeOf(p).typography.fontWeight.bold};
    padding-bottom: ${(p) => themeOf(p).spacing.sm};
  }

  th,
  td {
    padding: ${(p) => `${themeOf(p).spacing.xs} ${themeOf(p).spacing.sm}`};
    border-bottom: 1px solid ${(p) => themeOf(p).palette.neutral.border};
    text-align: right;
    white-space: nowrap;
  }

  thead th {
    color: ${(p) => themeOf(p).palette.neutral.textMuted};
    font-size: ${(p) => themeOf(p).typography.fontSize.sm};
    font-weight: ${(p) => themeOf(p).typography.fontWeight.medium};
  }

  th:first-child {
    text-align: left;
  }

  tbody th {
    font-weight: ${(p) => themeOf(p).typography.fontWeight.medium};
    white-space: normal;
  }
`;

const Attribution = styled.p`
  margin: ${(p) => `${themeOf(p).spacing.sm} 0 0`};
  color: ${(p) => themeOf(p).palette.neutral.textMuted};
  font-size: ${(p) => themeOf(p).typography.fontSize.sm};
`;

/**
 * The keywords of each report item as a table; compared items side by side. Keyword figures are an
 * attribution (an equal share of each campaign), and the card says so under the tables.
 */
export function KeywordsSummaryView({ items }: KeywordsSummaryViewProps) {
  const { t } = useAdlensTranslation();
  return (
    <>
      <Tables $columns={items.length}>
        {items.map(({ item, data }) => (
          <SidewaysScroll key={item.key} label={t('widgets.keywordsSummary.caption', { entity: item.title })}>
            <Table>
              <caption>{t('widgets.keywordsSummary.caption', { entity: item.title })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('widgets.keywordsSummary.keyword')}</th>
                  <th scope="col">{t('widgets.keywordsSummary.campaigns')}</th>
                  <th scope="col">{t('widgets.keywordsSummary.advertisers')}</th>
                  <th scope="col">{t('widgets.charts.impressions')}</th>
                  <th scope="col">{t('widgets.charts.expenses')}</th>
                </tr>
              </thead>
              <tbody>
                {data.elements.map((keyword) => (
                  <tr key={keyword.id}>
                    <th scope="row">
                      <EntityLink entity={{ entityType: 'keyword', id: keyword.id }}>{keyword.name}</EntityLink>
                    </th>
                    <td>{keyword.campaignsCount}</td>
                    <td>{keyword.advertisersCount}</td>
                    <td>{formatImpressions(keyword.impressions)}</td>
                    <td>{formatCurrencyShort(keyword.expenses, data.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </SidewaysScroll>
        ))}
      </Tables>
      <Attribution>{t('widgets.keywordsSummary.attribution')}</Attribution>
    </>
  );
}
