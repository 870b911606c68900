import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';

/** The unsubscribe page's search: the link's token. */
interface UnsubscribeSearch {
  token?: string;
}

function validateUnsubscribeSearch(search: Record<string, unknown>): UnsubscribeSearch {
  return typeof search.token === 'string' && search.token ? { token: search.token } : {};
}

/** Route constants: ad-intelligence/settings/email-notifications, in the shell. */
export function emailNotificationsRoute<TParent extends AnyRoute>(getParentRoute: () => TParent) {
  return createRoute({
    getParentRoute,
    path: 'ad-intelligence/settings/email-notifications',
    component: lazyRouteComponent(() => import('./EmailNotificationsPage.tsx'), 'EmailNotificationsPage'),
  });
}

/** The digest's unsubscribe link lands here (no sign-in: the token names the user). */
export function unsubscribeRoute<TParent extends AnyRoute>(getParentRoute: () => TParent) {
  return createRoute({
    getParentRoute,
    path: 'unsubscribe',
    validateSearch: validateUnsubscribeSearch,
    component: lazyRouteComponent(() => import('./UnsubscribeRoutePage.tsx'), 'UnsubscribeRoutePage'),
  });
}
