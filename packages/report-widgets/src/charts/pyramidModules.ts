import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent } from 'echarts/components';
import { registerChartModules } from './chartModules.ts';

/** The population pyramid: a horizontal bar chart. */
export const pyramidModules = /* @__PURE__ */ registerChartModules(
  ['pyramid'],
  [BarChart, GridComponent, LegendComponent],
);
