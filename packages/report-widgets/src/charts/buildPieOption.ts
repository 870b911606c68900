import type { PieSeriesOption } from 'echarts/charts';
import type {
  AriaComponentOption,
  LegendComponentOption,
  TitleComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { PieSize } from '../theme/chartSizes.ts';
import { chartMotion } from './chartMotion.ts';

export type PieOption = ComposeOption<
  PieSeriesOption | TooltipComponentOption | LegendComponentOption | AriaComponentOption | TitleComponentOption
>;

export interface PieSlice {
  name: string;
  value: number;
  color: string;
}

export interface ChartStyle {
  textColor: string;
  /** The card's background: the seams between pie slices, so a dark card has no white rings. */
  surfaceColor?: string;
  fontFamily: string;
  animation: boolean;
  /** Shading of a chart's partial intervals (the theme's skeleton grey). */
  partialColor?: string;
}

export interface PieInput extends ChartStyle {
  slices: readonly PieSlice[];
  /** Written in the donut's hole (e.g. the total); none when omitted. */
  centerLabel?: string;
  formatValue: (value: number) => string;
  /** The chart's accessible description, with every figure a screen-reader user needs. */
  description: string;
  size: PieSize;
  /** ECharts' own legend; off when the widget draws an HTML legend. Default true. */
  legend?: boolean;
}

const LAYOUT = {
  big: { center: ['30%', '50%'], radius: ['48%', '80%'], legend: { orient: 'vertical', right: 8, top: 'middle' } },
  middle: {
    center: ['50%', '42%'],
    radius: ['42%', '68%'],
    legend: { orient: 'horizontal', left: 'center', bottom: 0 },
  },
  small: { center: ['50%', '50%'], radius: ['50%', '90%'], legend: { show: false } },
} as const;

/**
 * A donut of shares (ad types, transaction methods, mobile platforms). Pure, so it is unit-tested
 * and rendered on a server. `aria` is on with our own description, and decal patterns tell the
 * slices apart without colour (WCAG 1.4.1).
 */
export function buildPieOption(input: PieInput): PieOption {
  const layout = LAYOUT[input.size];
  // Without ECharts' legend the donut takes the middle of its box.
  const [centerX, centerY] = input.legend === false ? (['50%', '50%'] as const) : layout.center;
  return {
    ...chartMotion(input.animation),
    aria: { enabled: true, label: { enabled: true, description: input.description }, decal: { show: true } },
    textStyle: { fontFamily: input.fontFamily, color: input.textColor },
    ...(input.centerLabel && {
      title: {
        text: input.centerLabel,
        left: centerX,
        top: centerY,
        textAlign: 'center',
        textVerticalAlign: 'middle',
        textStyle: { fontSize: input.size === 'big' ? 18 : 15, fontWeight: 600, color: input.textColor },
      },
    }),
    tooltip: {
      trigger: 'item',
      valueFormatter: (value) => (typeof value === 'number' ? input.formatValue(value) : ''),
    },
    legend: {
      ...layout.legend,
      ...(input.legend === false && { show: false }),
      type: 'scroll',
      icon: 'circle',
      itemWidth: 10,
      itemHeight: 10,
      textStyle: { color: input.textColor, fontFamily: input.fontFamily },
    },
    series: [
      {
        type: 'pie',
        center: [centerX, centerY],
        radius: [layout.radius[0], layout.radius[1]],
        avoidLabelOverlap: true,
        label: { show: false },
        labelLine: { show: false },
        itemStyle: { borderColor: input.surfaceColor ?? '#ffffff', borderWidth: 1 },
        data: input.slices.map(({ name, value, color }) => ({ name, value, itemStyle: { color } })),
      },
    ],
  };
}
