import type { AdlensClient } from '@adlens/api-client';
import {
  type AnyWidgetDefinition,
  type RegisteredWidgetDefinition,
  type WidgetItem,
  type WidgetFilters,
  widgetAnswersFor,
  widgetQuery,
} from '@adlens/report-widgets';
import type { QueryClient } from '@tanstack/react-query';
import { userKeys } from '@adlens/api-client/query';
import type { UserSettings } from '@adlens/core';
import { savedWidgetChoices } from '../../reportKit/widgetChoicesHost.ts';

/** What a report page shows: its widgets, the items they draw, the filters and the full-screen widget. */
export interface ReportWidgetsInput {
  definitions: readonly RegisteredWidgetDefinition[];
  items: readonly WidgetItem[];
  filters: WidgetFilters;
  fullscreen: string | undefined;
}

/**
 * Starts the first page of a report's widgets with the widgets' own queries (`widgetQuery`), so the
 * widgets find them running when they mount: without a view token the widgets that do not need one,
 * with it the widgets that do, the moment it arrives. Otherwise those
 * requests would wait until React has drawn the page. A query that was ever asked is left alone.
 */
export function prefetchWidgets(
  queryClient: QueryClient,
  client: AdlensClient,
  { definitions, items, filters, fullscreen }: ReportWidgetsInput,
  viewToken?: string,
): void {
  const settings = queryClient.getQueryData<UserSettings>(userKeys.settings()) ?? {};
  for (const registered of definitions) {
    const definition = registered as unknown as AnyWidgetDefinition;
    if (Boolean(definition.needsViewToken) !== (viewToken !== undefined)) continue;
    if (fullscreen !== undefined && definition.type !== fullscreen) continue;
    for (const item of items) {
      if (!widgetAnswersFor(definition, item)) continue;
      // The options the widget will start from: the user's saved choices of its type.
      const options = definition.savedChoices
        ? definition.savedChoices.apply(definition.defaultOptions, savedWidgetChoices(settings, definition.type))
        : definition.defaultOptions;
      const input = { item, filters, options, fullscreen: definition.type === fullscreen };
      const query = widgetQuery(definition, input, { client, viewToken });
      // Only what has never been asked: data on screen, a request under way or a failure the widget
      // offers to retry are the widget's own business.
      const state = queryClient.getQueryState(query.queryKey);
      if (state && !(state.status === 'pending' && state.fetchStatus === 'idle')) continue;
      void queryClient.prefetchQuery(query);
    }
  }
}
