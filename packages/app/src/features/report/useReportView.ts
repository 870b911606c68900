import { adlensKeys } from '@adlens/api-client/query';
import type { WidgetFilters, WidgetItem } from '@adlens/report-widgets';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReportLocation } from '../../model/location/reportLocation.ts';
import type { ReportSearch } from '../../model/location/searchParams.ts';
import type { ReportFilterValues } from '../../shared/gating/chooseReportFilters.ts';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';
import { filterParams, reportViewRequest } from '../../reportKit/reportViewRequest.ts';
import { VIEW_TOKEN_KEY, useReportViewToken, viewTokenReloadKey } from '../../reportKit/useReportViewToken.ts';
import { type ReportWidgetsInput, prefetchWidgets } from './prefetchWidgets.ts';
import { reportWidgetPlan } from './reportWidgetPlan.ts';

export interface UseReportViewInput {
  location: ReportLocation;
  search: ReportSearch;
  /** The chosen filters, null until they are known. */
  filterValues: ReportFilterValues | null;
  /** The widgets' filters (the chosen ones, sliced to a publisher), null until they are known. */
  widgetFilters: WidgetFilters | null;
  /** The ids of `name:` items, once resolved (`namesSettled`). */
  namedIds: readonly number[];
  namesSettled: boolean;
  benchmarkId: number | undefined;
  reportItems: readonly WidgetItem[];
}

/**
 * The report's view: its view token, the widgets it shows, and the loads afresh. The token is asked
 * for once the filters and the ids are known, alongside the widgets' data rather than after the
 * heading's lookups; the moment it arrives the widgets that wait for it are started (`prefetchWidgets`).
 * `reload=true` (the limit page's 'back to report') drops the kept token and the data; `refresh` and
 * `reloadReport` ask for a new token. A 400 goes to the bad-request page.
 */
export function useReportView(input: UseReportViewInput) {
  const { location, search, filterValues, widgetFilters, namedIds, namesSettled, benchmarkId, reportItems } = input;
  const { entityType, variant, items } = location;
  const { reloadNonce, reloadReport, refetchData } = useReportReloads(search);
  const viewRequest = useMemo(() => {
    if (!filterValues || !namesSettled || items.length === 0) return null;
    const params = filterParams(filterValues);
    return reportViewRequest({ entityType, variant, items, params, categoryId: benchmarkId, namedIds });
  }, [filterValues, namesSettled, items, entityType, variant, benchmarkId, namedIds]);
  const queryClient = useQueryClient();
  const { client } = useAdlensRuntime();
  const tokenWidgets = useRef<ReportWidgetsInput | null>(null);
  const onToken = useCallback(
    (viewToken: string) => {
      if (tokenWidgets.current) prefetchWidgets(queryClient, client, tokenWidgets.current, viewToken);
    },
    [queryClient, client],
  );
  const token = useReportViewToken(viewRequest, viewTokenReloadKey(search.refresh, reloadNonce), onToken);
  const failure = token.status === 'error' ? token.failure : null;
  const navigate = useNavigate();
  useEffect(() => {
    if (failure?.kind === 'bad-request') void navigate({ to: '/bad-request', replace: true });
  }, [failure, navigate]);

  // Widgets that need the token are left out when it cannot be had for a reason other than a limit.
  const tokenFailed = failure?.kind === 'failed';
  const plan = useMemo(
    () => reportWidgetPlan(entityType, reportItems, { widget: search.widget, entityId: search.entityId }, tokenFailed),
    [entityType, reportItems, search.widget, search.entityId, tokenFailed],
  );
  const widgetsInput = widgetFilters && { ...plan, filters: widgetFilters };
  useLayoutEffect(() => {
    tokenWidgets.current = widgetsInput;
  });
  return {
    viewRequest,
    token,
    viewToken: token.status === 'ready' ? token.token : undefined,
    failure,
    plan,
    reloadNonce,
    reloadReport,
    refetchData,
  };
}

/** The report's loads afresh: `reload=true` and `refresh` in the URL, and the page's own reloads. */
function useReportReloads(search: ReportSearch) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [reloadNonce, setReloadNonce] = useState(0);
  const refetchData = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: [...adlensKeys.all, 'dataset'] }),
    [queryClient],
  );
  useEffect(() => {
    if (!search.reload) return;
    queryClient.removeQueries({ queryKey: VIEW_TOKEN_KEY });
    refetchData();
    void navigate({ to: '.', search: (previous: ReportSearch) => ({ ...previous, reload: undefined }), replace: true });
  }, [search.reload, queryClient, refetchData, navigate]);
  const refreshed = useRef(search.refresh);
  useEffect(() => {
    if (search.refresh === refreshed.current) return;
    refreshed.current = search.refresh;
    if (search.refresh) refetchData();
  }, [search.refresh, refetchData]);
  const reloadReport = useCallback(() => setReloadNonce((nonce) => nonce + 1), []);
  return { reloadNonce, reloadReport, refetchData };
}
