import { type AnyRoute, createRoute, getRouteApi, redirect } from '@tanstack/react-router';
import { LockedFeaturePage } from './LockedFeaturePage.tsx';
import { LOCKED_PATH, isGatedControl, validateLockedSearch } from './lockedPagePath.ts';

const lockedRoute = getRouteApi('/shell/locked/$control');

function LockedFeatureRoutePage() {
  const { control } = lockedRoute.useParams();
  const { from } = lockedRoute.useSearch();
  if (!isGatedControl(control)) throw new Error('LockedFeatureRoutePage needs a gated control (its route checks it)');
  return <LockedFeaturePage key={control} control={control} {...(from ? { from } : {})} />;
}

/** /locked/{control}?from=… under the shell: a page the plan lacks, in an embed (lockedPagePath.ts). */
export function lockedFeatureRoute<TParent extends AnyRoute>(getParentRoute: () => TParent) {
  return createRoute({
    getParentRoute,
    path: `${LOCKED_PATH}/$control`,
    validateSearch: validateLockedSearch,
    beforeLoad: ({ params }) => {
      if (!isGatedControl(params.control)) throw redirect({ to: '/not-found', replace: true });
    },
    component: LockedFeatureRoutePage,
  });
}
