import { BarChart, LineChart, PieChart } from 'echarts/charts';
import {
  AriaComponent,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echartsCore from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

/**
 * The one tree-shaken ECharts build of the package (ARCHITECTURE.md "Charts", research notes: the
 * full bundle is ≈396 KB gzip). Each chart kind a widget may declare maps to its ECharts module, so
 * a new kind is one line here and the registry's types refuse a kind that is not registered.
 */
export const CHART_MODULES = {
  pie: PieChart,
  column: BarChart,
  line: LineChart,
  // An area chart is a line series with `areaStyle`.
  area: LineChart,
  // A population pyramid is a horizontal bar chart (spec reports-data §9 pyramid).
  pyramid: BarChart,
} as const;

/**
 * Chart kinds only the audience pages draw. Their ECharts modules (and the world geometry) are not
 * registered here: the audience charts import `heatmapModules.ts` / `worldMapModules.ts` on demand,
 * so no other page downloads them (research notes "ECharts").
 */
export const LAZY_CHART_KINDS = ['heatmap', 'map'] as const;

export type ChartKind = keyof typeof CHART_MODULES | (typeof LAZY_CHART_KINDS)[number];

function registerModules(): typeof echartsCore {
  echartsCore.use([
    ...Object.values(CHART_MODULES),
    TooltipComponent,
    LegendComponent,
    // Without AriaComponent the `aria` option silently does nothing (research notes).
    AriaComponent,
    TitleComponent,
    // Axes of column, line and area charts.
    GridComponent,
    // The shading of a trend's partial first and last intervals.
    MarkAreaComponent,
    // SVG suits many small charts on a page and renders on a server for tests (research notes).
    SVGRenderer,
  ]);
  return echartsCore;
}

/**
 * ECharts with our modules registered. Registration happens in the initializer of this binding, not
 * as a bare top-level call: the package is `sideEffects: false`, and a production bundler that sees
 * `echarts` merely re-exported from 'echarts/core' drops a bare `use(...)` — the charts then render
 * nothing. Whoever uses this binding keeps the call.
 */
export const echarts = registerModules();
