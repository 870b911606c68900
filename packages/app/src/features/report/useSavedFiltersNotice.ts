import type { ReportItem, SavedGroup } from '@adlens/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { REPORT_FILTER_KEYS, type ReportSearch } from '../../model/location/searchParams.ts';
import type { ReportFilterValues } from '../../shared/gating/chooseReportFilters.ts';

/**
 * A bookmark opened with its saved filters says so, and offers the viewer's own: `favorite` is the
 * opened bookmark while the report shows its saved filters, `useOwnFilters` drops them from the URL
 * (the report then chooses the viewer's own) and hides the notice.
 */
export function useSavedFiltersNotice(
  items: readonly ReportItem[],
  favorites: readonly SavedGroup[],
  filterValues: ReportFilterValues | null,
) {
  const navigate = useNavigate();
  const [ownFilters, setOwnFilters] = useState(false);
  const opened = items.length === 1 && favorites.length === 1 ? favorites[0]! : null;
  const savedParams = opened?.details.params;
  const showsSavedFilters =
    !ownFilters &&
    savedParams != null &&
    filterValues !== null &&
    Object.keys(savedParams).length > 0 &&
    Object.entries(savedParams).every(([key, value]) => filterValues[key as keyof ReportFilterValues] === value);
  const useOwnFilters = () => {
    setOwnFilters(true);
    void navigate({
      to: '.',
      search: (previous: ReportSearch) => ({
        ...previous,
        ...Object.fromEntries(REPORT_FILTER_KEYS.map((key) => [key, undefined])),
      }),
    });
  };
  return { favorite: showsSavedFilters ? opened : null, useOwnFilters };
}
