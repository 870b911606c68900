import { HeatmapChart } from 'echarts/charts';
import { VisualMapComponent } from 'echarts/components';
import { echarts } from './echarts.ts';

function registerHeatmapModules(): typeof echarts {
  // The visual map colours each cell by its quartile band (spec reports-data §9).
  echarts.use([HeatmapChart, VisualMapComponent]);
  return echarts;
}

/**
 * ECharts with the heatmap registered. Imported on demand by the audience engagement chart only
 * (LAZY_CHART_KINDS); a binding, not a bare call, for the reason given in `echarts.ts`.
 */
export const heatmapEcharts = registerHeatmapModules();
