import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent } from 'echarts/components';
import { registerChartModules } from './chartModules.ts';

/** Column charts of one kind only (channel share, ad placements, activity segments): no partial intervals. */
export const columnModules = /* @__PURE__ */ registerChartModules(
  ['column'],
  [BarChart, GridComponent, LegendComponent],
);
