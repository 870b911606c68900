import { adlensKeys } from '@adlens/api-client/query';
import type { DashboardsResponse } from '@adlens/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';
import { type DashboardProblem, dashboardProblem } from './dashboardModel.ts';

export interface DashboardActionsInput {
  id: string;
  /** The user's dashboards and the plan's limits, once loaded. */
  list: DashboardsResponse | undefined;
  /** Says a limit met, or the server's refusal, on the page. */
  setNotice: (problem: DashboardProblem) => void;
}

/**
 * The toolbar's actions on whole dashboards: open another, New, Duplicate, and Delete after the
 * user confirms it. A limit of the plan is said on the page rather than asked of the server.
 */
export function useDashboardActions({ id, list, setNotice }: DashboardActionsInput) {
  const { client, queryClient } = useAdlensRuntime();
  const navigate = useNavigate();
  const [confirmDelete, setConfirmDelete] = useState(false);

  const open = (next: string) => void navigate({ to: '/dashboards/$id', params: { id: next }, search: {} });

  // At the plan's dashboard limit, New says the 'saved' sentence here instead of
  // asking the server (it used to redirect to this very page and show nothing). The
  // route's own check (`dashboards/new` refused by the server) stays for a link opened directly.
  const newDashboard = () => {
    const limits = list?.limits;
    if (limits && list!.elements.length >= limits.dashboards) {
      setNotice({ kind: 'limit', limit: 'saved' });
      return;
    }
    void navigate({ to: '/dashboards/new' });
  };

  const duplicate = async () => {
    try {
      const copy = await client.duplicateDashboard(id);
      await queryClient.invalidateQueries({ queryKey: adlensKeys.dashboards(), exact: true });
      void navigate({ to: '/dashboards/$id', params: { id: copy.id }, search: {} });
    } catch (error) {
      setNotice(dashboardProblem(error));
    }
  };

  const remove = async () => {
    setConfirmDelete(false);
    // The last dashboard stays.
    if (list && list.elements.length <= 1) {
      setNotice({ kind: 'limit', limit: 'lastOne' });
      return;
    }
    try {
      await client.deleteDashboard(id);
      queryClient.removeQueries({ queryKey: adlensKeys.dashboard(id) });
      await queryClient.invalidateQueries({ queryKey: adlensKeys.dashboards(), exact: true });
      void navigate({ to: '/dashboards', replace: true });
    } catch (error) {
      setNotice(dashboardProblem(error));
    }
  };

  return {
    open,
    newDashboard,
    duplicate: () => void duplicate(),
    /** Delete: asks first. */
    askDelete: () => setConfirmDelete(true),
    confirmDelete,
    cancelDelete: () => setConfirmDelete(false),
    remove: () => void remove(),
  };
}
