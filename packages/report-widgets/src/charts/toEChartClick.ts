import type { ClickModifiers } from '../ui/useEntityOpen.ts';

/** What was clicked in a chart, with the keys held (Ctrl/⌘-click opens a new tab). */
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
export interface EChartsClickParams {
  componentType?: string;
  seriesIndex?: number;
  dataIndex?: number;
  value?: unknown;
  event?: { event?: Partial<MouseEvent> };
}

/** A click on a series item or (with the axis' `triggerEvent`) an axis label, as our charts read it. */
export function toEChartClick(params: EChartsClickParams): EChartClick {
  const native = params.event?.event ?? {};
  return {
    componentType: params.componentType ?? 'series',
    seriesIndex: params.seriesIndex,
    dataIndex: params.dataIndex,
    value: params.value,
    modifiers: { button: native.button, ctrlKey: native.ctrlKey, metaKey: native.metaKey, shiftKey: native.shiftKey },
  };
}
