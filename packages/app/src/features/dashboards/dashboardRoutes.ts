import { dashboardsQueryOptions, sessionClaimsQueryOptions } from '@adlens/api-client/query';
import { decideControl } from '@adlens/core';
import { type AnyRoute, createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import type { AdlensRuntime } from '../../shared/runtime/createAdlensRuntime.ts';
import { packageQueryOptions } from '../../shared/gating/useReportFilterOptions.ts';
import { packageGatingContext } from '../../shared/gating/packageGatingContext.ts';
import { dashboardProblem, mostRecentDashboard, nextDashboardName } from './dashboardModel.ts';
import { validateDashboardSearch } from '../../model/location/dashboardSearch.ts';

/**
 * Without the dashboards flag the URLs do not open (the side menu offers
 * the promotion instead). The flag comes with the plan the session names, as the side menu decides it;
 * closed when either cannot be read (routes fail closed).
 */
async function checkDashboardsAccess(runtime: AdlensRuntime) {
  let open = false;
  try {
    const [pkg, claims] = await Promise.all([
      runtime.queryClient.ensureQueryData(packageQueryOptions(runtime.client)),
      runtime.queryClient.ensureQueryData(sessionClaimsQueryOptions(runtime.client)),
    ]);
    const gating = packageGatingContext(pkg, claims.user.packagePlan, runtime.config.integration);
    open = decideControl('dashboards', gating).state === 'shown';
  } catch (error) {
    console.warn('Adlens: the package could not be read; dashboards stay closed', error);
  }
  if (!open) throw redirect({ to: '/not-found', replace: true });
}

async function dashboardList(runtime: AdlensRuntime) {
  // Always asked afresh: another window may have added or removed one.
  return runtime.queryClient.fetchQuery({ ...dashboardsQueryOptions(runtime.client), staleTime: 0 });
}

/**
 * Dashboards: `dashboards` opens the user's most recent dashboard (the server
 * creates 'My dashboard' for a user with none), `dashboards/new` creates 'Dashboard N' and opens it,
 * `dashboards/$id` is one dashboard, with `widget=` for one widget full screen.
 */
export function dashboardRoutes<TParent extends AnyRoute>(getParentRoute: () => TParent) {
  const home = createRoute({
    getParentRoute,
    path: 'dashboards',
    beforeLoad: async ({ context, preload }) => {
      const { runtime } = context;
      await checkDashboardsAccess(runtime);
      if (preload) return;
      const recent = mostRecentDashboard((await dashboardList(runtime)).elements);
      if (!recent) throw redirect({ to: '/500', replace: true });
      throw redirect({ to: '/dashboards/$id', params: { id: recent.id }, replace: true });
    },
  });
  const create = createRoute({
    getParentRoute,
    path: 'dashboards/new',
    beforeLoad: async ({ context, preload }) => {
      const { runtime } = context;
      await checkDashboardsAccess(runtime);
      // A hovered link creates nothing.
      if (preload) return;
      const list = await dashboardList(runtime);
      let created;
      try {
        created = await runtime.client.createDashboard({ name: nextDashboardName(list.elements) });
      } catch (error) {
        const problem = dashboardProblem(error);
        const recent = mostRecentDashboard(list.elements);
        if (problem.kind !== 'limit' || !recent) throw error;
        // The plan's limit is said on the dashboards page, on the dashboard the user had.
        throw redirect({ to: '/dashboards/$id', params: { id: recent.id }, search: { limit: 'saved' }, replace: true });
      }
      await runtime.queryClient.invalidateQueries({ queryKey: dashboardsQueryOptions(runtime.client).queryKey });
      throw redirect({ to: '/dashboards/$id', params: { id: created.id }, replace: true });
    },
  });
  const dashboard = createRoute({
    getParentRoute,
    path: 'dashboards/$id',
    validateSearch: validateDashboardSearch,
    beforeLoad: ({ context }) => checkDashboardsAccess(context.runtime),
    component: lazyRouteComponent(() => import('./DashboardRoutePage.tsx'), 'DashboardRoutePage'),
  });
  return [home, create, dashboard];
}
