import { dashboardsQueryOptions } from '@adlens/api-client/query';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DashboardSearch } from '../../model/location/dashboardSearch.ts';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';
import type { DashboardProblem } from './dashboardModel.ts';
import { useDashboardDraft } from './useDashboardDraft.ts';

/**
 * The dashboard page's data: the user's dashboards (with the plan's limits), this dashboard as the
 * user edits it, and the problem the page says — a refused save first, else the page's own notice
 * (a limit met by an action here, or `limit=` in the URL, where a refused new dashboard lands).
 */
export function useDashboardData(id: string, search: DashboardSearch) {
  const { client } = useAdlensRuntime();
  const list = useQuery(dashboardsQueryOptions(client));
  const draft = useDashboardDraft(id);
  const [notice, setNotice] = useState<DashboardProblem | null>(
    search.limit ? { kind: 'limit', limit: 'saved' } : null,
  );
  return {
    list: list.data,
    draft,
    dashboard: draft.dashboard,
    problem: draft.problem ?? notice,
    setNotice,
    dismissProblem: () => {
      draft.dismissProblem();
      setNotice(null);
    },
  };
}
