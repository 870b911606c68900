import { reportItemKey } from '@adlens/core';
import { useRouteContext } from '@tanstack/react-router';
import type { ReportLocation } from '../../model/location/reportLocation.ts';
import { ReportPage } from './ReportPage.tsx';

// The report routes start a report's requests from this module: it is the page's own code, loaded
// ahead (on the login page, say), so starting costs no extra round trip for code.
export { startReportRequests } from './startReportRequests.ts';

function useReportLocation(): ReportLocation {
  const { report } = useRouteContext({ strict: false }) as { report?: ReportLocation };
  if (!report) throw new Error('ReportRoutePage must be rendered by a report route (features/report/reportRoutes.ts)');
  return report;
}

function locationKey({ entityType, variant, items }: ReportLocation): string {
  return `${entityType}:${variant}:${items.map(reportItemKey).join('|')}`;
}

/** The route component of every report route: the report of the route's location. */
export function ReportRoutePage() {
  const location = useReportLocation();
  return <ReportPage key={locationKey(location)} location={location} />;
}

/** The campaign detail route's component (spec §2 Campaign detail). */
export function CampaignDetailRoutePage() {
  const location = useReportLocation();
  return <ReportPage key={locationKey(location)} location={location} campaignDetail />;
}
