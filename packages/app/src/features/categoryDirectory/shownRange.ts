import type { CategoryRangeId } from '@adlens/core';

/** The range the user picked, and the (folded) search it was picked under. */
export interface RangeChoice {
  range: CategoryRangeId | null;
  query: string;
}

export interface RangeCount {
  range: CategoryRangeId;
  count: number;
}

/**
 * The range the directory shows. The user's pick stands, except that a new search whose matches are
 * all elsewhere moves to the first range with a match — typing never leaves the user on an empty
 * range while the answer sits behind another tab. A range picked during this search stays even when
 * empty (the user went there on purpose). With nothing picked: the first range with categories.
 */
export function shownRange(counts: readonly RangeCount[], choice: RangeChoice, foldedQuery: string): CategoryRangeId {
  const countOf = (range: CategoryRangeId) => counts.find((entry) => entry.range === range)?.count ?? 0;
  const firstWithAny = counts.find((entry) => entry.count > 0)?.range;
  if (choice.range && (choice.query === foldedQuery || countOf(choice.range) > 0)) return choice.range;
  if (foldedQuery !== '') return firstWithAny ?? choice.range ?? counts[0]!.range;
  return choice.range ?? firstWithAny ?? counts[0]!.range;
}
