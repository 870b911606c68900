import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkAreaComponent } from 'echarts/components';
import { registerChartModules } from './chartModules.ts';

/**
 * The spend trend, drawn as the user picks: line, area (a line with `areaStyle`) or column, its
 * partial first and last intervals shaded (a mark area).
 */
export const trendModules = /* @__PURE__ */ registerChartModules(
  ['line', 'area', 'column'],
  [LineChart, BarChart, GridComponent, LegendComponent, MarkAreaComponent],
);
