import { HeatmapChart } from 'echarts/charts';
import { GridComponent, VisualMapComponent } from 'echarts/components';
import { registerChartModules } from './chartModules.ts';

/**
 * The audience engagement heatmap; the visual map colours each cell by its quartile
 * band. Its chart imports this module on demand (EChart's `loadModules`), so even the
 * pages of an app that has every widget download it only where the heatmap is.
 */
export const heatmapModules = /* @__PURE__ */ registerChartModules(
  ['heatmap'],
  [HeatmapChart, GridComponent, VisualMapComponent],
);
