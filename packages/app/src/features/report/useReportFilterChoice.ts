import type { EntityType } from '@adlens/core';
import { useCallback, useEffect, useRef } from 'react';
import type { ReportSearch } from '../../model/location/searchParams.ts';
import { useReportFilters } from '../../reportKit/useReportFilters.ts';
import { usePublisherSlice, useSlicedFilters } from './usePublisherSlice.ts';

/**
 * A report's filters as its widgets read them: the choice from the URL, the saved choice and the
 * package (docs/product/filters.md), narrowed to one publisher's slice when a campaign was opened from
 * a publisher's report. `change` is a user's choice; `changeCountry` keeps one identity for the
 * widgets' context and always reaches the latest `change`.
 */
export function useReportFilterChoice(entityType: EntityType, search: ReportSearch) {
  const { state: chosen, change } = useReportFilters({ search, brand: entityType === 'brand' });
  const publisherSlice = usePublisherSlice(entityType, search.publisherId);
  const filters = useSlicedFilters(chosen, publisherSlice);
  const latestChange = useRef(change);
  useEffect(() => {
    latestChange.current = change;
  });
  const changeCountry = useCallback((code: string) => latestChange.current('country', code), []);
  return { filters, change, changeCountry, publisherSlice };
}
