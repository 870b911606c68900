import type { Dashboard } from '@adlens/core';
import type { RefObject } from 'react';
import { usePageReady } from '../../reportKit/usePageReady.ts';
import { usePageReadyFlag } from '../../reportKit/usePageReadyFlag.ts';
import type { ReportFiltersState } from '../../reportKit/useReportFilters.ts';
import { widgetDefinitionOf } from './widgetDefinitionOf.ts';

export interface DashboardPageReadyInput {
  id: string;
  dashboard: Dashboard | null;
  /** The dashboard could not be loaded. */
  failed: boolean;
  filters: ReportFiltersState;
  /** The widget shown full screen, if any: then the only one the page waits for. */
  fullscreenId: string | undefined;
  root: RefObject<HTMLDivElement | null>;
}

/**
 * Ready (`data-page-ready`, the page-ready event and PAGE_READY) as a report is: once every widget
 * shown has loaded or failed; a dashboard that could not be loaded, or whose filters the plan does
 * not include, is ready with what it says. Returns what each widget tells its status to.
 */
export function useDashboardPageReady({ id, dashboard, failed, filters, fullscreenId, root }: DashboardPageReadyInput) {
  const ready = filters.status === 'ready' ? filters : null;
  const shownIds = (dashboard?.widgets ?? []).flatMap((widget) => (widgetDefinitionOf(widget.type) ? [widget.id] : []));
  const expected = ready ? (fullscreenId ? [fullscreenId] : shownIds) : [];
  const page = usePageReady(
    `dashboard:${id}:${JSON.stringify(ready?.values ?? null)}:${fullscreenId ?? ''}`,
    expected,
    failed || (dashboard !== undefined && filters.status !== 'loading'),
    'dashboard',
  );
  usePageReadyFlag(page.ready, root);
  return page.onStatusChange;
}
