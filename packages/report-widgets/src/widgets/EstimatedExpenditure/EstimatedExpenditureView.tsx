import type { EstimatedExpenditureResponse } from '@adlens/core';
import { styled } from 'styled-components';
import { inReportOrder } from '../../contract/inReportOrder.ts';
import { MissingItemPanel } from '../../ui/MissingItemPanel.tsx';
import type { WidgetViewProps } from '../../contract/widgetDefinition.ts';
import { themeOf } from '../../theme/themeOf.ts';
import { EntityExpenditureColumn } from './EntityExpenditureColumn.tsx';
import { itemExpenditure } from './estimatedExpenditureData.ts';

export type EstimatedExpenditureViewProps = Pick<WidgetViewProps<EstimatedExpenditureResponse>, 'items'> &
  Partial<Pick<WidgetViewProps<EstimatedExpenditureResponse>, 'missing'>> & {
    /** Level of the entity headings: one below the card title. Default 3. */
    headingLevel?: 3 | 4;
  };

const Entities = styled.ul<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${(p) => (p.$columns > 1 ? '220px' : '100%')}, 1fr));
  gap: ${(p) => themeOf(p).spacing.xl};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    min-width: 0;
  }

  & > li + li {
    border-left: ${(p) => (p.$columns > 1 ? `1px solid ${themeOf(p).palette.neutral.border}` : 'none')};
    padding-left: ${(p) => (p.$columns > 1 ? themeOf(p).spacing.xl : '0')};
  }
`;

/**
 * Estimated expenditure of one item, or a comparison with one column per item. Presentational:
 * give it a response and it draws, no client or query needed (besides the provider for texts).
 */
export function EstimatedExpenditureView({ items, missing = [], headingLevel = 3 }: EstimatedExpenditureViewProps) {
  const places = inReportOrder(items, missing);
  const layout = places.length > 1 ? 'middle' : 'big';
  return (
    <Entities $columns={places.length}>
      {places.map(({ key, entry, missing: gap, seriesIndex }) => (
        <li key={key}>
          {entry ? (
            <EntityExpenditureColumn
              element={itemExpenditure(entry.item, entry.data)}
              currency={entry.data.currency}
              headingLevel={headingLevel}
              layout={layout}
              seriesIndex={seriesIndex}
            />
          ) : (
            <MissingItemPanel missing={gap} headingLevel={headingLevel} seriesIndex={seriesIndex} />
          )}
        </li>
      ))}
    </Entities>
  );
}
