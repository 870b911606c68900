import { type AnyRoute, createRoute, redirect } from '@tanstack/react-router';
import { packageOpens } from '../routes/reportRoutes.ts';
import { validateReportSearch } from '../routes/searchParams.ts';
import type { AdlensRuntime } from '../runtime/createAdlensRuntime.ts';

/**
 * `ad-intelligence/category/all` under the shell: gated like the category report (a package
 * without it goes to not-found), with the report filters in its query; its page loads on first visit.
 */
export function categoryDirectoryRoute<TParent extends AnyRoute>(getParentRoute: () => TParent) {
  return createRoute({
    getParentRoute,
    path: 'ad-intelligence/category/all',
    validateSearch: validateReportSearch,
    beforeLoad: async ({ context }) => {
      const { runtime } = context as { runtime: AdlensRuntime };
      if (!(await packageOpens(runtime, 'menu.categories'))) throw redirect({ to: '/not-found', replace: true });
    },
  }).lazy(() => import('./categoryDirectoryRoute.ts').then((module) => module.categoryDirectoryRoute));
}
