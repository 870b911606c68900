import type { GatedControl } from '@adlens/core';
import { type AnyRoute, createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { lockedRedirect } from '../partner/lockedPagePath.ts';
import type { AdlensRuntime } from '../../shared/runtime/createAdlensRuntime.ts';
import { SHELL_PATHS } from '../../model/location/shellPaths.ts';
import { validateAudienceSearch } from '../../model/location/audienceSearch.ts';
import type { AudienceKind, AudienceLocation } from '../../model/location/audienceLocation.ts';
import { packageOpens } from '../../shared/gating/packageOpens.ts';

const AudienceRoutePage = lazyRouteComponent(() => import('./AudienceRoutePage.tsx'), 'AudienceRoutePage');

const CONTROLS: Record<AudienceKind, GatedControl> = {
  demographics: 'menu.demographics',
  interest: 'menu.interests',
};

/** Single entity ids are positive integers. */
const ADVERTISER_ID = /^[1-9]\d{0,14}$/;

async function loadAudience(runtime: AdlensRuntime, kind: AudienceKind, ids: string | null, href: string) {
  // The audience reports are feature-gated; a package without them
  // does not open their URLs (the side menu offers the contact modal instead).
  if (!(await packageOpens(runtime, CONTROLS[kind]))) throw lockedRedirect(runtime, CONTROLS[kind], href);
  if (ids === null) return { audience: { kind, advertiserId: null } satisfies AudienceLocation };
  // The audience of one advertiser: anything else in the URL is a bad request.
  if (!ADVERTISER_ID.test(ids)) throw redirect({ to: '/bad-request', replace: true });
  return { audience: { kind, advertiserId: Number(ids) } satisfies AudienceLocation };
}

/**
 * The audience report routes (audience, audience/demographics and audience/interest, each with its
 * empty variant): each report's common page for an advertiser and its empty page (the search for
 * one), and the homes, which open the empty page with the query kept.
 */
export function audienceRoutes<TParent extends AnyRoute>(getParentRoute: () => TParent) {
  const kinds: AudienceKind[] = ['demographics', 'interest'];
  const pages = kinds.flatMap((kind) => [
    createRoute({
      getParentRoute,
      path: `audience/${kind}/common/$ids`,
      validateSearch: validateAudienceSearch,
      beforeLoad: ({ context, location, params }) => loadAudience(context.runtime, kind, params.ids, location.href),
      component: AudienceRoutePage,
    }),
    createRoute({
      getParentRoute,
      path: `audience/${kind}/empty`,
      validateSearch: validateAudienceSearch,
      beforeLoad: ({ context, location }) => loadAudience(context.runtime, kind, null, location.href),
      component: AudienceRoutePage,
    }),
    createRoute({
      getParentRoute,
      path: `audience/${kind}`,
      beforeLoad: ({ location }) => {
        throw redirect({ href: `/audience/${kind}/empty${location.searchStr}`, replace: true });
      },
    }),
  ]);
  const home = createRoute({
    getParentRoute,
    path: 'audience',
    beforeLoad: () => {
      throw redirect({ href: `${SHELL_PATHS.demographics}/empty`, replace: true });
    },
  });
  return [...pages, home];
}
