import type { AdlensClient } from '@adlens/api-client';
import {
  type AnyWidgetDefinition,
  type RegisteredWidgetDefinition,
  type ReportItem,
  type WidgetFilters,
  widgetAnswersFor,
  widgetQuery,
} from '@adlens/report-widgets';
import type { QueryClient } from '@tanstack/react-query';

export interface TokenWidgetsInput {
  definitions: readonly RegisteredWidgetDefinition[];
  items: readonly ReportItem[];
  filters: WidgetFilters;
  fullscreen: string | undefined;
}

/**
 * Starts the first page of every widget that needs the report view token (spec reports-data §7) the
 * moment the token arrives, with the widgets' own queries (`widgetQuery`), so the widgets find them
 * running. Otherwise those requests wait until React has drawn the other widgets' data.
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
      if (!widgetAnswersFor(definition, item)) continue;
      const input = { item, filters, options: definition.defaultOptions, fullscreen: definition.type === fullscreen };
      void queryClient.prefetchQuery(widgetQuery(definition, input, { client, viewToken }));
    }
  }
}
