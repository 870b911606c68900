import type { MapSeriesOption } from 'echarts/charts';
import type { AriaComponentOption, TooltipComponentOption, VisualMapComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { ChartStyle } from '../../charts/buildPieOption.ts';
import { chartMotion } from '../../charts/chartMotion.ts';
import { WORLD_MAP, WORLD_REGION_KEY } from '../../charts/worldMap.ts';
import type { MapRegion } from './impressionMapData.ts';

export type ImpressionMapOption = ComposeOption<
  MapSeriesOption | TooltipComponentOption | VisualMapComponentOption | AriaComponentOption
>;

export interface ImpressionMapInput extends ChartStyle {
  regions: readonly MapRegion[];
  /** From the fewest impressions to the most (the theme's heat-map colours). */
  colors: readonly string[];
  /** Countries without impressions. */
  emptyColor: string;
  borderColor: string;
  /** The visual map's ends, most first. */
  rangeLabels: [most: string, fewest: string];
  description: string;
  /** A country's tooltip. */
  formatRegion: (region: MapRegion) => string;
}

/**
 * The world map of impressions: countries matched by ISO numeric code (`nameProperty`), coloured by
 * impressions on a continuous scale; countries without impressions stay neutral. No region labels:
 * the geometry's names are codes, and the tooltip and the description name the countries.
 */
export function buildImpressionMapOption(input: ImpressionMapInput): ImpressionMapOption {
  const most = Math.max(0, ...input.regions.map((region) => region.value));
  return {
    ...chartMotion(input.animation),
    aria: { enabled: true, label: { enabled: true, description: input.description } },
    textStyle: { fontFamily: input.fontFamily, color: input.textColor },
    tooltip: {
      trigger: 'item',
      formatter: (params) => {
        const { data } = params as { data?: MapRegion };
        return data ? input.formatRegion(data) : '';
      },
    },
    visualMap: {
      type: 'continuous',
      min: 0,
      max: most,
      left: 0,
      bottom: 0,
      itemHeight: 80,
      text: input.rangeLabels,
      textStyle: { color: input.textColor },
      inRange: { color: [...input.colors] },
      calculable: false,
    },
    series: [
      {
        type: 'map',
        map: WORLD_MAP,
        nameProperty: WORLD_REGION_KEY,
        roam: false,
        selectedMode: false,
        label: { show: false },
        itemStyle: { areaColor: input.emptyColor, borderColor: input.borderColor, borderWidth: 0.5 },
        emphasis: { label: { show: false }, itemStyle: { borderColor: input.textColor, borderWidth: 1 } },
        data: input.regions.map((region) => ({ ...region })),
      },
    ],
  };
}
