import {
  DATA_CHANNELS,
  type DataChannel,
  type IsoDate,
  type TrendInterval,
  type TrendResponse,
  formatDisplayDate,
  parseIsoDate,
} from '@adlens/core';
import type { WidgetItemData } from '../../registry/widgetDefinition.ts';

export const TREND_CHART_KINDS = ['line', 'area', 'column'] as const;
export type TrendChartKind = (typeof TREND_CHART_KINDS)[number];

export interface ExpenditureTrendOptions {
  chart: TrendChartKind;
  /** The interval asked for; the period's default interval (chosen by the API) when undefined. */
  interval: TrendInterval | undefined;
}

export const DEFAULT_TREND_OPTIONS: ExpenditureTrendOptions = { chart: 'line', interval: undefined };

/** Not enough data: no point, or no spend and no impressions in any point. */
export function isTrendEmpty(data: TrendResponse): boolean {
  return data.points.every((point) => !point.expenses && !point.impressions);
}

/** 'Apr 07, 2025' for an interval's first day (spec §5 display dates). */
export function pointLabel(start: IsoDate): string {
  const date = parseIsoDate(start);
  return date ? formatDisplayDate(date) : start;
}

export interface TrendSeriesData {
  /** The intervals' first days along x. */
  starts: IsoDate[];
  /** Spend per x; a breakdown series per channel (one item) or a series per item (a comparison). */
  series: { key: string; channel?: DataChannel; values: number[] }[];
}

/**
 * The series of the trend. One item: its spend broken down by channel, to be stacked. A comparison:
 * one total-spend series per item. The API leaves out intervals without data, so the axis is every
 * interval any item has (same period and interval for all, so starts line up), a missing one 0.
 */
export function trendSeries(items: readonly WidgetItemData<TrendResponse>[]): TrendSeriesData {
  const first = items[0];
  if (!first) return { starts: [], series: [] };
  const starts = [...new Set(items.flatMap(({ data }) => data.points.map((point) => point.start)))].sort();
  if (items.length === 1) {
    const present = new Set(first.data.points.flatMap((point) => point.byChannel.map((c) => c.channel)));
    return {
      starts,
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
    series: items.map(({ item, data }) => ({
      key: item.key,
      values: starts.map((start) => data.points.find((point) => point.start === start)?.expenses ?? 0),
    })),
  };
}

/** The item's spend over the whole period. */
export function trendTotal(data: TrendResponse): number {
  return data.points.reduce((sum, point) => sum + point.expenses, 0);
}
