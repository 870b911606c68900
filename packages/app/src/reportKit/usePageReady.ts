import { type WidgetStatus, isWidgetSettled } from '@adlens/report-widgets';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ShownPageFilters } from '../shared/analytics/pageAnalytics.ts';
import { usePageAnalytics } from '../shared/analytics/usePageAnalytics.ts';
import { PAGE_READY_EVENT } from './pageReadyEvent.ts';

/** The kind of page that became ready: a report (any report, the audience, the preview), the start page or a dashboard. */
export type PageReadyKind = 'report' | 'start' | 'dashboard';

export interface PageReadyDetail {
  /** The report the page settled for (path and filters). */
  report: string;
  page: PageReadyKind;
  /** The widget types on the page and how each settled. */
  widgets: Record<string, WidgetStatus>;
}

/**
 * Whether a report page is ready (when all its widgets are in success or error, empty counting too;
 * docs/product/page-ready.md): every expected widget has reported a settled status for the current
 * report. `active` is false while the page has not decided what to show. On becoming ready it
 * dispatches `adlens:page-ready` once per report, and sends the page events.
 *
 * The widgets' statuses are kept outside React state: a dozen widgets report twice each while a
 * report loads, and the page re-renders only when its readiness changes, not on every report.
 */
export function usePageReady(
  reportKey: string,
  expected: readonly string[],
  active: boolean,
  page: PageReadyKind = 'report',
  /** The filters the page shows, for its events, when it chose them (else the URL's are named). */
  shown?: ShownPageFilters,
) {
  const expectedKey = expected.join(',');
  const statuses = useRef<{ key: string; statuses: Record<string, WidgetStatus> }>({ key: reportKey, statuses: {} });
  const latestKey = useRef(reportKey);
  useLayoutEffect(() => {
    latestKey.current = reportKey;
  }, [reportKey]);
  // The condition readiness was last found for; ready only while it is still the current one.
  const [readyFor, setReadyFor] = useState<string | null>(null);
  const condition = `${reportKey}\n${expectedKey}\n${active}`;
  const trackReady = usePageAnalytics(reportKey, active, shown);

  const evaluate = useCallback(() => {
    const current = statuses.current.key === reportKey ? statuses.current.statuses : {};
    const types = expectedKey ? expectedKey.split(',') : [];
    const settled = active && types.every((type) => current[type] !== undefined && isWidgetSettled(current[type]));
    setReadyFor(settled ? condition : null);
  }, [reportKey, expectedKey, active, condition]);

  // The callback keeps its identity while `active` and `expected` change: it evaluates with the latest.
  const evaluateRef = useRef(evaluate);
  useLayoutEffect(() => {
    evaluateRef.current = evaluate;
  });
  useEffect(() => evaluate(), [evaluate]);

  // A new callback per report, so every widget reports its current status again for it.
  const onStatusChange = useCallback(
    (type: string, status: WidgetStatus) => {
      // A widget of a report the page has left reports to its old callback: not this report's news.
      if (reportKey !== latestKey.current) return;
      if (statuses.current.key !== reportKey) statuses.current = { key: reportKey, statuses: {} };
      if (statuses.current.statuses[type] === status) return;
      statuses.current.statuses = { ...statuses.current.statuses, [type]: status };
      evaluateRef.current();
    },
    [reportKey],
  );

  const ready = readyFor === condition;
  useEffect(() => {
    if (!ready) return;
    const current = statuses.current.statuses;
    const widgets = Object.fromEntries(expectedKey ? expectedKey.split(',').map((type) => [type, current[type]!]) : []);
    window.dispatchEvent(
      new CustomEvent<PageReadyDetail>(PAGE_READY_EVENT, { detail: { report: reportKey, page, widgets } }),
    );
    trackReady(widgets);
    // Once per report: statuses only matter at the moment it becomes ready.
  }, [ready, reportKey, expectedKey, trackReady, page]);
  return { ready, onStatusChange };
}
