import { SEARCH_LIMIT_EVENT, countsForSearchLimit } from '@adlens/core';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { analyticsPage, isSneakViewPath } from './pageAnalytics.ts';
import { useAnalytics } from './useAnalytics.ts';

/** The report filters before a change, as the filter bar holds them. */
interface FilterValues {
  channel?: string;
  country?: string;
  period?: string;
}

/**
 * Search-limit analytics on a user's filter change — not when the country id
 * is unchanged, nor in the sales-tool sneak view (core `countsForSearchLimit`). Call with the values
 * before the change and the changed filter.
 */
export function useSearchLimitAnalytics(): (before: FilterValues, key: string, value: string) => void {
  const analytics = useAnalytics();
  const router = useRouter();
  return useCallback(
    (before, key, value) => {
      const after: FilterValues = { ...before, [key]: value };
      const { pathname } = router.state.location;
      const sneakView = isSneakViewPath(pathname);
      if (!countsForSearchLimit({ previousCountry: before.country, nextCountry: after.country, sneakView })) return;
      void analytics.track({
        event: SEARCH_LIMIT_EVENT,
        properties: {
          'Entity Type': analyticsPage(pathname)['Entity Type'],
          Path: pathname,
          'Changed Filter': key,
          Channel: after.channel ?? null,
          Country: after.country ?? null,
          'Previous Country': before.country ?? null,
          Period: after.period ?? null,
        },
      });
    },
    [analytics, router],
  );
}
