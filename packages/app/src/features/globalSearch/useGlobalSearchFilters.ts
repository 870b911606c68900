import { chooseReportFiltersState } from '../../reportKit/useReportFilters.ts';
import { useReportFilterOptions } from '../../shared/gating/useReportFilterOptions.ts';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';
import type { GlobalSearchFilters } from './globalSearchOptions.ts';

/**
 * The filters a report opened from the search starts with (the default choice: the user's saved
 * ones, else the package's defaults): the suggestions' figures are asked for
 * them and each report opens on them, so the number in the box is the number on the page.
 * Undefined while the package loads; none (the API's defaults) when no report could be shown.
 */
export function useGlobalSearchFilters(): GlobalSearchFilters | undefined {
  const optionsState = useReportFilterOptions();
  const { defaultFilters } = useAdlensRuntime().config.whiteLabel;
  const state = chooseReportFiltersState(optionsState, {}, defaultFilters);
  if (state.status === 'loading') return undefined;
  if (state.status === 'unavailable') return {};
  const { channel, country, period, currency } = state.values;
  return {
    ...(channel ? { channel } : {}),
    ...(country ? { country } : {}),
    ...(period ? { period } : {}),
    ...(currency ? { currency } : {}),
  };
}
