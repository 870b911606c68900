import { adlensKeys } from '@adlens/api-client/query';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReportSearch } from '../../model/location/searchParams.ts';
import { premiumFilters } from '../../shared/gating/chooseReportFilters.ts';
import type { ReportSession } from './useReportSession.ts';

/**
 * The trial search limit dialog's confirm (a report load refused with 402): reload the session, then
 * the report under the current package. A channel or country outside it (the refused premium search)
 * gives way to the package's defaults, or the reload would be refused again.
 */
export function useTrialLimitRetry(session: ReportSession) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { filters, filterValues, refetchData, reloadReport } = session;
  const options = filters.status === 'ready' ? filters.options : null;
  return () => {
    void queryClient.invalidateQueries({ queryKey: adlensKeys.sessionUser() });
    refetchData();
    const outside = premiumFilters(filterValues, options);
    if (outside.length > 0) {
      void navigate({
        to: '.',
        search: (previous: ReportSearch) => ({
          ...previous,
          ...Object.fromEntries(outside.map((key) => [key, undefined])),
        }),
        replace: true,
      });
    }
    reloadReport();
  };
}
