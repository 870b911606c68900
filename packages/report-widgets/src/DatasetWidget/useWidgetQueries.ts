import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useAdlensClient } from '../provider/useAdlensClient.ts';
import type { WidgetRestriction } from '../contract/widgetRestriction.ts';
import type { WidgetStatus } from '../WidgetCard/widgetStatus.ts';
import type { WidgetDefinition, WidgetFilters, WidgetItem } from '../contract/widgetDefinition.ts';
import { combineWidgetStatus } from './combineWidgetStatus.ts';
import { packageLimitRestriction } from '../contract/packageLimitRestriction.ts';
import { useWidgetReportContext } from '../contract/WidgetReportContext.ts';
import { useWidgetViewToken } from './useWidgetViewToken.ts';
import { benchmarkNote, widgetAnswersFor, widgetQuery } from '../contract/widgetQuery.ts';
import { useAskAgainWhenTokenArrives } from './useAskAgainWhenTokenArrives.ts';

/**
 * The widget's data: the report items its dataset answers for, their queries (with the report's view
 * token, or the widget's own), and the card's status and restriction from them.
 */
export function useWidgetQueries<TType extends string, TData, TRow, TOptions>(
  definition: WidgetDefinition<TType, TData, TRow, TOptions>,
  reportItems: readonly WidgetItem[],
  filters: WidgetFilters,
  options: TOptions,
  fullscreen: boolean,
  planRestriction: WidgetRestriction | undefined,
) {
  const client = useAdlensClient();
  const report = useWidgetReportContext();
  const { upgrade } = report;
  // The widgets that can benchmark show a category benchmark; the others leave it out and say why.
  const items = reportItems.filter((item) => widgetAnswersFor(definition, item));
  const noBenchmark = benchmarkNote(definition, reportItems);
  // A report page that names `viewToken` in its context (undefined while its own loads)
  // hands every widget the report's token; anywhere else a widget that needs one asks for its own.
  const ownToken = useWidgetViewToken(items, filters, {
    enabled: Boolean(definition.needsViewToken) && !('viewToken' in report) && !planRestriction && items.length > 0,
  });
  const viewToken = 'viewToken' in report ? report.viewToken : ownToken.token;
  // Why the token the widget waits for could not be had: the host's, or its own.
  const hostFailure = 'viewToken' in report && definition.needsViewToken ? report.viewTokenFailure : undefined;
  const tokenError = hostFailure ? hostFailure.error : ownToken.error;
  const queries = useQueries({
    queries: items.map((item) => ({
      ...widgetQuery(definition, { item, filters, options, fullscreen }, { client, viewToken }),
      // A restricted widget asks for nothing: the plan does not include its data.
      enabled: !planRestriction && (!definition.needsViewToken || viewToken !== undefined),
      // Paging or sorting keeps the current rows on screen until the next ones arrive.
      placeholderData: keepPreviousData,
    })),
  });
  // Data the server refused as beyond the package is a restriction too, not an error to retry.
  const restriction =
    planRestriction ?? packageLimitRestriction([tokenError, ...queries.map((query) => query.error)], upgrade);
  useAskAgainWhenTokenArrives(viewToken, queries);
  // A restricted widget has nothing to load: it counts as settled and empty for the page's readiness.
  // Nothing to ask (no item this dataset answers for) is an empty widget, not one loading forever.
  // A view token that could not be had fails the widget: its queries would wait for it forever.
  const status: WidgetStatus =
    restriction || items.length === 0
      ? 'empty'
      : tokenError
        ? 'error'
        : combineWidgetStatus(queries, definition.isEmpty);
  // While new filters load, the previous figures stay on screen, but the page is not ready yet.
  const refreshing = queries.some((query) => query.isPlaceholderData);
  const retry = () => {
    if (hostFailure) hostFailure.retry();
    else if (ownToken.error) ownToken.retry();
    queries.forEach((query) => query.isError && void query.refetch());
  };
  return { items, noBenchmark, queries, restriction, status, refreshing, retry };
}
