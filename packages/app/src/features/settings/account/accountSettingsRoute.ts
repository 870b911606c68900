import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';

/**
 * Ad-intelligence/settings/account, beside the spec's settings/general and
 * settings/email-notifications (access-shell-plans §2.1 route constants), in the shell.
 */
export function accountSettingsRoute<TParent extends AnyRoute>(getParentRoute: () => TParent) {
  return createRoute({
    getParentRoute,
    path: 'ad-intelligence/settings/account',
    component: lazyRouteComponent(() => import('./AccountSettingsPage.tsx'), 'AccountSettingsPage'),
  });
}
