import { type DistributionResponse, formatCurrencyShort, formatPercent } from '@adlens/core';
import { type ReactNode, useCallback, useId, useMemo } from 'react';
import { styled } from 'styled-components';
import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { inReportOrder } from '../contract/inReportOrder.ts';
import { MissingItemPanel } from '../ui/MissingItemPanel.tsx';
import type { MissingItem, WidgetItemData } from '../contract/widgetDefinition.ts';
import { themeOf } from '../theme/themeOf.ts';
import { ItemTitle } from '../ui/ItemTitle.tsx';
import { ItemHeading } from '../ui/ItemHeading.tsx';
import { slotColor } from './categoryColors.ts';
import { codeColor } from '../theme/chartColors.ts';
import type { DistributionMetric } from './distributionMetric.ts';
import { describeDistribution } from './distributionData.ts';
import { PieChart } from './PieChart.tsx';
import { useChartStyle } from './useChartStyle.ts';

export interface DistributionPiesProps<TCode extends string> {
  items: readonly WidgetItemData<DistributionResponse<TCode>>[];
  /** Items without data: each keeps its place, saying so. */
  missing?: readonly MissingItem[];
  /** The enumeration of the codes: fixes each code's colour across items. */
  codes: readonly TCode[];
  /**
   * Each code's place in the data palette, where codes share a meaning with another list (an ad type
   * Video is the channel Video's colour, categoryColors.ts); the place in `codes` otherwise.
   */
  colorSlots?: Readonly<Record<TCode, number>>;
  codeName: (code: TCode) => string;
  /** The chart description for one item, given its title and the breakdown text. */
  describe: (entity: string, breakdown: string) => string;
  headingLevel: 3 | 4;
  /** More content under an item's chart (the transaction methods' details by channel). */
  renderDetails?: (data: WidgetItemData<DistributionResponse<TCode>>) => ReactNode;
  /** What the donut and its legend show: the share of impressions (default), the spend, or both. */
  metric?: DistributionMetric;
}

const Items = styled.ul<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${(p) => (p.$columns > 1 ? '260px' : '100%')}, 1fr));
  gap: ${(p) => themeOf(p).spacing.xl};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    min-width: 0;
  }
`;

const Item = styled.article`
  display: grid;
  gap: ${(p) => themeOf(p).spacing.md};
`;

const Body = styled.div<{ $wide: boolean }>`
  display: grid;
  grid-template-columns: ${(p) => (p.$wide ? 'minmax(200px, 240px) minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  gap: ${(p) => themeOf(p).spacing.lg};
  align-items: center;

  /* A narrow card: the legend goes under the donut, its names and figures at full width. */
  @container widget (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Legend = styled.div`
  display: grid;
  gap: ${(p) => themeOf(p).spacing.xs};
  min-width: 0;
`;

const LegendTitle = styled.p`
  margin: 0;
  color: ${(p) => themeOf(p).palette.neutral.textMuted};
  font-size: ${(p) => themeOf(p).typography.fontSize.sm};
`;

const LegendList = styled.ul`
  display: grid;
  gap: ${(p) => themeOf(p).spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${(p) => themeOf(p).typography.fontSize.sm};
`;

/** Swatch, name and figure in one row that wraps as a whole: a figure never drifts from its name. */
const LegendEntry = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 ${(p) => themeOf(p).spacing.sm};

  & > span:nth-child(2) {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

const Swatch = styled.span<{ $color: string }>`
  flex: none;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${(p) => p.$color};
`;

const Figure = styled.span`
  color: ${(p) => themeOf(p).palette.neutral.textMuted};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

function ItemPie<TCode extends string>({
  entry,
  codes,
  colorSlots,
  codeName,
  describe,
  headingLevel,
  wide,
  renderDetails,
  metric = 'impressions',
  seriesIndex,
}: Omit<DistributionPiesProps<TCode>, 'items'> & {
  entry: WidgetItemData<DistributionResponse<TCode>>;
  wide: boolean;
  seriesIndex: number | undefined;
}) {
  const { t } = useAdlensTranslation();
  const { colors } = useChartStyle();
  const headingId = useId();
  const { item, data } = entry;
  const colorOf = useCallback(
    (code: TCode) => (colorSlots ? slotColor(colorSlots[code], colors) : codeColor(code, codes, colors)),
    [colorSlots, codes, colors],
  );
  const totalSpend = data.items.reduce((sum, d) => sum + d.expenses, 0);
  const slices = useMemo(
    () =>
      data.items.map((d) => ({
        name: codeName(d.code),
        value: metric === 'expenses' ? d.expenses : d.share,
        color: colorOf(d.code),
      })),
    [data, codeName, colorOf, metric],
  );
  const description = describe(
    item.title,
    describeDistribution(data.items, data.currency, {
      codeName: (code) => codeName(code as TCode),
      entry: (values) => t('widgets.charts.breakdownItem', values),
    }),
  );
  const formatValue = useCallback(
    (value: number) => (metric === 'expenses' ? formatCurrencyShort(value, data.currency) : formatPercent(value)),
    [metric, data.currency],
  );
  const legendTitle =
    metric === 'impressions'
      ? t('widgets.charts.share')
      : t(metric === 'both' ? 'widgets.charts.bothIn' : 'widgets.charts.spendIn', { currency: data.currency });
  return (
    <Item aria-labelledby={headingId}>
      <ItemHeading as={`h${headingLevel}`} id={headingId}>
        <ItemTitle item={item} seriesIndex={seriesIndex} />
      </ItemHeading>
      <Body $wide={wide}>
        <PieChart slices={slices} description={description} formatValue={formatValue} size="middle" legend={false} />
        <Legend>
          <LegendTitle id={`${headingId}-legend`}>{legendTitle}</LegendTitle>
          <LegendList aria-labelledby={`${headingId}-legend`}>
            {data.items.map((d) => (
              <LegendEntry key={d.code} data-code={d.code}>
                <Swatch $color={colorOf(d.code)} />
                <span>{codeName(d.code)}</span>
                <Figure>
                  {metric === 'impressions'
                    ? formatPercent(d.share)
                    : metric === 'both'
                      ? t('widgets.charts.figure', {
                          share: formatPercent(d.share),
                          expenses: formatCurrencyShort(d.expenses, data.currency),
                        })
                      : t('widgets.charts.spendFigure', {
                          expenses: formatCurrencyShort(d.expenses, data.currency),
                          share: formatPercent(totalSpend > 0 ? (d.expenses / totalSpend) * 100 : 0),
                        })}
                </Figure>
              </LegendEntry>
            ))}
          </LegendList>
        </Legend>
      </Body>
      {renderDetails?.(entry)}
    </Item>
  );
}

/**
 * A donut per report item with a legend of every code's figure in one metric, named above it (the
 * legend is HTML, so it is read and zoomed like text); a comparison shows the items side by side.
 */
export function DistributionPies<TCode extends string>({ items, missing = [], ...rest }: DistributionPiesProps<TCode>) {
  const places = inReportOrder(items, missing);
  return (
    <Items $columns={places.length}>
      {places.map((place) => (
        <li key={place.key}>
          {place.entry ? (
            <ItemPie entry={place.entry} wide={places.length === 1} seriesIndex={place.seriesIndex} {...rest} />
          ) : (
            <MissingItemPanel
              missing={place.missing}
              headingLevel={rest.headingLevel}
              seriesIndex={place.seriesIndex}
            />
          )}
        </li>
      ))}
    </Items>
  );
}
