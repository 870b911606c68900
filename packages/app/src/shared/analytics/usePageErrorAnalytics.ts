import type { PageErrorReason } from '@adlens/core';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { type ShownPageFilters, pageEventProperties } from './pageAnalytics.ts';
import { useAnalytics } from './useAnalytics.ts';

/**
 * PAGE_ERROR: once per report (`reportKey`) and reason, when the
 * page cannot show its report — a bad request, a refused view token, the view or trial-search limit.
 */
export function usePageErrorAnalytics(
  reportKey: string,
  reason: PageErrorReason | null,
  /** The filters the page shows, when it chose them (else the URL's are named). */
  shown?: ShownPageFilters,
): void {
  const analytics = useAnalytics();
  const router = useRouter();
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!reason || sent.current === `${reportKey}\n${reason}`) return;
    sent.current = `${reportKey}\n${reason}`;
    const { pathname, search } = router.state.location;
    void analytics.track({
      event: 'PAGE_ERROR',
      properties: { ...pageEventProperties(pathname, search, shown), Reason: reason },
    });
    // Once per report and reason: the filters are the report's (`reportKey` holds them).
  }, [reportKey, reason, analytics, router]);
}
