import {
  DATA_CHANNELS,
  type DataChannel,
  type IsoDate,
  TREND_INTERVALS,
  type TrendInterval,
  type TrendPoint,
  type TrendResponse,
} from '@adlens/core';
import { inReportOrder } from '../../contract/inReportOrder.ts';
import type { MissingItem, WidgetItemData } from '../../contract/widgetDefinition.ts';
import type { WidgetChoiceMapping } from '../../contract/widgetSavedChoices.ts';

export const TREND_CHART_KINDS = ['line', 'area', 'column'] as const;
export type TrendChartKind = (typeof TREND_CHART_KINDS)[number];

export interface ExpenditureTrendOptions {
  chart: TrendChartKind;
  /** The interval asked for; the period's default interval (chosen by the API) when undefined. */
  interval: TrendInterval | undefined;
}

export const DEFAULT_TREND_OPTIONS: ExpenditureTrendOptions = { chart: 'line', interval: undefined };

/**
 * The chart and the interval are the user's saved expenditure view and interval.
 * A saved interval the period does not offer is answered at the period's default by the API, and the
 * card says so.
 */
export const trendChoices: WidgetChoiceMapping<ExpenditureTrendOptions> = {
  read: (options) => ({ view: options.chart, ...(options.interval ? { interval: options.interval } : {}) }),
  apply: (options, saved) => ({
    chart: TREND_CHART_KINDS.find((kind) => kind === saved.view) ?? options.chart,
    interval: TREND_INTERVALS.find((interval) => interval === saved.interval) ?? options.interval,
  }),
};

/** Not enough data: no point, or no spend and no impressions in any point. */
export function isTrendEmpty(data: TrendResponse): boolean {
  return data.points.every((point) => !point.expenses && !point.impressions);
}

/**
 * The intervals every compared item's data can be drawn at (each response names its own; the items
 * of a comparison share an entity type, so they agree), in order from the finest.
 */
export function commonIntervals(items: readonly WidgetItemData<TrendResponse>[]): TrendInterval[] {
  return TREND_INTERVALS.filter((code) => items.every(({ data }) => data.supportedIntervals.includes(code)));
}

export interface TrendSeriesData {
  /** The intervals' first days along x. */
  starts: IsoDate[];
  /** Per x: the point's days (from the first item that has it) and whether it is partial. */
  points: Pick<TrendPoint, 'start' | 'end' | 'partial'>[];
  /**
   * Spend per x; a breakdown series per channel (one item) or a series per item (a comparison), in
   * report order. A compared item without data keeps its series, `missing`, with no values.
   */
  series: {
    key: string;
    channel?: DataChannel;
    item?: { title: string; colorIndex: number; missing: boolean };
    values: (number | null)[];
  }[];
}

/**
 * The series of the trend. One item: its spend broken down by channel (stacked as areas or columns,
 * each at its own value as lines). A comparison: one total-spend series per item. The API answers
 * every interval of the period (zeros included, same period and interval for every item), so the
 * axis is the union of the items' points and a point one item lacks is 0.
 */
export function trendSeries(
  items: readonly WidgetItemData<TrendResponse>[],
  missing: readonly MissingItem[] = [],
): TrendSeriesData {
  const first = items[0];
  if (!first) return { starts: [], points: [], series: [] };
  const starts = [...new Set(items.flatMap(({ data }) => data.points.map((point) => point.start)))].sort();
  const points = starts.map((start) => {
    const point = items.flatMap(({ data }) => data.points).find((p) => p.start === start)!;
    return { start, end: point.end, partial: point.partial };
  });
  if (items.length === 1 && missing.length === 0) {
    const present = new Set(first.data.points.flatMap((point) => point.byChannel.map((c) => c.channel)));
    return {
      starts,
      points,
      series: DATA_CHANNELS.filter((channel) => present.has(channel)).map((channel) => ({
        key: channel,
        channel,
        values: starts.map((start) => {
          const point = first.data.points.find((p) => p.start === start);
          return point?.byChannel.find((c) => c.channel === channel)?.expenses ?? 0;
        }),
      })),
    };
  }
  return {
    starts,
    points,
    series: inReportOrder(items, missing).map(({ key, entry, missing: gap }, index) => ({
      key,
      item: {
        title: (entry ?? gap).item.title,
        colorIndex: entry ? (entry.colorIndex ?? index) : gap.colorIndex,
        missing: !entry,
      },
      values: starts.map((start) =>
        entry ? (entry.data.points.find((point) => point.start === start)?.expenses ?? 0) : null,
      ),
    })),
  };
}

/**
 * The item's spend over the whole period: the API's total, rounded once, so it is the figure every
 * other widget and export states for the filters; the sum of the points for an older API.
 */
export function trendTotal(data: TrendResponse): number {
  return data.total?.expenses ?? data.points.reduce((sum, point) => sum + point.expenses, 0);
}
