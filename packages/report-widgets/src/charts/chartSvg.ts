import { type EChartsCoreOption, init } from 'echarts/core';
import type { ChartModulesLoader } from './useChartModules.ts';

/**
 * A chart as a document draws it: its ECharts option and what its kind needs loaded first (the
 * statically imported kinds registered their modules when the chart's component was imported).
 */
interface RegisteredChart {
  option: EChartsCoreOption;
  loadModules: ChartModulesLoader | undefined;
}

const CHART_ATTRIBUTE = 'data-echart';
const charts = new WeakMap<Element, RegisteredChart>();

/** Marks `element` as the box of a chart with this option (EChart does, drawn or not yet). */
export function registerChart(element: Element, chart: RegisteredChart): void {
  element.setAttribute(CHART_ATTRIBUTE, '');
  charts.set(element, chart);
}

/** A chart drawn as SVG markup, `width` × `height` CSS pixels. */
export interface ChartSvg {
  svg: string;
  width: number;
  height: number;
}

/**
 * Every chart under `root`, in document order, drawn again as SVG for a document (the report PDF,
 * Charts as vectors, not pictures of the screen): each chart's own option in an offscreen
 * ECharts instance with the SVG renderer and no animation, at its on-screen size, no wider than
 * `maxWidth` (ECharts lays the chart out again at that width, its text at its own size).
 */
export async function chartSvgsIn(root: Element, maxWidth: number): Promise<ChartSvg[]> {
  const drawn: ChartSvg[] = [];
  for (const box of root.querySelectorAll(`[${CHART_ATTRIBUTE}]`)) {
    const chart = charts.get(box);
    if (!chart || !box.isConnected) continue;
    await chart.loadModules?.();
    const width = Math.round(Math.min(box.clientWidth || maxWidth, maxWidth));
    const height = Math.round(box.clientHeight);
    if (width <= 0 || height <= 0) continue;
    const instance = init(null, null, { renderer: 'svg', ssr: true, width, height });
    try {
      instance.setOption({ ...chart.option, animation: false });
      drawn.push({ svg: instance.renderToSVGString(), width, height });
    } finally {
      instance.dispose();
    }
  }
  return drawn;
}
