import { getRouteApi } from '@tanstack/react-router';
import { DashboardPage } from './DashboardPage.tsx';

const dashboardRoute = getRouteApi('/shell/dashboards/$id');

/** The `dashboards/$id` route's page (lazy: react-grid-layout loads with it only). */
export function DashboardRoutePage() {
  const { id } = dashboardRoute.useParams();
  const search = dashboardRoute.useSearch();
  return <DashboardPage key={id} id={id} search={search} />;
}
