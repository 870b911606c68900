import { useParams, useSearch } from '@tanstack/react-router';
import { DashboardPage } from './DashboardPage.tsx';
import type { DashboardSearch } from '../../model/location/dashboardSearch.ts';

/** The `dashboards/$id` route's page (lazy: react-grid-layout loads with it only). */
export function DashboardRoutePage() {
  const { id } = useParams({ strict: false }) as { id: string };
  const search = useSearch({ strict: false }) as DashboardSearch;
  return <DashboardPage key={id} id={id} search={search} />;
}
