import type { EChartsCoreOption } from 'echarts/core';
import ReactEChartsCoreModule from 'echarts-for-react/lib/core';
import { echarts } from './echarts.ts';

/**
 * echarts-for-react ships CommonJS (`exports.default = EChartsReactCore`). Bundlers disagree on a
 * default import of it: webpack and esbuild hand over the class, Vite 8's dependency optimizer hands
 * over `module.exports` ({ default }). Accept both so the widgets work in any host's bundler.
 */
const ReactEChartsCore: typeof ReactEChartsCoreModule =
  'default' in ReactEChartsCoreModule
    ? (ReactEChartsCoreModule as unknown as { default: typeof ReactEChartsCoreModule }).default
    : ReactEChartsCoreModule;

export interface EChartProps {
  option: EChartsCoreOption;
  /** Fixed width in px; omitted, the chart fills its container's width. */
  width?: number;
  height: number;
  className?: string;
}

/**
 * An ECharts chart on the package's tree-shaken core, rendered as SVG. `notMerge` so a new option
 * replaces the old one whole (a channel that disappears must not linger as a stale slice).
 */
export function EChart({ option, width, height, className }: EChartProps) {
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={option}
      notMerge
      opts={{ renderer: 'svg', width, height }}
      style={{ width: width ?? '100%', maxWidth: '100%', height }}
      className={className}
    />
  );
}
