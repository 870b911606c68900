import { reportItemKey } from '@adlens/core';
import { useMatches } from '@tanstack/react-router';
import type { ReportLocation } from '../../model/location/reportLocation.ts';
import type { ReportSearch } from '../../model/location/searchParams.ts';
import { ReportPage } from './ReportPage.tsx';
import { matchWithContext } from '../../shared/runtime/matchWithContext.ts';

// The report routes start a report's requests from this module: it is the page's own code, loaded
// ahead (on the login page, say), so starting costs no extra round trip for code.
export { startReportRequests } from './startReportRequests.ts';

const isReportMatch = matchWithContext('report');

/**
 * The report route's location (its guard's context) and validated search, typed by the route tree.
 */
function useReportRoute(): { location: ReportLocation; search: ReportSearch } {
  const location = useMatches({ select: (matches) => matches.findLast(isReportMatch)?.context.report });
  const search = useMatches({ select: (matches) => matches.findLast(isReportMatch)?.search });
  if (!location || !search) throw new Error('ReportRoutePage must be rendered by a report route (reportRoutes.ts)');
  return { location, search };
}

function locationKey({ entityType, variant, items }: ReportLocation): string {
  return `${entityType}:${variant}:${items.map(reportItemKey).join('|')}`;
}

/** The route component of every report route: the report of the route's location. */
export function ReportRoutePage() {
  const { location, search } = useReportRoute();
  return <ReportPage key={locationKey(location)} location={location} search={search} />;
}

/** The campaign detail route's component. */
export function CampaignDetailRoutePage() {
  const { location, search } = useReportRoute();
  return <ReportPage key={locationKey(location)} location={location} search={search} campaignDetail />;
}
