import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type {
  AriaComponentOption,
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { ChartStyle } from './buildPieOption.ts';
import { chartMotion } from './chartMotion.ts';

export type CartesianOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | AriaComponentOption
>;

export type CartesianKind = 'column' | 'line' | 'area';

export interface CartesianSeries {
  name: string;
  /** One value per category, in category order. */
  values: readonly number[];
  color: string;
}

export interface CartesianInput extends ChartStyle {
  kind: CartesianKind;
  categories: readonly string[];
  series: readonly CartesianSeries[];
  /** Stack the series (a breakdown adding up to a whole); side by side otherwise. */
  stacked: boolean;
  formatValue: (value: number) => string;
  /** The value axis' labels (short numbers). */
  formatAxis: (value: number) => string;
  description: string;
  /** Category labels rotated when they are long (placements). */
  rotateLabels?: boolean;
}

/**
 * Column, line and area charts: categories along x, one series per breakdown code or compared item.
 * `aria` with our description and decals, as every chart of the package.
 */
export function buildCartesianOption(input: CartesianInput): CartesianOption {
  const stack = input.stacked ? 'total' : undefined;
  return {
    ...chartMotion(input.animation),
    aria: { enabled: true, label: { enabled: true, description: input.description }, decal: { show: true } },
    textStyle: { fontFamily: input.fontFamily, color: input.textColor },
    // ECharts 6 keeps axis labels inside the grid by default (outerBounds), no containLabel needed.
    grid: { left: 8, right: 16, top: 16, bottom: 40 },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value) => (typeof value === 'number' ? input.formatValue(value) : ''),
    },
    legend: {
      show: input.series.length > 1,
      type: 'scroll',
      bottom: 0,
      icon: 'circle',
      itemWidth: 10,
      itemHeight: 10,
      textStyle: { color: input.textColor, fontFamily: input.fontFamily },
    },
    xAxis: {
      type: 'category',
      data: [...input.categories],
      boundaryGap: input.kind === 'column',
      axisLabel: { color: input.textColor, rotate: input.rotateLabels ? 30 : 0, hideOverlap: true },
    },
    yAxis: {
      type: 'value',
      axisLabel: { color: input.textColor, formatter: (value: number) => input.formatAxis(value) },
    },
    series: input.series.map((series): BarSeriesOption | LineSeriesOption =>
      input.kind === 'column'
        ? {
            type: 'bar',
            name: series.name,
            stack,
            data: [...series.values],
            itemStyle: { color: series.color },
            barMaxWidth: 48,
          }
        : {
            type: 'line',
            name: series.name,
            stack,
            data: [...series.values],
            itemStyle: { color: series.color },
            lineStyle: { color: series.color, width: 2 },
            showSymbol: input.categories.length <= 31,
            ...(input.kind === 'area' && { areaStyle: { opacity: input.stacked ? 0.85 : 0.25 } }),
          },
    ),
  };
}
