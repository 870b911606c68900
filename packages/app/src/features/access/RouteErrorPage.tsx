import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { pageEventProperties } from '../../shared/analytics/pageAnalytics.ts';
import { useAnalytics } from '../../shared/analytics/useAnalytics.ts';
import { ServerErrorPage } from './ServerErrorPage.tsx';

/**
 * What an exception while drawing a page shows: the product's server-error page, never the
 * router's own screen with the error's text. The error is
 * reported through the analytics interface (PAGE_ERROR, 'render-error') and the console; 'Refresh the
 * app' reloads the page it happened on. The root route and every route use it.
 */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  const analytics = useAnalytics();
  const router = useRouter();
  useEffect(() => {
    console.error('Adlens: a page could not be drawn', error);
    const { pathname, search } = router.state.location;
    void analytics.track({
      event: 'PAGE_ERROR',
      properties: { ...pageEventProperties(pathname, search), Reason: 'render-error' },
    });
  }, [error, analytics, router]);
  return <ServerErrorPage />;
}
