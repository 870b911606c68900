import type { ReportSearch } from '../../model/location/searchParams.ts';
import { useReportFilters } from '../../reportKit/useReportFilters.ts';

/**
 * The directory's report filters, chosen as a report chooses them and kept in the directory's URL,
 * so its impressions are those of the report each category leads to.
 */
export function useDirectoryFilters(search: ReportSearch) {
  return useReportFilters({ search });
}
