import type { AdlensClient } from '@adlens/api-client';
import type { ChannelSelection, DatasetEntities, DatasetRequest, EntityType } from '@adlens/core';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { ChartKind } from '../charts/echarts.ts';
import type { Translate, TranslationKey } from '../i18n/translationKey.ts';

/** The filter state a widget is drawn for (spec reports-data §3 "Filter state"). */
export interface WidgetFilters {
  /** Channel type and device; all channels on all devices when omitted. */
  channel?: ChannelSelection;
  /** Two-letter country code. */
  country?: string;
  /** A period code (LAST_3_MONTHS…) or a custom `YYYYMMDD-YYYYMMDD` range. */
  period?: string;
}

export interface WidgetQueryInput {
  entities: readonly DatasetEntities[];
  filters: WidgetFilters;
}

export interface WidgetViewProps<TData> {
  data: TData;
  /** Level for headings inside the widget: one below the card's title. */
  headingLevel: 3 | 4;
}

export interface WidgetSkeletonProps {
  /** How many entities are loading, so a comparison's skeleton has as many columns. */
  entityCount: number;
}

export interface ExportColumn<TRow> {
  id: string;
  titleKey: TranslationKey;
  value(row: TRow, t: Translate): string | number | null;
}

/** Grid units of a dashboard (columns × rows). */
export interface DashboardSize {
  w: number;
  h: number;
}

export type WidgetQueryOptions<TData, TQueryKey extends QueryKey = QueryKey> = UseQueryOptions<
  TData,
  Error,
  TData,
  TQueryKey
>;

/**
 * Everything about one widget type, declared once (CONVENTIONS.md 2): report pages, dashboards, the
 * sneak-peek preview, exports and Storybook all read this instead of knowing widgets one by one.
 */
export interface WidgetDefinition<TType extends string, TData, TRow, TQueryKey extends QueryKey = QueryKey> {
  type: TType;
  titleKey: TranslationKey;
  helpKey?: TranslationKey;
  /** The dataset behind the widget (`GET datasets/{name}`). */
  dataset: string;
  /** Entity types the widget can show; the first one names the sub-header by default. */
  entityTypes: readonly [EntityType, ...EntityType[]];
  /** The query builder: a DatasetRequest from the chosen entities and filters. */
  buildRequest(input: WidgetQueryInput): DatasetRequest;
  /** TanStack Query options for a request, from `@adlens/api-client/query`. */
  queryOptions(client: AdlensClient, request: DatasetRequest): WidgetQueryOptions<TData, TQueryKey>;
  /** True when the data is too thin to draw: the card shows the empty state. */
  isEmpty(data: TData): boolean;
  /** The presentational view of a successful response. */
  component: ComponentType<WidgetViewProps<TData>>;
  skeleton: ComponentType<WidgetSkeletonProps>;
  texts: { empty: TranslationKey; emptyHint: TranslationKey; error: TranslationKey };
  chartKind: ChartKind;
  defaultSize: DashboardSize;
  exportRows(data: TData): TRow[];
  exportColumns: readonly ExportColumn<TRow>[];
}

/** Declares a widget type; an identity function that lets TypeScript infer and check the parts. */
export function defineWidget<const TType extends string, TData, TRow, TQueryKey extends QueryKey>(
  definition: WidgetDefinition<TType, TData, TRow, TQueryKey>,
): WidgetDefinition<TType, TData, TRow, TQueryKey> {
  return definition;
}
