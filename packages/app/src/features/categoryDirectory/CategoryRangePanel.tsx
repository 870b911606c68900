import {
  type CategoryDirectoryCategory,
  type CategoryRange,
  type Dictionary,
  type DirectoryMatch,
  categoryRangeLabel,
} from '@adlens/core';
import { CategoryDirectoryCard } from './CategoryDirectoryCard.tsx';
import { CategoryDirectoryEmpty } from './CategoryDirectoryEmpty.tsx';
import { DirectoryGrid } from './CategoryDirectorySkeleton.tsx';
import { fillText } from './fillText.ts';

export interface CategoryRangePanelProps {
  range: CategoryRange;
  categories: readonly { match: DirectoryMatch<CategoryDirectoryCategory> }[];
  /** The search as typed, and folded as it is compared ('' for none). */
  query: string;
  folded: string;
  /** The search matched no category in any range. */
  matchedNothing: boolean;
  /** The ranges where the search matched something. */
  rangesWithMatches: readonly CategoryRange[];
  hrefOf: (id: number) => string;
  onClearSearch: () => void;
  texts: Dictionary['categoryDirectory'];
}

/**
 * What one range's tab panel shows: its categories as cards, or why there are none — the search
 * matched nothing (with Clear search), matched only in other ranges (named), or the range is empty.
 */
export function CategoryRangePanel({
  range,
  categories,
  query,
  folded,
  matchedNothing,
  rangesWithMatches,
  hrefOf,
  onClearSearch,
  texts,
}: CategoryRangePanelProps) {
  if (categories.length > 0) {
    return (
      <DirectoryGrid>
        {categories.map(({ match }) => (
          <CategoryDirectoryCard key={match.category.id} match={match} query={query} hrefOf={hrefOf} />
        ))}
      </DirectoryGrid>
    );
  }
  if (folded !== '' && matchedNothing) {
    return (
      <CategoryDirectoryEmpty
        title={fillText(texts.noResults, { query: query.trim() })}
        hint={texts.noResultsHint}
        action={{ label: texts.clearSearch, onClick: onClearSearch }}
      />
    );
  }
  if (folded !== '') {
    return (
      <CategoryDirectoryEmpty
        title={fillText(texts.noMatchInRange, { range: categoryRangeLabel(range), query: query.trim() })}
        hint={fillText(texts.noMatchInRangeHint, { ranges: rangesWithMatches.map(categoryRangeLabel).join(', ') })}
      />
    );
  }
  return (
    <CategoryDirectoryEmpty
      title={fillText(texts.emptyRange, { range: categoryRangeLabel(range) })}
      hint={texts.emptyRangeHint}
    />
  );
}
