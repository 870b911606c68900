import type { EntityType, GatedControl } from '@adlens/core';
import { type AnyRoute, createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { lockedRedirect } from '../partner/lockedPagePath.ts';
import type { AdlensRuntime } from '../../shared/runtime/createAdlensRuntime.ts';
import { currenciesQueryOptions, packageQueryOptions } from '../../shared/gating/useReportFilterOptions.ts';
import { packageOpens } from '../../shared/gating/packageOpens.ts';
import {
  type ReportLocation,
  type ReportVariant,
  parseReportLocation,
  reportPath,
  reportQuery,
} from '../../model/location/reportLocation.ts';
import { type ReportSearch, validateReportSearch } from '../../model/location/searchParams.ts';

const ReportRoutePage = lazyRouteComponent(() => import('./ReportRoutePage.tsx'), 'ReportRoutePage');
const CampaignDetailRoutePage = lazyRouteComponent(() => import('./ReportRoutePage.tsx'), 'CampaignDetailRoutePage');

/**
 * The gated controls a report route needs: brand and category reports their
 * report, a benchmark (a comparison with `category`) the advertiser or brand benchmark. Undefined when
 * the route can never open: only advertiser and brand comparisons have a benchmark.
 */
function reportControls(location: ReportLocation, search: ReportSearch): GatedControl[] | undefined {
  const controls: GatedControl[] = [];
  if (location.entityType === 'brand') controls.push('menu.brands');
  if (location.entityType === 'category') controls.push('menu.categories');
  if (location.variant !== 'compare' || search.category === undefined) return controls;
  if (location.entityType === 'advertiser') return [...controls, 'benchmark.advertiser'];
  if (location.entityType === 'brand') return [...controls, 'benchmark.brand'];
  return undefined;
}

/** A report route the package does not open goes to the not-found page (an embed's: the locked page). */
async function checkReportAccess(runtime: AdlensRuntime, location: ReportLocation, search: ReportSearch, href: string) {
  const controls = reportControls(location, search);
  for (const control of controls ?? []) {
    if (!(await packageOpens(runtime, control))) throw lockedRedirect(runtime, control, href);
  }
  if (!controls) throw redirect({ to: '/not-found', replace: true });
}

async function loadReport(
  runtime: AdlensRuntime,
  entityType: EntityType,
  variant: ReportVariant,
  segment: string,
  search: ReportSearch,
  preload: boolean,
  href: string,
): Promise<{ report: ReportLocation }> {
  // The filters of every report come from these; asking while the page's code loads saves a round trip.
  void runtime.queryClient.prefetchQuery(packageQueryOptions(runtime.client));
  void runtime.queryClient.prefetchQuery(currenciesQueryOptions(runtime.client));
  const location = parseReportLocation(entityType, variant, segment);
  // Report URL form: anything malformed, or over the item limit, is a bad request.
  if (!location) throw redirect({ to: '/bad-request', replace: true });
  await checkReportAccess(runtime, location, search, href);
  // A comparison of one item is that item's report, unless it is benchmarked or is a bookmark (a
  // saved comparison holds the items it compares).
  const bookmark = location.items.length === 1 && location.items[0]!.kind === 'savedGroup';
  if (variant === 'compare' && location.items.length < 2 && search.category === undefined && !bookmark) {
    throw redirect({ href: `${reportPath(entityType, location.items, false)}${reportQuery(search)}`, replace: true });
  }
  // The report's own requests start now, not after its page has rendered. Not for a preload (a
  // hovered link is not a viewed report) nor a `reload` (the page drops the old token first).
  if (!preload && !search.reload) {
    void import('./ReportRoutePage.tsx')
      .then(({ startReportRequests }) => startReportRequests(runtime, location, search))
      .catch((error: unknown) => console.warn('Adlens: the report could not be started early', error));
  }
  return { report: location };
}

/** The report routes of one entity type under the shell. */
export function reportRoutes<TParent extends AnyRoute>(
  getParentRoute: () => TParent,
  entityType: EntityType,
  compare: boolean,
) {
  const common = createRoute({
    getParentRoute,
    path: `ad-intelligence/${entityType}/common/$ids`,
    validateSearch: validateReportSearch,
    beforeLoad: ({ context, location, params, search, preload }) =>
      loadReport(context.runtime, entityType, 'common', params.ids, search, preload, location.href),
    component: ReportRoutePage,
  });
  const empty = createRoute({
    getParentRoute,
    path: `ad-intelligence/${entityType}/empty`,
    validateSearch: validateReportSearch,
    beforeLoad: ({ context, location, search, preload }) =>
      loadReport(context.runtime, entityType, 'empty', '', search, preload, location.href),
    component: ReportRoutePage,
  });
  if (!compare) return [common, empty];
  const comparison = createRoute({
    getParentRoute,
    path: `ad-intelligence/${entityType}-compare/$ids`,
    validateSearch: validateReportSearch,
    beforeLoad: ({ context, location, params, search, preload }) =>
      loadReport(context.runtime, entityType, 'compare', params.ids, search, preload, location.href),
    component: ReportRoutePage,
  });
  return [common, empty, comparison];
}

/**
 * A report type's home (ad-intelligence/category, /brand,
 * /advertiser, /publisher, /campaign, /keyword; /domain is the sales tool's advertiser): the side
 * menu's entries. It is the type's empty report — the search for its first item — with the query
 * kept, so the filters in the link carry over.
 */
export function reportHomeRoute<TParent extends AnyRoute, const TSegment extends string>(
  getParentRoute: () => TParent,
  segment: TSegment,
  entityType: EntityType,
) {
  return createRoute({
    getParentRoute,
    path: `ad-intelligence/${segment}`,
    validateSearch: validateReportSearch,
    beforeLoad: ({ search }) => {
      throw redirect({ href: `/ad-intelligence/${entityType}/empty${reportQuery(search)}`, replace: true });
    },
  });
}

/** Campaign detail: ad-intelligence/campaign/{campaign id}, `publisherId` from a publisher report. */
export function campaignDetailRoute<TParent extends AnyRoute>(getParentRoute: () => TParent) {
  return createRoute({
    getParentRoute,
    path: 'ad-intelligence/campaign/$id',
    validateSearch: validateReportSearch,
    beforeLoad: ({ params }) => {
      // Single entity ids are positive integers.
      const id = /^[1-9]\d{0,14}$/.test(params.id) ? Number(params.id) : NaN;
      if (Number.isNaN(id)) throw redirect({ to: '/bad-request', replace: true });
      const report: ReportLocation = { entityType: 'campaign', variant: 'common', items: [{ kind: 'single', id }] };
      return { report };
    },
    component: CampaignDetailRoutePage,
  });
}
