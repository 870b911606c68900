import { PieChart } from 'echarts/charts';
import { LegendComponent, TitleComponent } from 'echarts/components';
import { registerChartModules } from './chartModules.ts';

/** The donuts (PieFrame): the legend beside or under them, the title as the centre label. */
export const pieModules = /* @__PURE__ */ registerChartModules(['pie'], [PieChart, LegendComponent, TitleComponent]);
