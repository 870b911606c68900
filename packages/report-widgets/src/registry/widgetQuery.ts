import type { AdlensClient } from '@adlens/api-client';
import { adlensKeys } from '@adlens/api-client/query';
import type { DatasetRequest } from '@adlens/core';
import { type ReportItem, type WidgetDefinition, type WidgetFilters, fetchWidgetData } from './widgetDefinition.ts';

/** A registered widget with its type parameters erased, so one list can hold every type. */
export type AnyWidgetDefinition = WidgetDefinition<string, unknown, unknown, unknown>;

/**
 * Whether the widget's dataset answers for an item: a category benchmark in an advertiser-only
 * widget does not, and is left out of that widget rather than failing it.
 */
export function widgetAnswersFor(definition: Pick<AnyWidgetDefinition, 'entityTypes'>, item: ReportItem): boolean {
  return item.entities.every(({ entityType }) => definition.entityTypes.includes(entityType));
}

export interface WidgetQueryInput<TOptions> {
  item: ReportItem;
  filters: WidgetFilters;
  options: TOptions;
  fullscreen: boolean;
}

/**
 * The query of one widget for one report item — its key and how to fetch it — so the widget and a
 * host that starts it early (the report page, once the view token arrives) share one cache entry.
 */
export function widgetQuery<TType extends string, TData, TRow, TOptions>(
  definition: WidgetDefinition<TType, TData, TRow, TOptions>,
  { item, filters, options, fullscreen }: WidgetQueryInput<TOptions>,
  { client, viewToken }: { client: AdlensClient; viewToken: string | undefined },
) {
  const request = withSubBrands(
    definition.buildRequest({ entities: item.entities, filters, options, fullscreen }),
    filters,
  );
  return {
    queryKey: adlensKeys.dataset(definition.dataset, request),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      fetchWidgetData<TData>(definition, request, { client, viewToken, signal }),
  };
}

/**
 * A brand item counted without its sub-brands says so to the API (`subBrands=false`, spec reports-data
 * §3 brandHierarchyEnabled), for every widget alike, so their figures agree.
 */
export function withSubBrands(request: DatasetRequest, filters: WidgetFilters): DatasetRequest {
  if (filters.subBrands !== false || !request.entities?.some((entry) => entry.entityType === 'brand')) return request;
  return { ...request, params: { ...request.params, subBrands: 'false' } };
}
