import { styled } from 'styled-components';
import type { WidgetSkeletonProps } from '../../contract/widgetDefinition.ts';
import { themeOf } from '../../theme/themeOf.ts';
import { SkeletonBlock } from '../../ui/SkeletonBlock.tsx';
import { DEFAULT_RANKING_PAGE_SIZE } from './rankingData.ts';
import { Table } from './RankingTable.tsx';

const Columns = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${(p) => (p.$columns > 1 ? '360px' : '100%')}, 1fr));
  gap: ${(p) => themeOf(p).spacing.xl};
`;

/** Where the pager goes: its buttons' height, at the pager's distance from the table (ListPager). */
const PagerPlace = styled.div`
  height: 32px;
  margin-top: ${(p) => themeOf(p).spacing.md};
`;

const COLUMN_WIDTHS = ['24px', undefined, '72px', '72px', '96px', '48px'];

/**
 * The ranked list's loading shape: the list's own table (same row heights) with a page of rows per
 * item and the pager's place, so the card does not change height when a full page arrives.
 */
export function RankingSkeleton({ entityCount }: WidgetSkeletonProps) {
  return (
    <>
      <Columns $columns={entityCount} data-testid="ranking-skeleton">
        {Array.from({ length: entityCount }, (_, column) => (
          <Table key={column} role="presentation">
            <thead>
              <tr>
                {COLUMN_WIDTHS.map((width, cell) => (
                  <td key={cell}>
                    <SkeletonBlock $height="10px" $width={width ? '60%' : '30%'} />
                  </td>
                ))}
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: DEFAULT_RANKING_PAGE_SIZE }, (_, row) => (
                <tr key={row}>
                  {COLUMN_WIDTHS.map((width, cell) => (
                    <td key={cell} style={width ? { width } : undefined}>
                      <SkeletonBlock
                        $height={cell === 4 ? '8px' : '14px'}
                        $width={width ? '100%' : `${85 - ((row * 13) % 40)}%`}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        ))}
      </Columns>
      <PagerPlace />
    </>
  );
}
