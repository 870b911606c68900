import { type EntityExpenditure, formatCurrencyShort, formatImpressions } from '@adlens/core';
import { useId } from 'react';
import { styled } from 'styled-components';
import { useAdlensTranslation } from '../../provider/useAdlensTranslation.ts';
import { themeOf } from '../../theme/themeOf.ts';
import { EntityIcon } from '../../ui/EntityIcon.tsx';
import { ItemHeading } from '../../ui/ItemHeading.tsx';
import { EntityLink } from '../../ui/EntityLink.tsx';
import { SeriesKey } from '../../ui/SeriesKey.tsx';
import { TrendIndicator } from '../../ui/TrendIndicator.tsx';
import { ExpenditurePieChart } from './ExpenditurePieChart.tsx';

export interface EntityExpenditureColumnProps {
  element: EntityExpenditure;
  currency: string;
  headingLevel: 3 | 4;
  /** 'big' lays the donut beside the figures (one entity); 'middle' stacks them (comparison). */
  layout: 'big' | 'middle';
  /** In a comparison, the item's place in the report: its colour key is shown before its icon. */
  seriesIndex?: number;
}

const Column = styled.article<{ $layout: 'big' | 'middle' }>`
  display: grid;
  grid-template-columns: ${(p) => (p.$layout === 'big' ? 'minmax(180px, 1fr) auto' : 'minmax(0, 1fr)')};
  gap: ${(p) => themeOf(p).spacing.lg};
  align-items: start;
  min-width: 0;

  /* A narrow card (a sidebar, a phone): the chart goes under the figures instead of beside them. */
  @container widget (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const EntityHeading = styled(ItemHeading)`
  grid-column: 1 / -1;
`;

const EntityTitle = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Figures = styled.dl`
  display: grid;
  gap: ${(p) => themeOf(p).spacing.md};
  margin: 0;
`;

const Figure = styled.div`
  display: grid;
  gap: 2px;
`;

const Term = styled.dt`
  color: ${(p) => themeOf(p).palette.neutral.textMuted};
  font-size: ${(p) => themeOf(p).typography.fontSize.sm};
`;

const Value = styled.dd<{ $primary?: boolean }>`
  display: grid;
  gap: 2px;
  margin: 0;
  font-size: ${(p) => (p.$primary ? themeOf(p).typography.fontSize.xl : themeOf(p).typography.fontSize.lg)};
  font-weight: ${(p) => themeOf(p).typography.fontWeight.bold};
  font-variant-numeric: tabular-nums;
`;

const ChartBox = styled.figure`
  margin: 0;
  min-width: 0;
`;

const ChartCaption = styled.figcaption`
  color: ${(p) => themeOf(p).palette.neutral.textMuted};
  font-size: ${(p) => themeOf(p).typography.fontSize.sm};
`;

/** One entity's figures — spend, impressions, CPM, change — and its spend-by-channel donut. */
export function EntityExpenditureColumn({
  element,
  currency,
  headingLevel,
  layout,
  seriesIndex,
}: EntityExpenditureColumnProps) {
  const { t } = useAdlensTranslation();
  const vsPrevious = t('widgets.estimatedExpenditure.vsPrevious');
  const { entity } = element;
  const headingId = useId();
  return (
    <Column $layout={layout} aria-labelledby={headingId} data-entity-id={entity.id}>
      <EntityHeading as={`h${headingLevel}`} id={headingId}>
        {seriesIndex !== undefined && <SeriesKey index={seriesIndex} />}
        <EntityIcon icon={entity.icon} title={entity.title} />
        <EntityTitle title={entity.title}>
          {/* A group's column (id -1, itemExpenditure) stands for no one entity's report. */}
          {entity.id > 0 ? <EntityLink entity={entity}>{entity.title}</EntityLink> : entity.title}
        </EntityTitle>
      </EntityHeading>
      <Figures>
        <Figure>
          <Term>{t('widgets.estimatedExpenditure.expenses')}</Term>
          <Value $primary>
            <span>{formatCurrencyShort(element.expenses, currency)}</span>
            <TrendIndicator value={element.change.expenses} label={vsPrevious} />
          </Value>
        </Figure>
        <Figure>
          <Term>{t('widgets.estimatedExpenditure.impressions')}</Term>
          <Value>
            <span>{formatImpressions(element.impressions)}</span>
            <TrendIndicator value={element.change.impressions} label={vsPrevious} />
          </Value>
        </Figure>
        <Figure>
          <Term>{t('widgets.estimatedExpenditure.cpm')}</Term>
          <Value>{element.cpm === null ? t('common.notAvailable') : formatCurrencyShort(element.cpm, currency)}</Value>
        </Figure>
      </Figures>
      <ChartBox>
        <ChartCaption>{t('widgets.estimatedExpenditure.byChannel')}</ChartCaption>
        <ExpenditurePieChart
          entityTitle={entity.title}
          byChannel={element.byChannel}
          expenses={element.expenses}
          currency={currency}
          size={layout}
        />
      </ChartBox>
    </Column>
  );
}
