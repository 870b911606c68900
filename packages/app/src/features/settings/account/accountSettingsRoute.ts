import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';

/**
 * Ad-intelligence/settings/account, beside settings/general and
 * settings/email-notifications, in the shell.
 */
export function accountSettingsRoute<TParent extends AnyRoute>(getParentRoute: () => TParent) {
  return createRoute({
    getParentRoute,
    path: 'ad-intelligence/settings/account',
    component: lazyRouteComponent(() => import('./AccountSettingsPage.tsx'), 'AccountSettingsPage'),
  });
}
