import type { AdlensClient } from '@adlens/api-client';
import { adlensKeys } from '@adlens/api-client/query';
import {
  type RegisteredWidgetDefinition,
  type ReportItem,
  type WidgetDefinition,
  type WidgetFilters,
  fetchWidgetData,
} from '@adlens/report-widgets';
import type { QueryClient } from '@tanstack/react-query';

/** A registered widget with its type parameters erased, so one list can hold every type. */
type AnyWidgetDefinition = WidgetDefinition<string, unknown, unknown, unknown>;

export interface TokenWidgetsInput {
  definitions: readonly RegisteredWidgetDefinition[];
  items: readonly ReportItem[];
  filters: WidgetFilters;
  fullscreen: string | undefined;
}

/**
 * Starts the first page of every widget that needs the report view token (spec reports-data §7) the
 * moment the token arrives, under the very query keys the widgets use. Otherwise those requests wait
 * until React has drawn the other widgets' data, which on a busy machine is the slowest part of
 * opening a report.
 */
export function prefetchTokenWidgets(
  queryClient: QueryClient,
  client: AdlensClient,
  viewToken: string,
  { definitions, items, filters, fullscreen }: TokenWidgetsInput,
): void {
  for (const registered of definitions) {
    const definition = registered as unknown as AnyWidgetDefinition;
    if (!definition.needsViewToken || (fullscreen !== undefined && definition.type !== fullscreen)) continue;
    for (const item of items) {
      if (!item.entities.every(({ entityType }) => definition.entityTypes.includes(entityType))) continue;
      const request = definition.buildRequest({
        entities: item.entities,
        filters,
        options: definition.defaultOptions,
        fullscreen: definition.type === fullscreen,
      });
      void queryClient.prefetchQuery({
        queryKey: adlensKeys.dataset(definition.dataset, request),
        queryFn: ({ signal }) => fetchWidgetData(definition, request, { client, viewToken, signal }),
      });
    }
  }
}
