import { useCallback, useMemo } from 'react';
import type { EntityRef } from '../contract/EntityLinkContext.ts';
import { useEntityOpen } from '../ui/useEntityOpen.ts';
import { CHART_SIZES } from '../theme/chartSizes.ts';
import { type CartesianKind, type CartesianSeries, buildCartesianOption } from './buildCartesianOption.ts';
import type { ChartModules } from './chartModules.ts';
import { EChart } from './EChart.tsx';
import type { EChartClick } from './toEChartClick.ts';
import { useChartStyle } from './useChartStyle.ts';

export interface CartesianChartProps {
  kind: CartesianKind;
  /**
   * The ECharts modules of the kinds the widget draws: `columnModules`, or `trendModules` for a chart
   * whose kind the user switches or that shades partial intervals (a column widget does
   * not pull in the line chart).
   */
  modules: ChartModules<CartesianKind>;
  categories: readonly string[];
  series: readonly CartesianSeries[];
  stacked?: boolean;
  description: string;
  formatValue: (value: number) => string;
  formatAxis: (value: number) => string;
  rotateLabels?: boolean;
  /** Per category: covers only part of its interval (shaded, named in the tooltip). */
  partial?: readonly boolean[];
  /** Per category: the tooltip's heading. */
  categoryTitles?: readonly string[];
  partialLabel?: string;
  /** Overrides the design's height of the kind (column 370, line and area 320). */
  height?: number;
  /** Per category: the entity its column and label open (a compared item's). */
  categoryEntities?: readonly (EntityRef | undefined)[];
  /** Per series: the entity its line or columns open (a compared item's). */
  seriesEntities?: readonly (EntityRef | undefined)[];
}

/** A column, line or area chart filling its container's width at the design's height. */
export function CartesianChart({
  kind,
  modules,
  categories,
  series,
  stacked = false,
  description,
  formatValue,
  formatAxis,
  rotateLabels,
  partial,
  categoryTitles,
  partialLabel,
  height,
  categoryEntities,
  seriesEntities,
}: CartesianChartProps) {
  const style = useChartStyle();
  const { hrefOf, open } = useEntityOpen();
  // Only what opens a report is clickable: a link the host gives.
  const clickable = useMemo(
    () => ({
      categories: categoryEntities?.map((entity) => Boolean(entity && hrefOf(entity))),
      series: seriesEntities?.map((entity) => Boolean(entity && hrefOf(entity))),
    }),
    [categoryEntities, seriesEntities, hrefOf],
  );
  const onClick = useCallback(
    (click: EChartClick) => {
      const category =
        click.componentType === 'xAxis' ? categories.indexOf(String(click.value)) : (click.dataIndex ?? -1);
      const entity =
        categoryEntities?.[category] ??
        (click.componentType === 'series' ? seriesEntities?.[click.seriesIndex ?? -1] : undefined);
      if (entity) open(entity, click.modifiers);
    },
    [categories, categoryEntities, seriesEntities, open],
  );
  const anyClickable = Boolean(clickable.categories?.some(Boolean) || clickable.series?.some(Boolean));
  const option = useMemo(
    () =>
      buildCartesianOption({
        ...style,
        kind,
        categories,
        series,
        stacked,
        description,
        formatValue,
        formatAxis,
        rotateLabels,
        partial,
        categoryTitles,
        partialLabel,
        partialColor: style.partialColor,
        clickable,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- style is rebuilt per render; its fields are the deps
    [
      style.textColor,
      style.fontFamily,
      style.animation,
      kind,
      categories,
      series,
      stacked,
      description,
      formatValue,
      formatAxis,
      rotateLabels,
      partial,
      categoryTitles,
      partialLabel,
      style.partialColor,
      clickable,
    ],
  );
  return (
    <EChart
      option={option}
      modules={modules}
      height={height ?? CHART_SIZES[kind].height}
      onClick={anyClickable ? onClick : undefined}
    />
  );
}
