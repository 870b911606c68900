import { useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import type { ReportSearch } from '../../model/location/searchParams.ts';
import { trackFullscreen, useTrackAction } from '../../shared/analytics/useTrackAction.ts';

/** sessionStorage key of the report a full-screen widget returns to. */
const FULLSCREEN_RETURN_KEY = 'adlens.fullscreenReturnUrl';

/**
 * Opens a widget full screen (`widget=` in the URL, after its analytics event) and closes it again:
 * back to the report it was opened from, kept in sessionStorage so a reload of the full-screen view
 * still returns there; without one, the same report without `widget`.
 */
export function useFullscreenToggle() {
  const router = useRouter();
  const navigate = useNavigate();
  const href = useRouterState({ select: (state) => state.location.href });
  const trackAction = useTrackAction();
  return (type: string, on: boolean) => {
    if (on) {
      sessionStorage.setItem(FULLSCREEN_RETURN_KEY, href);
      void trackFullscreen(trackAction, type).then(() =>
        navigate({ to: '.', search: (previous: ReportSearch) => ({ ...previous, widget: type }) }),
      );
      return;
    }
    const back = sessionStorage.getItem(FULLSCREEN_RETURN_KEY);
    sessionStorage.removeItem(FULLSCREEN_RETURN_KEY);
    if (back) void router.navigate({ href: back });
    else
      void navigate({
        to: '.',
        search: (previous: ReportSearch) => ({ ...previous, widget: undefined }),
        replace: true,
      });
  };
}
