import { type WidgetStatus, isWidgetSettled } from '@adlens/report-widgets';
import { useCallback, useEffect, useState } from 'react';

/** The window event of spec reports-data §4 Page events PAGE_READY; end-to-end tests wait on it. */
export const PAGE_READY_EVENT = 'adlens:page-ready';

export interface PageReadyDetail {
  /** The report the page settled for (path and filters). */
  report: string;
  /** The widget types on the page and how each settled. */
  widgets: Record<string, WidgetStatus>;
}

/**
 * Whether a report page is ready (spec §2 "A page is ready when all widgets are in success or
 * error"; empty counts too): every expected widget has reported a settled status for the current
 * report. `active` is false while the page has not decided what to show. On becoming ready it
 * dispatches `adlens:page-ready` once per report.
 */
export function usePageReady(reportKey: string, expected: readonly string[], active: boolean) {
  const [state, setState] = useState<{ key: string; statuses: Record<string, WidgetStatus> }>({
    key: reportKey,
    statuses: {},
  });
  const statuses = state.key === reportKey ? state.statuses : {};
  // A new callback per report, so every widget reports its current status again for it.
  const onStatusChange = useCallback(
    (type: string, status: WidgetStatus) =>
      setState((previous) => {
        const current = previous.key === reportKey ? previous.statuses : {};
        if (current[type] === status)
          return previous.key === reportKey ? previous : { key: reportKey, statuses: current };
        return { key: reportKey, statuses: { ...current, [type]: status } };
      }),
    [reportKey],
  );
  const ready = active && expected.every((type) => statuses[type] !== undefined && isWidgetSettled(statuses[type]));
  const expectedKey = expected.join(',');
  useEffect(() => {
    if (!ready) return;
    const widgets = Object.fromEntries(
      expectedKey ? expectedKey.split(',').map((type) => [type, statuses[type]!]) : [],
    );
    window.dispatchEvent(
      new CustomEvent<PageReadyDetail>(PAGE_READY_EVENT, { detail: { report: reportKey, widgets } }),
    );
    // Once per report: statuses only matter at the moment it becomes ready.
  }, [ready, reportKey, expectedKey]);
  return { ready, onStatusChange };
}
