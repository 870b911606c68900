import type { HeatmapSeriesOption } from 'echarts/charts';
import type {
  AriaComponentOption,
  GridComponentOption,
  TooltipComponentOption,
  VisualMapComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { ChartStyle } from '../../charts/buildPieOption.ts';
import { chartMotion } from '../../charts/chartMotion.ts';
import { type EngagementCell, QUARTILE_BANDS } from './engagementData.ts';

export type EngagementOption = ComposeOption<
  HeatmapSeriesOption | GridComponentOption | TooltipComponentOption | VisualMapComponentOption | AriaComponentOption
>;

/** The grid's side margins, in px, shared with the zone labels under the chart so they line up. */
export const ENGAGEMENT_GRID = { left: 40, right: 8 } as const;

export interface EngagementInput extends ChartStyle {
  cells: readonly EngagementCell[];
  hourLabels: readonly string[];
  weekdayLabels: readonly string[];
  /** The theme's four heat-map quartile colours, lowest band first. */
  bandColors: readonly [string, string, string, string];
  borderColor: string;
  description: string;
  /** The tooltip of a cell: weekday, hour and value. */
  formatCell: (cell: EngagementCell) => string;
}

/**
 * The engagement heatmap: 24 hours across, weekdays down (Monday on top), each cell coloured by its
 * quartile band of the maximum through a piecewise visual map on the band dimension. The legend and
 * the zones are HTML beside the chart, so they read and zoom as text.
 */
export function buildEngagementOption(input: EngagementInput): EngagementOption {
  return {
    ...chartMotion(input.animation),
    aria: { enabled: true, label: { enabled: true, description: input.description } },
    textStyle: { fontFamily: input.fontFamily, color: input.textColor },
    // outerBoundsMode 'none': the grid keeps exactly these margins, which the zone labels copy.
    grid: { ...ENGAGEMENT_GRID, top: 4, bottom: 24, outerBoundsMode: 'none' },
    tooltip: {
      formatter: (params) => {
        const { value } = params as { value?: unknown };
        return Array.isArray(value) ? input.formatCell(value as EngagementCell) : '';
      },
    },
    xAxis: {
      type: 'category',
      data: [...input.hourLabels],
      splitArea: { show: false },
      axisTick: { show: false },
      axisLabel: { color: input.textColor, interval: 2 },
    },
    yAxis: {
      type: 'category',
      data: [...input.weekdayLabels],
      inverse: true,
      axisTick: { show: false },
      axisLabel: { color: input.textColor },
    },
    visualMap: {
      type: 'piecewise',
      show: false,
      dimension: 3,
      pieces: QUARTILE_BANDS.map((band) => ({ value: band, color: input.bandColors[band] })),
    },
    series: [
      {
        type: 'heatmap',
        data: input.cells.map((cell) => [...cell]),
        itemStyle: { borderColor: input.borderColor, borderWidth: 1 },
        emphasis: { itemStyle: { borderColor: input.textColor } },
      },
    ],
  };
}
