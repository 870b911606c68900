import { normalizeSearchQuery, visibleRecents } from '@adlens/core';
import { recentsQueryOptions, searchQueryOptions } from '@adlens/api-client/query';
import { useDebouncedSearchTerm } from '@adlens/report-widgets';
import { useQuery } from '@tanstack/react-query';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';
import { useDictionary } from '../../shared/runtime/useDictionary.ts';
import { usePackageOpens } from '../../shared/gating/usePackageOpens.ts';
import { type GlobalSearchGroup, recentGroup, resultGroups } from './globalSearchOptions.ts';
import { useGlobalSearchFilters } from './useGlobalSearchFilters.ts';

export interface GlobalSearchState {
  groups: GlobalSearchGroup[];
  /** The groups are the user's recent reports (the box is empty). */
  recents: boolean;
  /** Waiting for the debounce or for the answer to the text typed. */
  pending: boolean;
  /** The text typed, normalised. */
  typed: string;
  /** Every match the API counted, of which the groups list the first; 0 for recents. */
  total: number;
}

/**
 * What the global search lists for `input`: every type's matches with their figures once the input
 * rests (debounced 500 ms, trimmed, lowercased, quotes and percent signs removed), the API's
 * default size (100, each type cut to 20; docs/product/search-and-names.md);
 * with nothing typed and `showRecents`, the user's recent reports.
 */
export function useGlobalSearch(input: string, showRecents: boolean): GlobalSearchState {
  const { client } = useAdlensRuntime();
  const dictionary = useDictionary();
  const term = useDebouncedSearchTerm(input);
  const typed = normalizeSearchQuery(input);
  const filters = useGlobalSearchFilters();
  const search = useQuery({
    ...searchQueryOptions(client, { q: term, ...filters }),
    enabled: term !== '' && filters !== undefined,
  });
  const categoryReportEnabled = usePackageOpens('menu.categories');
  const recentsQuery = useQuery({ ...recentsQueryOptions(client), enabled: showRecents && typed === '' });

  if (typed === '') {
    const groups = showRecents ? recentGroup(visibleRecents(recentsQuery.data ?? [], { categoryReportEnabled })) : [];
    return { groups, recents: groups.length > 0, pending: false, typed, total: 0 };
  }
  const pending = typed !== term || filters === undefined || search.isLoading;
  const groups = !pending && search.data && filters ? resultGroups(search.data, dictionary, filters) : [];
  return { groups, recents: false, pending, typed, total: groups.length > 0 ? (search.data?.count.total ?? 0) : 0 };
}
