import { type EChartsCoreOption, type EChartsType, init } from 'echarts/core';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { type EChartClick, type EChartsClickParams, toEChartClick } from './toEChartClick.ts';

/** What a drawn chart shows and answers: EChart's props less the placeholder's concerns. */
export interface EChartsInstanceInput {
  option: EChartsCoreOption;
  /** Fixed width in px; undefined, the chart takes its element's width. */
  width: number | undefined;
  height: number;
  onClick: ((click: EChartClick) => void) | undefined;
}

/**
 * Draws `option` in `element` with ECharts' own API: `init` once per element (SVG renderer, at the
 * given size), `setOption(option, { notMerge: true })` for each new option without drawing the chart
 * again from scratch (a channel that disappears must not linger as a stale slice), `resize` when the
 * element's box changes (its container narrows, a card is resized), click listeners bound and
 * unbound as they change, and `dispose` when the element goes. Nothing while `element` is null.
 *
 * Our own few lines instead of echarts-for-react: that package is CommonJS, which broke a
 * partner's `vite build` (tslib) and Node ESM (an extensionless subpath import).
 */
export function useEChartsInstance(
  element: HTMLDivElement | null,
  { option, width, height, onClick }: EChartsInstanceInput,
): void {
  const chartRef = useRef<EChartsType | null>(null);

  useLayoutEffect(() => {
    if (!element) return;
    const chart = init(element, null, { renderer: 'svg', width, height });
    chartRef.current = chart;
    return () => {
      chart.dispose();
      chartRef.current = null;
    };
    // Not on width or height: drawn once per element; a new size changes the element's box, which
    // resizes the chart (the ResizeObserver below).
  }, [element]);

  useLayoutEffect(() => {
    chartRef.current?.setOption(option, { notMerge: true });
  }, [element, option]);

  useEffect(() => {
    const chart = chartRef.current;
    if (!element || !chart || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]?.contentRect;
      // A hidden chart (a closed tab) keeps its drawing until it is shown again at its real size.
      if (!box || box.width === 0 || box.height === 0) return;
      if (Math.round(box.width) === chart.getWidth() && Math.round(box.height) === chart.getHeight()) return;
      // 'auto': the element's own box, which its style sets (a fixed width no wider than its container).
      chart.resize({ width: 'auto', height: 'auto' });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart || !onClick) return;
    const listener = (params: unknown) => onClick(toEChartClick(params as EChartsClickParams));
    chart.on('click', listener);
    return () => {
      // On unmount the chart is disposed first (a layout effect), taking its listeners with it.
      if (!chart.isDisposed()) chart.off('click', listener);
    };
  }, [element, onClick]);
}
