import { type AnyRoute, createRoute } from '@tanstack/react-router';
import { lockedRedirect } from '../partner/lockedPagePath.ts';
import { packageOpens } from '../../shared/gating/packageOpens.ts';
import { validateReportSearch } from '../../model/location/searchParams.ts';

/**
 * `ad-intelligence/category/all` under the shell: gated like the category report (a package
 * without it goes to not-found, or an embed's locked page), with the report filters in its query; its page loads on first visit.
 */
export function categoryDirectoryRoute<TParent extends AnyRoute>(getParentRoute: () => TParent) {
  return createRoute({
    getParentRoute,
    path: 'ad-intelligence/category/all',
    validateSearch: validateReportSearch,
    beforeLoad: async ({ context, location }) => {
      const { runtime } = context;
      if (!(await packageOpens(runtime, 'menu.categories'))) {
        throw lockedRedirect(runtime, 'menu.categories', location.href);
      }
    },
  }).lazy(() => import('./categoryDirectoryRoute.ts').then((module) => module.categoryDirectoryRoute));
}
