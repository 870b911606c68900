import type { EChartsCoreOption } from 'echarts/core';
import ReactEChartsCoreModule from 'echarts-for-react/lib/core';
import { useCallback, useMemo } from 'react';
import type { ClickModifiers } from '../entities/useEntityOpen.ts';
import { registerChart } from './chartSvg.ts';
import { echarts } from './echarts.ts';
import { type ChartModulesLoader, useChartModules } from './useChartModules.ts';
import { useNearViewport } from './useNearViewport.ts';

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
  /** Registers the modules of a chart kind the eager build leaves out (LAZY_CHART_KINDS) before drawing. */
  loadModules?: ChartModulesLoader;
  /** A click on a series item or (with the axis' `triggerEvent`) an axis label. */
  onClick?: (click: EChartClick) => void;
}

/** What was clicked in a chart, with the keys held (Ctrl/⌘-click opens a new tab, issue 22). */
export interface EChartClick {
  /** 'series', or 'xAxis' for a category label. */
  componentType: string;
  seriesIndex?: number;
  dataIndex?: number;
  /** A category label's text. */
  value?: unknown;
  modifiers: ClickModifiers;
}

/** ECharts' click parameters: the DOM event is zrender's `event.event`. */
interface EChartsClickParams {
  componentType?: string;
  seriesIndex?: number;
  dataIndex?: number;
  value?: unknown;
  event?: { event?: Partial<MouseEvent> };
}

function toClick(params: EChartsClickParams): EChartClick {
  const native = params.event?.event ?? {};
  return {
    componentType: params.componentType ?? 'series',
    seriesIndex: params.seriesIndex,
    dataIndex: params.dataIndex,
    value: params.value,
    modifiers: { button: native.button, ctrlKey: native.ctrlKey, metaKey: native.metaKey, shiftKey: native.shiftKey },
  };
}

/** The chart's accessible description, as its `aria` option states it. */
function ariaDescription(option: EChartsCoreOption): string | undefined {
  const aria = (option as { aria?: { label?: { description?: unknown } } }).aria;
  return typeof aria?.label?.description === 'string' ? aria.label.description : undefined;
}

/**
 * An ECharts chart on the package's tree-shaken core, rendered as SVG. `notMerge` so a new option
 * replaces the old one whole (a channel that disappears must not linger as a stale slice).
 *
 * A report has a dozen charts; drawing them all at once keeps the page busy long after its data has
 * arrived. A chart is therefore drawn when it comes near the viewport (and its on-demand modules,
 * if any, are loaded). Until then its box holds the chart's size and its description, so the layout
 * does not jump and screen readers read the figures.
 */
export function EChart({ option, width, height, className, loadModules, onClick }: EChartProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const ready = useChartModules(loadModules, near);
  const style = { width: width ?? '100%', maxWidth: '100%', height };
  // The report PDF draws the chart again from its option (chartSvgsIn), drawn on screen or not yet.
  const placeholderRef = useCallback(
    (element: HTMLDivElement | null) => {
      if (element) registerChart(element, { option, loadModules });
      return ref(element);
    },
    [ref, option, loadModules],
  );
  const chartRef = useCallback(
    (component: ReactEChartsCoreModule | null) => {
      if (component?.ele) registerChart(component.ele, { option, loadModules });
    },
    [option, loadModules],
  );
  const onEvents = useMemo(
    () => (onClick ? { click: (params: EChartsClickParams) => onClick(toClick(params)) } : undefined),
    [onClick],
  );
  if (!near || !ready) {
    const description = ariaDescription(option);
    return (
      <div
        ref={placeholderRef}
        style={style}
        className={className}
        {...(description ? { role: 'img', 'aria-label': description } : {})}
      />
    );
  }
  return (
    <ReactEChartsCore
      ref={chartRef}
      echarts={echarts}
      option={option}
      notMerge
      onEvents={onEvents}
      opts={{ renderer: 'svg', width, height }}
      style={style}
      className={className}
    />
  );
}
