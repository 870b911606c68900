import type { DataChannel } from '@adlens/core';
import type { PieSeriesOption } from 'echarts/charts';
import type {
  AriaComponentOption,
  LegendComponentOption,
  TitleComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { CHART_SIZES, type PieSize } from '../../theme/chartSizes.ts';
import { channelColor } from '../../charts/categoryColors.ts';
import { chartMotion } from '../../charts/chartMotion.ts';

export type ExpenditurePieOption = ComposeOption<
  PieSeriesOption | TooltipComponentOption | LegendComponentOption | AriaComponentOption | TitleComponentOption
>;

interface ExpenditurePieSlice {
  channel: DataChannel;
  /** The channel's translated name. */
  name: string;
  expenses: number;
}

export interface ExpenditurePieInput {
  slices: readonly ExpenditurePieSlice[];
  /** The total spend, formatted, written in the donut's hole. */
  totalLabel: string;
  formatValue: (value: number) => string;
  /** The chart's accessible description (the `chartDescription` text). */
  description: string;
  /** 'big' (390×240, legend at the side) for one entity; 'middle' (240, legend below) per comparison column. */
  size: Extract<PieSize, 'middle' | 'big'>;
  colors: readonly string[];
  textColor: string;
  /** The card's background, for the seams between slices. */
  surfaceColor: string;
  fontFamily: string;
  animation: boolean;
}

/**
 * Where the donut sits for each size; the total label is centred on the same point. The big donut
 * lives in the left 60 % of its box (`box`), and its radius is a share of that part's smaller side:
 * in a card narrower than the design's 390 px (a phone, a partner's sidebar) the ring shrinks with the
 * width instead of being cut off at the left edge or running under the legend.
 */
const LAYOUT = {
  big: {
    box: { left: 0, top: 0, width: '60%', height: '100%' },
    center: ['50%', '50%'],
    titleLeft: '30%',
    radius: ['48%', '80%'],
    legend: { orient: 'vertical', left: '62%', top: 'middle' },
  },
  middle: {
    box: {},
    center: ['50%', '42%'],
    titleLeft: '50%',
    radius: ['42%', '68%'],
    legend: { orient: 'horizontal', left: 'center', bottom: 0 },
  },
} as const;

/**
 * The ECharts option of the spend-by-channel donut. Pure, so it is unit-tested and rendered on a
 * server without a browser. `aria` is on with our own description, and decal patterns tell the
 * slices apart without colour (WCAG 1.4.1).
 */
export function buildExpenditurePieOption(input: ExpenditurePieInput): ExpenditurePieOption {
  const layout = LAYOUT[input.size];
  const [centerX, centerY] = layout.center;
  return {
    ...chartMotion(input.animation),
    aria: {
      enabled: true,
      label: { enabled: true, description: input.description },
      decal: { show: true },
    },
    textStyle: { fontFamily: input.fontFamily, color: input.textColor },
    title: {
      text: input.totalLabel,
      left: layout.titleLeft,
      top: centerY,
      textAlign: 'center',
      textVerticalAlign: 'middle',
      textStyle: { fontSize: input.size === 'big' ? 18 : 15, fontWeight: 600, color: input.textColor },
    },
    tooltip: {
      trigger: 'item',
      valueFormatter: (value) => (typeof value === 'number' ? input.formatValue(value) : ''),
    },
    legend: {
      ...layout.legend,
      icon: 'circle',
      itemWidth: 10,
      itemHeight: 10,
      textStyle: { color: input.textColor, fontFamily: input.fontFamily },
    },
    series: [
      {
        type: 'pie',
        ...layout.box,
        center: [centerX, centerY],
        radius: [layout.radius[0], layout.radius[1]],
        avoidLabelOverlap: true,
        label: { show: false },
        labelLine: { show: false },
        itemStyle: { borderColor: input.surfaceColor, borderWidth: 1 },
        data: input.slices.map(({ channel, name, expenses }) => ({
          name,
          value: expenses,
          itemStyle: { color: channelColor(channel, input.colors) },
        })),
      },
    ],
  };
}

export function pieDimensions(size: ExpenditurePieInput['size']): { width: number; height: number } {
  return CHART_SIZES.pie[size];
}
