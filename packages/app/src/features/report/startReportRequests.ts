import { sessionClaimsQueryOptions, userPreferencesQueryOptions } from '@adlens/api-client/query';
import { DEFAULT_USER_PREFERENCES, type EntityType } from '@adlens/core';
import type { ReportLocation } from '../../model/location/reportLocation.ts';
import type { ReportSearch } from '../../model/location/searchParams.ts';
import type { AdlensRuntime } from '../../shared/runtime/createAdlensRuntime.ts';
import { prefetchWidgets } from './prefetchWidgets.ts';
import { reportCards, widgetItems } from '../../reportKit/reportCards.ts';
import { filterParams, reportViewRequest } from '../../reportKit/reportViewRequest.ts';
import { reportWidgetPlan } from './reportWidgetPlan.ts';
import {
  currenciesQueryOptions,
  packageQueryOptions,
  reportFilterOptionsState,
} from '../../shared/gating/useReportFilterOptions.ts';
import { chooseReportFiltersState } from '../../reportKit/useReportFilters.ts';
import { viewTokenQueryOptions, viewTokenReloadKey } from '../../reportKit/useReportViewToken.ts';

/**
 * Starts a report's requests from its address alone, the moment the package is known, while the
 * page's code and first render are still under way: the filters
 * are chosen by the page's own rules, then the view token is asked for first, and every widget that
 * does not need it is started. The page then finds each of them in the query cache under its own
 * key, so nothing is asked twice and no view is counted twice.
 *
 * Reports whose items need resolving first (`name:` items, saved groups) are left to the page.
 */
export async function startReportRequests(
  runtime: AdlensRuntime,
  location: ReportLocation,
  search: ReportSearch,
): Promise<void> {
  const { entityType, variant, items } = location;
  if (variant === 'empty' || items.length === 0) return;
  if (items.some((item) => item.kind === 'name' || item.kind === 'savedGroup')) return;
  const { client, queryClient, config } = runtime;
  const [pkg, currencies, claims] = await Promise.allSettled([
    queryClient.ensureQueryData(packageQueryOptions(client)),
    queryClient.ensureQueryData(currenciesQueryOptions(client)),
    config.integration === 'sales-tool' ? queryClient.ensureQueryData(sessionClaimsQueryOptions(client)) : undefined,
  ]);
  const optionsState = reportFilterOptionsState(
    pkg.status === 'fulfilled' ? pkg.value : undefined,
    pkg.status === 'rejected',
    currencies.status === 'fulfilled' ? currencies.value.elements : [],
    config.integration !== 'none',
    claims.status === 'fulfilled' ? claims.value?.salesTool?.country : undefined,
  );
  const { channel, country, period, currency } = search;
  const filters = chooseReportFiltersState(
    optionsState,
    { channel, country, period, currency },
    config.whiteLabel.defaultFilters,
    { brand: entityType === 'brand', subBrands: await brandHierarchy(runtime, entityType) },
  );
  if (filters.status !== 'ready') return;

  const benchmarkId = variant === 'compare' ? search.category : undefined;
  // Titles are not needed to ask: the items' ids are in the address.
  const cards = reportCards(items, { entityType, entities: new Map(), names: new Map(), benchmarkId });
  const plan = reportWidgetPlan(entityType, widgetItems(cards, entityType, variant), search, false);
  const input = {
    definitions: plan.definitions,
    items: plan.items,
    filters: filters.filters,
    fullscreen: plan.fullscreen,
  };

  const request = reportViewRequest({
    entityType,
    variant,
    items,
    params: filterParams(filters.values),
    categoryId: benchmarkId,
  });
  const token = viewTokenQueryOptions(client, request, viewTokenReloadKey(search.refresh, 0), (viewToken) =>
    prefetchWidgets(queryClient, client, input, viewToken),
  );
  // Asked once per context: the route runs again on every change of the URL's query (a filter the user
  // picks, a widget opened full screen), and a refused view must not be asked for (and counted) again.
  // Failures are the page's to show.
  if (queryClient.getQueryState(token.queryKey) === undefined) void queryClient.prefetchQuery(token);
  prefetchWidgets(queryClient, client, input);
}

/** The user's brandHierarchyEnabled preference, for a brand report (read once, as the page reads it). */
async function brandHierarchy(
  { client, queryClient }: Pick<AdlensRuntime, 'client' | 'queryClient'>,
  entityType: EntityType,
): Promise<boolean> {
  if (entityType !== 'brand') return true;
  try {
    return (await queryClient.ensureQueryData(userPreferencesQueryOptions(client))).brandHierarchyEnabled;
  } catch {
    return DEFAULT_USER_PREFERENCES.brandHierarchyEnabled;
  }
}
