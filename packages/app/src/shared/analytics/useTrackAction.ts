import { FULLSCREEN_TRACKING_DEADLINE_MS, type TrackedAction, withTrackingDeadline } from '@adlens/core';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { analyticsPage } from './pageAnalytics.ts';
import { useAnalytics } from './useAnalytics.ts';

/** Sends TRACK_ACTION for a user action on the current page; the promise settles when it is sent. */
export type TrackAction = (
  action: TrackedAction,
  target: string | null,
  options?: { flush?: boolean },
) => Promise<void>;

/** TRACK_ACTION for the actions of core TRACKED_ACTIONS. */
export function useTrackAction(): TrackAction {
  const analytics = useAnalytics();
  const router = useRouter();
  return useCallback(
    (action, target, options) => {
      const { pathname } = router.state.location;
      return analytics.track(
        {
          event: 'TRACK_ACTION',
          properties: { Action: action, Page: analyticsPage(pathname).Page, Path: pathname, Target: target },
        },
        options,
      );
    },
    [analytics, router],
  );
}

/**
 * Full-screen navigation waits up to 500 ms for
 * analytics tracking. Sends 'Widget Full Screen' at once (flushing held batches) and resolves when it
 * is sent or after 500 ms, whichever is first; then the caller navigates.
 */
export function trackFullscreen(trackAction: TrackAction, widget: string): Promise<void> {
  return withTrackingDeadline(
    trackAction('Widget Full Screen', widget, { flush: true }),
    FULLSCREEN_TRACKING_DEADLINE_MS,
  );
}
