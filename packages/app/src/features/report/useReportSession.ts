import { useMemo } from 'react';
import { type ReportLocation, filterSearch } from '../../model/location/reportLocation.ts';
import type { ReportSearch } from '../../model/location/searchParams.ts';
import { useReportFilterChoice } from './useReportFilterChoice.ts';
import { useReportItems } from './useReportItems.ts';
import { useReportView } from './useReportView.ts';

/**
 * One report as the page shows it: its filters, its items and cards, its view token and widgets.
 * The benchmark lives in `category` on the compare variant, one item included.
 */
export function useReportSession(location: ReportLocation, search: ReportSearch) {
  const { entityType, variant } = location;
  const benchmarkId = variant === 'compare' ? search.category : undefined;
  const { filters, change, changeCountry, publisherSlice } = useReportFilterChoice(entityType, search);
  const reportItems = useReportItems(location, benchmarkId);
  const filterValues = filters.status === 'ready' ? filters.values : null;
  const widgetFilters = filters.status === 'ready' ? filters.filters : null;
  // The filters every link the report makes carries (other reports, the directory, a recent brand):
  // the ones it shows, which the URL holds only when someone chose them.
  const linkSearch = useMemo(() => filterSearch(filterValues ?? search), [filterValues, search]);
  const view = useReportView({
    location,
    search,
    filterValues,
    widgetFilters,
    namedIds: reportItems.namedIds,
    namesSettled: reportItems.namesSettled,
    benchmarkId,
    reportItems: reportItems.reportItems,
  });
  return {
    ...reportItems,
    ...view,
    location,
    search,
    benchmarkId,
    filters,
    filterValues,
    widgetFilters,
    linkSearch,
    change,
    changeCountry,
    publisherSlice,
  };
}

/** A report as its parts read it (`useReportSession`). */
export type ReportSession = ReturnType<typeof useReportSession>;
