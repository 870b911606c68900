import { useRouterState } from '@tanstack/react-router';
import { usePageErrorAnalytics } from '../../shared/analytics/usePageErrorAnalytics.ts';
import { usePageReady } from '../../reportKit/usePageReady.ts';
import { usePageReadyFlag } from '../../reportKit/usePageReadyFlag.ts';
import { useExportLimit } from '../exports/useExportLimit.ts';
import type { ReportSession } from './useReportSession.ts';

/**
 * Whether the report shows its widgets, and when the page is ready (docs/product/page-ready.md): once
 * it has decided what to show and every widget it shows has settled. A limit (views, trial searches,
 * monthly exports) shows its page instead of the widgets. The page's errors go to analytics.
 */
export function useReportReadiness(session: ReportSession) {
  const { location, filters, filterValues, failure, plan, reportItems, settled, reloadNonce } = session;
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const exportLimit = useExportLimit();
  const blockedByLimit =
    failure?.kind === 'view-limit' || failure?.kind === 'trial-limit' || exportLimit.limit !== null;
  const showWidgets = filters.status === 'ready' && !blockedByLimit && reportItems.length > 0;
  const { definitions, fullscreen } = plan;
  const expected = showWidgets ? (fullscreen ? [fullscreen] : definitions.map((definition) => definition.type)) : [];
  // The filters the report shows, not the URL's: a user's choice of the value shown is the same report.
  const reportKey = `${pathname}:${JSON.stringify(filterValues)}:${fullscreen ?? ''}:${reloadNonce}`;
  const decided =
    location.variant === 'empty' ||
    filters.status === 'unavailable' ||
    failure?.kind === 'view-limit' ||
    (filters.status === 'ready' && settled);
  const shown = filterValues ?? undefined;
  const { ready, onStatusChange } = usePageReady(reportKey, expected, decided, 'report', shown);
  const rootRef = usePageReadyFlag(ready);
  usePageErrorAnalytics(
    reportKey,
    failure ? (failure.kind === 'failed' ? 'view-token-failed' : failure.kind) : null,
    shown,
  );
  return { rootRef, onStatusChange, showWidgets };
}
