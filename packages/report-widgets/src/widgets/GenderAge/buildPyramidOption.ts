import type { BarSeriesOption } from 'echarts/charts';
import type {
  AriaComponentOption,
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { ChartStyle } from '../../charts/buildPieOption.ts';
import { chartMotion } from '../../charts/chartMotion.ts';
import type { PyramidRow } from './genderAgeData.ts';

export type PyramidOption = ComposeOption<
  BarSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption | AriaComponentOption
>;

export interface PyramidInput extends ChartStyle {
  rows: readonly PyramidRow[];
  maleName: string;
  femaleName: string;
  maleColor: string;
  femaleColor: string;
  description: string;
  formatValue: (value: number) => string;
}

/**
 * The gender and age pyramid: one horizontal bar per age
 * group and gender, men drawn to the left (negative values) and women to the right, on one stack so
 * each age group's two bars meet at the axis.
 */
export function buildPyramidOption(input: PyramidInput): PyramidOption {
  const absolute = (value: unknown) => (typeof value === 'number' ? input.formatValue(Math.abs(value)) : '');
  const bar = (name: string, color: string, values: number[]): BarSeriesOption => ({
    type: 'bar',
    name,
    stack: 'pyramid',
    data: values,
    itemStyle: { color },
    barMaxWidth: 16,
  });
  return {
    ...chartMotion(input.animation),
    aria: { enabled: true, label: { enabled: true, description: input.description }, decal: { show: true } },
    textStyle: { fontFamily: input.fontFamily, color: input.textColor },
    legend: {
      top: 0,
      icon: 'circle',
      itemWidth: 10,
      itemHeight: 10,
      textStyle: { color: input.textColor, fontFamily: input.fontFamily },
    },
    grid: { left: 8, right: 16, top: 24, bottom: 4 },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: absolute },
    xAxis: { type: 'value', axisLabel: { color: input.textColor, formatter: absolute } },
    yAxis: {
      type: 'category',
      data: input.rows.map((row) => row.title),
      axisTick: { show: false },
      axisLabel: { color: input.textColor },
    },
    series: [
      bar(
        input.maleName,
        input.maleColor,
        input.rows.map((row) => -row.male),
      ),
      bar(
        input.femaleName,
        input.femaleColor,
        input.rows.map((row) => row.female),
      ),
    ],
  };
}
