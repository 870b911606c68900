import {
  type CategoryDirectoryCategory,
  type CategoryRangeId,
  type DirectoryMatch,
  foldCategorySearch,
  groupCategoriesByRange,
  searchCategoryDirectory,
} from '@adlens/core';
import { useMemo, useState } from 'react';
import { type RangeChoice, shownRange } from './shownRange.ts';

type Match = DirectoryMatch<CategoryDirectoryCategory>;

/** How many names (categories and subcategories) the search matched. */
function countNames(matches: readonly Match[]): number {
  return matches.reduce(
    (sum, match) => sum + (match.matched ? 1 : 0) + match.subcategories.filter((entry) => entry.matched).length,
    0,
  );
}

/**
 * The directory's search and its ranges: what the user typed (`query`, and `folded` as it is
 * compared), the categories it matches grouped under the alphabetical ranges, the range shown
 * (`shownRange`: the user's pick, or where the matches are), and how many names matched.
 */
export function useCategorySearch(categories: readonly CategoryDirectoryCategory[]) {
  const [query, setQuery] = useState('');
  const [choice, setChoice] = useState<RangeChoice>({ range: null, query: '' });
  const folded = foldCategorySearch(query);
  const matches = useMemo(() => searchCategoryDirectory(categories, query), [categories, query]);
  const groups = useMemo(
    () => groupCategoriesByRange(matches.map((match) => ({ id: match.category.id, name: match.category.name, match }))),
    [matches],
  );
  const counts = groups.map((group) => ({ range: group.range.id, count: group.categories.length }));
  const selected = shownRange(counts, choice, folded);
  const select = (range: CategoryRangeId) => setChoice({ range, query: folded });
  return { query, setQuery, folded, matches, groups, selected, select, found: countNames(matches) };
}
