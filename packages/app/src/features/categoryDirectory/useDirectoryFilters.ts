import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { ReportSearch } from '../../model/location/searchParams.ts';
import { useReportFilters } from '../../reportKit/useReportFilters.ts';
import type { ReportFilterValues } from '../../shared/gating/chooseReportFilters.ts';

/**
 * The directory's report filters, chosen as a report chooses them and kept in the directory's URL,
 * so its impressions are those of the report each category leads to.
 */
export function useDirectoryFilters(search: ReportSearch) {
  const navigate = useNavigate();
  const writeSearch = useCallback(
    (values: ReportFilterValues, replace: boolean) =>
      void navigate({ to: '.', search: (previous: ReportSearch) => ({ ...previous, ...values }), replace }),
    [navigate],
  );
  return useReportFilters({ search, writeSearch });
}
