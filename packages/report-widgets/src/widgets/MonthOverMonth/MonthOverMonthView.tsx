import { type MonthOverMonthResponse, formatCurrencyShort, formatImpressions } from '@adlens/core';
import { useId } from 'react';
import { styled } from 'styled-components';
import { useAdlensTranslation } from '../../provider/useAdlensTranslation.ts';
import { inReportOrder } from '../../contract/inReportOrder.ts';
import { MissingItemPanel } from '../../ui/MissingItemPanel.tsx';
import type { WidgetItemData, WidgetViewProps } from '../../contract/widgetDefinition.ts';
import { themeOf } from '../../theme/themeOf.ts';
import { ItemTitle } from '../../ui/ItemTitle.tsx';
import { ItemHeading } from '../../ui/ItemHeading.tsx';
import { TrendIndicator } from '../../ui/TrendIndicator.tsx';
import { monthFiguresTitle, monthOverMonthBasisNote } from './monthOverMonthData.ts';

export type MonthOverMonthViewProps = Pick<WidgetViewProps<MonthOverMonthResponse>, 'items' | 'headingLevel'> &
  Partial<Pick<WidgetViewProps<MonthOverMonthResponse>, 'missing'>>;

const Items = styled.ul<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${(p) => (p.$columns > 1 ? '220px' : '100%')}, 1fr));
  gap: ${(p) => themeOf(p).spacing.xl};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.article`
  display: grid;
  gap: ${(p) => themeOf(p).spacing.md};
`;

const Months = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${(p) => themeOf(p).spacing.lg};
`;

const Month = styled.dl`
  display: grid;
  gap: ${(p) => themeOf(p).spacing.xs};
  margin: 0;

  dt {
    color: ${(p) => themeOf(p).palette.neutral.textMuted};
    font-size: ${(p) => themeOf(p).typography.fontSize.sm};
  }

  dd {
    display: grid;
    gap: 2px;
    margin: 0 0 ${(p) => themeOf(p).spacing.sm};
    font-size: ${(p) => themeOf(p).typography.fontSize.lg};
    font-weight: ${(p) => themeOf(p).typography.fontWeight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const MonthTitle = styled.h4`
  margin: 0;
  font-size: ${(p) => themeOf(p).typography.fontSize.sm};
  font-weight: ${(p) => themeOf(p).typography.fontWeight.medium};
`;

function ItemMonths({
  entry: { item, data },
  headingLevel,
  seriesIndex,
}: {
  entry: WidgetItemData<MonthOverMonthResponse>;
  headingLevel: 3 | 4;
  seriesIndex: number | undefined;
}) {
  const { t } = useAdlensTranslation();
  const headingId = useId();
  const currentTitle = monthFiguresTitle(data.current, data.basis);
  const previousTitle = monthFiguresTitle(data.previous, data.basis);
  const vs = t('widgets.monthOverMonth.vsPrevious', { month: previousTitle });
  const monthLevel = headingLevel === 3 ? 4 : 5;
  // Each compared item has both months: its title keeps the landmarks' names unique (axe landmark-unique).
  const named = (month: string) => `${month}, ${item.title}`;
  return (
    <Item aria-labelledby={headingId}>
      <ItemHeading as={`h${headingLevel}`} id={headingId}>
        <ItemTitle item={item} seriesIndex={seriesIndex} />
      </ItemHeading>
      <Months>
        <section aria-label={named(t('widgets.monthOverMonth.current'))}>
          <MonthTitle as={`h${monthLevel}`}>{currentTitle}</MonthTitle>
          <Month>
            <dt>{t('widgets.charts.expenses')}</dt>
            <dd>
              <span>{formatCurrencyShort(data.current.expenses, data.currency)}</span>
              <TrendIndicator value={data.change.expenses} label={vs} />
            </dd>
            <dt>{t('widgets.charts.impressions')}</dt>
            <dd>
              <span>{formatImpressions(data.current.impressions)}</span>
              <TrendIndicator value={data.change.impressions} label={vs} />
            </dd>
          </Month>
        </section>
        <section aria-label={named(t('widgets.monthOverMonth.previous'))}>
          <MonthTitle as={`h${monthLevel}`}>{previousTitle}</MonthTitle>
          <Month>
            <dt>{t('widgets.charts.expenses')}</dt>
            <dd>{formatCurrencyShort(data.previous.expenses, data.currency)}</dd>
            <dt>{t('widgets.charts.impressions')}</dt>
            <dd>{formatImpressions(data.previous.impressions)}</dd>
          </Month>
        </section>
      </Months>
    </Item>
  );
}

const Note = styled.p`
  margin: ${(p) => themeOf(p).spacing.md} 0 0;
  color: ${(p) => themeOf(p).palette.neutral.textMuted};
  font-size: ${(p) => themeOf(p).typography.fontSize.sm};
`;

/**
 * Each item's last month of the period against the month before, like with like: spend and
 * impressions with their change, and a note when a month to date or the last whole months are compared.
 */
export function MonthOverMonthView({ items, missing = [], headingLevel }: MonthOverMonthViewProps) {
  const { t } = useAdlensTranslation();
  const note = monthOverMonthBasisNote(items[0]!.data, t);
  const places = inReportOrder(items, missing);
  return (
    <>
      <Items $columns={places.length}>
        {places.map((place) => (
          <li key={place.key}>
            {place.entry ? (
              <ItemMonths entry={place.entry} headingLevel={headingLevel} seriesIndex={place.seriesIndex} />
            ) : (
              <MissingItemPanel missing={place.missing} headingLevel={headingLevel} seriesIndex={place.seriesIndex} />
            )}
          </li>
        ))}
      </Items>
      {note && <Note>{note}</Note>}
    </>
  );
}
