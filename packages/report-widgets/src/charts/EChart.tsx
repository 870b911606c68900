import type { EChartsCoreOption } from 'echarts/core';
import { useCallback, useLayoutEffect, useState } from 'react';
import type { ChartModules } from './chartModules.ts';
import { registerChart } from './chartSvg.ts';
import type { EChartClick } from './toEChartClick.ts';
import { type ChartModulesLoader, useChartModules } from './useChartModules.ts';
import { useEChartsInstance } from './useEChartsInstance.ts';
import { useNearViewport } from './useNearViewport.ts';

interface EChartDrawing {
  option: EChartsCoreOption;
  /** Fixed width in px; omitted, the chart fills its container's width. */
  width?: number;
  height: number;
  className?: string;
  /** A click on a series item or (with the axis' `triggerEvent`) an axis label. */
  onClick?: (click: EChartClick) => void;
}

/**
 * A chart and the ECharts modules of its kind: either the `*Modules.ts` binding its component
 * imports (registered on import), or a loader that imports one on demand (the audience heatmap and
 * world map). A union, not an interface, so a chart without its modules does not compile (each
 * widget registers only the charts it draws). EChart does not read `modules`: passing it is
 * what keeps the registration in a partner's bundle (`chartModules.ts`).
 */
export type EChartProps = EChartDrawing &
  ({ modules: ChartModules; loadModules?: undefined } | { modules?: undefined; loadModules: ChartModulesLoader });

/** The chart's accessible description, as its `aria` option states it. */
function ariaDescription(option: EChartsCoreOption): string | undefined {
  const aria = (option as { aria?: { label?: { description?: unknown } } }).aria;
  return typeof aria?.label?.description === 'string' ? aria.label.description : undefined;
}

/**
 * An ECharts chart on `echarts/core` with only its kind's modules, rendered as SVG.
 *
 * A report has a dozen charts; drawing them all at once keeps the page busy long after its data has
 * arrived. A chart is therefore drawn when it comes near the viewport (and its on-demand modules,
 * if any, are loaded). Until then its box holds the chart's size and its description, so the layout
 * does not jump and screen readers read the figures. The drawn chart is another element: ECharts
 * writes its own role and label on it (the aria option), which React must not overwrite.
 */
export function EChart({ option, width, height, className, loadModules, onClick }: EChartProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const ready = useChartModules(loadModules, near);
  const drawn = near && ready;
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  useEChartsInstance(drawn ? element : null, { option, width, height, onClick });
  // At least its height where a card stretches it (WidgetCard `fill`: a dashboard tile).
  const style = { width: width ?? '100%', maxWidth: '100%', height, minHeight: height };
  // The report PDF draws the chart again from its option (chartSvgsIn), drawn on screen or not yet.
  const placeholderRef = useCallback(
    (placeholder: HTMLDivElement | null) => {
      if (placeholder) registerChart(placeholder, { option, loadModules });
      return ref(placeholder);
    },
    [ref, option, loadModules],
  );
  useLayoutEffect(() => {
    if (element) registerChart(element, { option, loadModules });
  }, [element, option, loadModules]);
  if (!drawn) {
    const description = ariaDescription(option);
    return (
      <div
        key="placeholder"
        ref={placeholderRef}
        style={style}
        className={className}
        {...(description ? { role: 'img', 'aria-label': description } : {})}
      />
    );
  }
  return <div key="chart" ref={setElement} style={style} className={className} />;
}
