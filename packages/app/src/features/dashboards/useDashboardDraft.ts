import { adlensKeys, dashboardQueryOptions } from '@adlens/api-client/query';
import type { Dashboard } from '@adlens/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';
import { type DashboardProblem, dashboardProblem } from './dashboardModel.ts';
import { useSaveOnLeave } from './useSaveOnLeave.ts';

/** Layout changes (drag, resize) are saved once the user pauses. */
const DASHBOARD_SAVE_DELAY_MS = 800;

export interface DashboardDraft {
  /** What the page shows: the server's copy with the user's unsaved changes on top. */
  dashboard: Dashboard | null;
  loading: boolean;
  failed: boolean;
  /** The last save's refusal; a conflict holds every later save until the user chooses. */
  problem: DashboardProblem | null;
  /** Changes the dashboard and saves it (after `delay` ms; a later change restarts the wait). */
  edit: (change: (dashboard: Dashboard) => Dashboard, delay?: number) => void;
  /** Conflict: drop the local changes and show the latest saved version. */
  reload: () => Promise<void>;
  /** Conflict: save the local changes over the latest version. */
  keepMine: () => Promise<void>;
  dismissProblem: () => void;
}

/**
 * One dashboard as the user edits it ("layouts saved on the server and never lost on a
 * concurrent edit"): every save names the version it was edited from; a stale one (409) keeps the
 * local copy on screen, unsaved, until the user reloads or keeps theirs. Saves run one at a time, each
 * from the version the previous one returned.
 */
export function useDashboardDraft(id: string): DashboardDraft {
  const { client, queryClient } = useAdlensRuntime();
  const query = useQuery(dashboardQueryOptions(client, id));
  const [dashboard, setDashboard] = useState<Dashboard | null>(null);
  const [problem, setProblem] = useState<DashboardProblem | null>(null);
  const current = useRef<Dashboard | null>(null);
  const dirty = useRef(false);
  const conflict = useRef(false);
  const edits = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saving = useRef<Promise<void> | null>(null);

  const show = useCallback((next: Dashboard | null) => {
    current.current = next;
    setDashboard(next);
  }, []);

  // The server's copy is adopted while the user has nothing unsaved.
  useEffect(() => {
    if (query.data && !dirty.current && !conflict.current) show(query.data);
  }, [query.data, show]);

  const saveOnce = useCallback(async () => {
    const draft = current.current;
    if (!draft || conflict.current) return;
    const edit = edits.current;
    try {
      const saved = await client.updateDashboard(id, {
        version: draft.version,
        name: draft.name,
        filters: draft.filters,
        widgets: draft.widgets,
      });
      queryClient.setQueryData(adlensKeys.dashboard(id), saved);
      void queryClient.invalidateQueries({ queryKey: adlensKeys.dashboards(), exact: true });
      setProblem(null);
      if (edits.current === edit) {
        dirty.current = false;
        show(saved);
      } else if (current.current) {
        // Changed again while saving: keep those changes, and save them from the new version.
        show({ ...current.current, version: saved.version });
      }
    } catch (error) {
      const refused = dashboardProblem(error);
      if (refused.kind === 'conflict') conflict.current = true;
      else if (refused.kind === 'limit' && query.data) {
        // A change past a limit cannot be kept: back to what is saved, and say why.
        dirty.current = false;
        show(query.data);
      }
      setProblem(refused);
    }
  }, [client, id, queryClient, query.data, show]);

  const save = useCallback(async () => {
    while (saving.current) await saving.current;
    const run = saveOnce().finally(() => {
      saving.current = null;
    });
    saving.current = run;
    await run;
  }, [saveOnce]);

  const edit = useCallback<DashboardDraft['edit']>(
    (change, delay = DASHBOARD_SAVE_DELAY_MS) => {
      if (!current.current) return;
      const next = change(current.current);
      // Nothing changed (a step at the grid's edge, a drag back to where it was): nothing to save.
      if (next === current.current) return;
      show(next);
      edits.current += 1;
      dirty.current = true;
      clearTimeout(timer.current);
      timer.current = undefined;
      if (conflict.current) return;
      timer.current = setTimeout(() => {
        timer.current = undefined;
        void save();
      }, delay);
    },
    [save, show],
  );

  // Leaving the page does not drop a change still waiting for its save.
  useSaveOnLeave(timer, save);

  const reload = useCallback(async () => {
    conflict.current = false;
    dirty.current = false;
    setProblem(null);
    const fresh = await query.refetch();
    if (fresh.data) show(fresh.data);
  }, [query, show]);

  const keepMine = useCallback(async () => {
    const latest = await client.getDashboard(id);
    if (!current.current) return;
    conflict.current = false;
    setProblem(null);
    show({ ...current.current, version: latest.version });
    await save();
  }, [client, id, save, show]);

  return {
    dashboard,
    loading: query.isPending,
    failed: query.isError,
    problem,
    edit,
    reload,
    keepMine,
    dismissProblem: () => setProblem(null),
  };
}
