import { type AnyRoute, createRoute, redirect, useParams, useSearch } from '@tanstack/react-router';
import { LockedFeaturePage } from './LockedFeaturePage.tsx';
import { LOCKED_PATH, isGatedControl, validateLockedSearch } from './lockedPagePath.ts';

function LockedFeatureRoutePage() {
  const { control } = useParams({ strict: false }) as { control?: string };
  const { from } = useSearch({ strict: false }) as { from?: string };
  if (!control || !isGatedControl(control)) throw new Error('LockedFeatureRoutePage needs the locked route');
  return <LockedFeaturePage key={control} control={control} {...(from ? { from } : {})} />;
}

/** /locked/{control}?from=… under the shell: a page the plan lacks, in an embed (lockedPagePath.ts). */
export function lockedFeatureRoute<TParent extends AnyRoute>(getParentRoute: () => TParent) {
  return createRoute({
    getParentRoute,
    path: `${LOCKED_PATH.slice(1)}/$control`,
    validateSearch: validateLockedSearch,
    beforeLoad: ({ params }) => {
      if (!isGatedControl(params.control)) throw redirect({ to: '/not-found', replace: true });
    },
    component: LockedFeatureRoutePage,
  });
}
