import { formatPercent } from '@adlens/core';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { ShareBar } from '../ui/ShareBar.tsx';
import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { themeOf } from '../theme/themeOf.ts';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';

interface AudienceListRow {
  key: string;
  name: ReactNode;
  /** Share of the audience, percent. */
  share: number;
  /** The list's own figure (deviation, affinity or search volume). */
  figure: ReactNode;
}

export interface AudienceListTableProps {
  /** The table's name for assistive technology, e.g. 'Languages: nike.com'. */
  caption: string;
  nameHeader: string;
  figureHeader: string;
  rows: readonly AudienceListRow[];
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${(p) => `${themeOf(p).spacing.xs} ${themeOf(p).spacing.sm}`};
    border-bottom: 1px solid ${(p) => themeOf(p).palette.neutral.border};
    text-align: left;
    vertical-align: middle;
  }

  thead th {
    color: ${(p) => themeOf(p).palette.neutral.textMuted};
    font-size: ${(p) => themeOf(p).typography.fontSize.sm};
    font-weight: ${(p) => themeOf(p).typography.fontWeight.medium};
  }

  tbody th {
    font-weight: ${(p) => themeOf(p).typography.fontWeight.medium};
  }

  [data-numeric] {
    text-align: right;
    white-space: nowrap;
  }
`;

const ShareCell = styled.span`
  display: grid;
  grid-template-columns: minmax(48px, 1fr) 5ch;
  align-items: center;
  gap: ${(p) => themeOf(p).spacing.sm};
`;

/**
 * A ranked audience list: rank, name, share of the audience with a bar (scaled to the largest share,
 * so short lists stay readable) and one figure of the list's own.
 */
export function AudienceListTable({ caption, nameHeader, figureHeader, rows }: AudienceListTableProps) {
  const { t } = useAdlensTranslation();
  const largest = Math.max(...rows.map((row) => row.share), 0);
  return (
    <Table>
      <caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          <th scope="col" data-numeric>
            {t('widgets.rankings.rank')}
          </th>
          <th scope="col">{nameHeader}</th>
          <th scope="col">{t('widgets.audience.share')}</th>
          <th scope="col" data-numeric>
            {figureHeader}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.key}>
            <td data-numeric>{index + 1}</td>
            <th scope="row">{row.name}</th>
            <td>
              <ShareCell>
                <ShareBar percent={largest > 0 ? (row.share / largest) * 100 : 0} />
                <span>{formatPercent(row.share)}</span>
              </ShareCell>
            </td>
            <td data-numeric>{row.figure}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
