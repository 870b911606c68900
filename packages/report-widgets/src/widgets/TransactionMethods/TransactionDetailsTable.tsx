import { type TransactionMethodsResponse, formatImpressions } from '@adlens/core';
import { styled } from 'styled-components';
import { SidewaysScroll } from '../../ui/SidewaysScroll.tsx';
import { useAdlensTranslation } from '../../provider/useAdlensTranslation.ts';
import { themeOf } from '../../theme/themeOf.ts';
import { stickyFirstColumn } from '../../ui/stickyFirstColumn.ts';
import { transactionDetails } from './transactionMethodsData.ts';

export interface TransactionDetailsTableProps {
  entity: string;
  data: TransactionMethodsResponse;
}

const Table = styled.table`
  width: 100%;
  ${stickyFirstColumn}
  border-collapse: collapse;
  font-size: ${(p) => themeOf(p).typography.fontSize.sm};
  font-variant-numeric: tabular-nums;

  /* The caption stays at the left edge and wraps within the card while the table scrolls. */
  caption {
    position: sticky;
    left: 0;
    width: min(100%, 100cqi);
    text-align: left;
    font-weight: ${(p) => themeOf(p).typography.fontWeight.bold};
    padding-bottom: ${(p) => themeOf(p).spacing.xs};
  }

  th,
  td {
    padding: ${(p) => `${themeOf(p).spacing.xs} ${themeOf(p).spacing.sm}`};
    border-bottom: 1px solid ${(p) => themeOf(p).palette.neutral.border};
    text-align: right;
    white-space: nowrap;
  }

  th[scope='row'],
  thead th:first-child {
    text-align: left;
    font-weight: ${(p) => themeOf(p).typography.fontWeight.medium};
  }
`;

/** The impressions of each transaction method by channel, with the method's total. */
export function TransactionDetailsTable({ entity, data }: TransactionDetailsTableProps) {
  const { t } = useAdlensTranslation();
  const { channels, rows } = transactionDetails(data);
  return (
    <SidewaysScroll label={t('widgets.transactionMethods.detailsCaption', { entity })}>
      <Table>
        <caption>{t('widgets.transactionMethods.detailsCaption', { entity })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('widgets.transactionMethods.method')}</th>
            {channels.map((channel) => (
              <th key={channel} scope="col">
                {t(`channel.${channel}`)}
              </th>
            ))}
            <th scope="col">{t('widgets.charts.impressions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.method}>
              <th scope="row">{t(`widgets.transactionMethods.${row.method}`)}</th>
              {row.byChannel.map((measures, index) => (
                <td key={channels[index]}>{measures.impressions ? formatImpressions(measures.impressions) : '–'}</td>
              ))}
              <td>{formatImpressions(row.total.impressions)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </SidewaysScroll>
  );
}
