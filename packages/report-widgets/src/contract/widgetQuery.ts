import type { AdlensClient } from '@adlens/api-client';
import { adlensKeys } from '@adlens/api-client/query';
import { BENCHMARK_PARAM, type DatasetRequest } from '@adlens/core';
import type { TranslationKey } from '../i18n/translationKey.ts';
import { type WidgetItem, type WidgetDefinition, type WidgetFilters, fetchWidgetData } from './widgetDefinition.ts';

/** A registered widget with its type parameters erased, so one list can hold every type. */
export type AnyWidgetDefinition = WidgetDefinition<string, unknown, unknown, unknown>;

/**
 * Whether the widget's dataset answers for an item: a category benchmark in an advertiser-only
 * widget, or one that says it cannot draw a benchmark (`texts.noBenchmark`), does not, and is left
 * out of that widget (which says why, benchmarkNote) rather than failing it.
 */
export function widgetAnswersFor(
  definition: Pick<AnyWidgetDefinition, 'entityTypes' | 'texts'>,
  item: WidgetItem,
): boolean {
  if (item.benchmark && definition.texts.noBenchmark) return false;
  return item.entities.every(({ entityType }) => definition.entityTypes.includes(entityType));
}

/**
 * Why a widget shows none of the report's industry benchmark (one line for its card), or undefined
 * when it shows it or the report has none.
 */
export function benchmarkNote(
  definition: Pick<AnyWidgetDefinition, 'entityTypes' | 'texts'>,
  reportItems: readonly WidgetItem[],
): TranslationKey | undefined {
  const benchmark = reportItems.find((item) => item.benchmark);
  if (!benchmark || widgetAnswersFor(definition, benchmark)) return undefined;
  return definition.texts.noBenchmark ?? 'widget.noBenchmark';
}

/** One widget's query for one item: the item, the report's filters and the widget's options. */
export interface WidgetItemQueryInput<TOptions> {
  item: WidgetItem;
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
  { item, filters, options, fullscreen }: WidgetItemQueryInput<TOptions>,
  { client, viewToken }: { client: AdlensClient; viewToken: string | undefined },
) {
  const request = itemRequest(definition, { item, filters, options, fullscreen });
  return {
    queryKey: adlensKeys.dataset(definition.dataset, request),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      fetchWidgetData<TData>(definition, request, { client, viewToken, signal }),
  };
}

/**
 * The dataset request of one item as the widget reads it: a benchmark asks for the category averaged
 * per advertiser at its report type's intervals (the API averages, so every reader shows the same).
 */
export function itemRequest<TOptions>(
  definition: Pick<WidgetDefinition<string, unknown, unknown, TOptions>, 'buildRequest'>,
  { item, filters, options, fullscreen }: WidgetItemQueryInput<TOptions>,
): DatasetRequest {
  const request = withPublisherSlice(
    withSubBrands(definition.buildRequest({ entities: item.entities, filters, options, fullscreen }), filters),
    filters,
  );
  if (!item.benchmark) return request;
  return { ...request, params: { ...request.params, [BENCHMARK_PARAM]: item.benchmarkOf ?? 'advertiser' } };
}

/**
 * A brand item counted without its sub-brands says so to the API (`subBrands=false`, the user's
 * brandHierarchyEnabled preference off), for every widget alike, so their figures agree.
 */
/**
 * A campaign read on one publisher asks every widget's dataset for that publisher's slice
 * (`onPublisher`), so the whole page states one publisher's figures.
 */
function withPublisherSlice(request: DatasetRequest, filters: WidgetFilters): DatasetRequest {
  if (!filters.publisher || !request.entities?.some((entry) => entry.entityType === 'campaign')) return request;
  return { ...request, params: { ...request.params, onPublisher: String(filters.publisher.id) } };
}

function withSubBrands(request: DatasetRequest, filters: WidgetFilters): DatasetRequest {
  if (filters.subBrands !== false || !request.entities?.some((entry) => entry.entityType === 'brand')) return request;
  return { ...request, params: { ...request.params, subBrands: 'false' } };
}
