import { type WidgetStatus } from '@adlens/report-widgets';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { type ShownPageFilters, pageEventProperties } from './pageAnalytics.ts';
import { useAnalytics } from './useAnalytics.ts';

const elapsed = (since: number) => Math.round(performance.now() - since);

/**
 * The page events for a page of widgets:
 * PAGE_DATA_RESOLVED once the page knows what it shows (`active`), PAGE_READY once every widget has
 * settled — each once per report (path and filters, `reportKey`), timed from when that report began.
 * Returns what to call when the page becomes ready.
 */
export function usePageAnalytics(reportKey: string, active: boolean, shown?: ShownPageFilters) {
  const analytics = useAnalytics();
  const router = useRouter();
  const started = useRef({ key: reportKey, at: performance.now() });
  useLayoutEffect(() => {
    if (started.current.key !== reportKey) started.current = { key: reportKey, at: performance.now() };
  }, [reportKey]);

  // Read when the event is sent: the filters the page shows then, else the URL's.
  const latestShown = useRef(shown);
  useLayoutEffect(() => {
    latestShown.current = shown;
  });
  const properties = useCallback(() => {
    const { pathname, search } = router.state.location;
    return pageEventProperties(pathname, search, latestShown.current);
  }, [router]);

  const resolvedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!active || resolvedFor.current === reportKey) return;
    resolvedFor.current = reportKey;
    void analytics.track({
      event: 'PAGE_DATA_RESOLVED',
      properties: { ...properties(), 'Duration Ms': elapsed(started.current.at) },
    });
  }, [active, reportKey, analytics, properties]);

  return useCallback(
    (widgets: Record<string, WidgetStatus>) => {
      const statuses = Object.values(widgets);
      void analytics.track({
        event: 'PAGE_READY',
        properties: {
          ...properties(),
          'Duration Ms': elapsed(started.current.at),
          Widgets: statuses.length,
          'Empty Widgets': statuses.filter((status) => status === 'empty').length,
          'Failed Widgets': statuses.filter((status) => status === 'error').length,
        },
      });
    },
    [analytics, properties],
  );
}
