import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type {
  AriaComponentOption,
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { ChartStyle } from './buildPieOption.ts';
import { chartMotion } from './chartMotion.ts';

export type CartesianOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | AriaComponentOption
>;

export type CartesianKind = 'column' | 'line' | 'area';

export interface CartesianSeries {
  name: string;
  /** One value per category, in category order; `null` where the series has no data (not drawn). */
  values: readonly (number | null)[];
  color: string;
}

export interface CartesianInput extends ChartStyle {
  kind: CartesianKind;
  categories: readonly string[];
  series: readonly CartesianSeries[];
  /** Stack the series (a breakdown adding up to a whole); side by side otherwise. */
  stacked: boolean;
  formatValue: (value: number) => string;
  /** The value axis' labels (short numbers). */
  formatAxis: (value: number) => string;
  description: string;
  /** Category labels rotated when they are long (placements). */
  rotateLabels?: boolean;
  /**
   * Per category: it covers only part of its interval (a trend's first or last week, month or
   * quarter). Such a category is shaded and named in the tooltip, so it is not read as a dip.
   */
  partial?: readonly boolean[];
  /** Per category: the tooltip's heading (e.g. 'Week of 26 Oct 2026 · 28 Oct – 1 Nov, partial'). */
  categoryTitles?: readonly string[];
  /** The shaded band's label for a partial category ('Partial'). */
  partialLabel?: string;
  /** The shaded band's colour (the theme's muted surface). */
  partialColor?: string;
  /**
   * What opens a report on click: each category (a compared item's
   * column and its label) or each series (a compared item's line). Those get the pointer; nothing
   * else does (ECharts gives every bar one by default, which would promise a click that does nothing).
   */
  clickable?: { categories?: readonly boolean[]; series?: readonly boolean[] };
}

/** A tooltip row's parameters (ECharts passes one per series under the pointer). */
interface AxisTooltipParam {
  dataIndex: number;
  marker?: string;
  seriesName?: string;
  value?: unknown;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The categories a partial interval's shading spans. A column fills its own slot. A line or an area
 * puts its point on the axis line with no width of its own, so a band from a point to itself would
 * be invisible: an edge interval shades the stretch to its neighbour, the line that leads to it.
 */
function partialSpan(input: CartesianInput, index: number): [string | undefined, string | undefined] {
  const own = input.categories[index];
  if (input.kind === 'column' || input.categories.length < 2) return [own, own];
  const last = input.categories.length - 1;
  if (index === 0) return [own, input.categories[1]];
  if (index === last) return [input.categories[last - 1], own];
  return [own, own];
}

/** Whether a click on the series opens a report: its own item's, or its columns' items'. */
function seriesClickable(input: CartesianInput, index: number): boolean {
  return Boolean(input.clickable?.series?.[index] || input.clickable?.categories?.some(Boolean));
}

/**
 * Column, line and area charts: categories along x, one series per breakdown code or compared item.
 * `aria` with our description and decals, as every chart of the package.
 *
 * Line means lines: a line is drawn at its own value, never on top of the series before
 * it, so the point under the pointer is the figure the tooltip names. `stacked` stacks areas and
 * columns only (a breakdown adding up to a whole).
 */
/** The bottom legend's height: one row of 10 px markers and 12 px text, with its padding. */
const LEGEND_HEIGHT = 26;

export function buildCartesianOption(input: CartesianInput): CartesianOption {
  const stack = input.stacked && input.kind !== 'line' ? 'total' : undefined;
  const spans = (input.partial ?? []).flatMap((partial, index) => {
    const [from, to] = partialSpan(input, index);
    return partial && from !== undefined && to !== undefined ? [{ from, to }] : [];
  });
  // Two partial points only (a month cut at both ends) shade the same stretch once, under one label.
  const partialBands = spans
    .filter((span, index) => index === 0 || span.from !== spans[index - 1]!.from || span.to !== spans[index - 1]!.to)
    .map(({ from, to }) => [{ xAxis: from, name: input.partialLabel ?? '' }, { xAxis: to }]);
  return {
    ...chartMotion(input.animation),
    aria: { enabled: true, label: { enabled: true, description: input.description }, decal: { show: true } },
    textStyle: { fontFamily: input.fontFamily, color: input.textColor },
    // ECharts 6 shrinks the plot so axis labels stay inside `outerBounds` (no containLabel needed);
    // with a legend those bounds end above it, so long category labels (rotated ad placements) never
    // run into the legend. Partial intervals name themselves above the plot, clear of the lines and
    // the value axis' top label.
    grid: {
      left: 8,
      right: 16,
      top: partialBands.length > 0 ? 32 : 16,
      bottom: 40,
      outerBounds: { left: 0, right: 0, top: 0, bottom: input.series.length > 1 ? LEGEND_HEIGHT : 0 },
    },
    tooltip: {
      trigger: 'axis',
      formatter: (params: unknown) => {
        const rows = (Array.isArray(params) ? params : [params]) as AxisTooltipParam[];
        const index = rows[0]?.dataIndex ?? 0;
        const heading = input.categoryTitles?.[index] ?? input.categories[index] ?? '';
        const lines = rows.map(
          (row) =>
            `${row.marker ?? ''}${escapeHtml(row.seriesName ?? '')} <strong>${
              typeof row.value === 'number' ? escapeHtml(input.formatValue(row.value)) : '–'
            }</strong>`,
        );
        return [escapeHtml(heading), ...lines].join('<br/>');
      },
    },
    legend: {
      show: input.series.length > 1,
      type: 'scroll',
      bottom: 0,
      icon: 'circle',
      itemWidth: 10,
      itemHeight: 10,
      textStyle: { color: input.textColor, fontFamily: input.fontFamily },
    },
    xAxis: {
      type: 'category',
      // A compared item's label under its column opens its report, as the column does.
      triggerEvent: input.clickable?.categories?.some(Boolean) ?? false,
      data: [...input.categories],
      boundaryGap: input.kind === 'column',
      axisLabel: { color: input.textColor, rotate: input.rotateLabels ? 30 : 0, hideOverlap: true },
    },
    yAxis: {
      type: 'value',
      axisLabel: {
        color: input.textColor,
        formatter: (value: number) => input.formatAxis(value),
        // The bottom tick's label ('$0') sits above the x axis, clear of the first category's label
        // under a line's first point; the top tick's hangs below the plot's top edge, so a 'Partial'
        // label above the plot never runs into it.
        verticalAlignMinLabel: 'bottom' as const,
        ...(partialBands.length > 0 && { verticalAlignMaxLabel: 'top' as const }),
      },
    },
    series: input.series.map((series, index): BarSeriesOption | LineSeriesOption => ({
      cursor: seriesClickable(input, index) ? 'pointer' : 'default',
      ...(input.kind === 'column'
        ? {
            type: 'bar',
            name: series.name,
            stack,
            data: [...series.values],
            itemStyle: { color: series.color },
            barMaxWidth: 48,
          }
        : {
            type: 'line',
            name: series.name,
            stack,
            data: [...series.values],
            itemStyle: { color: series.color },
            lineStyle: { color: series.color, width: 2 },
            showSymbol: input.categories.length <= 31,
            ...(input.kind === 'area' && { areaStyle: { opacity: input.stacked ? 0.85 : 0.25 } }),
          }),
      // The partial intervals' shading, once (on the first series).
      ...(index === 0 &&
        partialBands.length > 0 && {
          markArea: {
            silent: true,
            itemStyle: { color: input.partialColor ?? 'rgba(128, 128, 128, 0.12)' },
            label: { color: input.textColor, fontFamily: input.fontFamily, fontSize: 11, position: 'top' },
            data: partialBands as never,
          },
        }),
    })),
  };
}
