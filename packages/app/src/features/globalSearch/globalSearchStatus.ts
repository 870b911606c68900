import { type GlobalSearchGroup, resultsSummary } from './globalSearchOptions.ts';

export interface GlobalSearchStatusInput {
  groups: readonly GlobalSearchGroup[];
  /** How many options the groups list. */
  shown: number;
  recents: boolean;
  pending: boolean;
  typed: string;
  total: number;
  input: string;
}

/** What the global search's live region says: the recent reports, the search under way, or its results. */
export function globalSearchStatus({ groups, shown, recents, pending, typed, total, input }: GlobalSearchStatusInput) {
  if (recents) return `${shown} recent reports`;
  if (typed !== '' && pending) return 'Searching…';
  if (typed !== '') return shown > 0 ? resultsSummary(groups, total) : `No results for “${input.trim()}”`;
  return '';
}
