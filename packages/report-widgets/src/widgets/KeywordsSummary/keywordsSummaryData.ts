import type { KeywordsSummaryResponse } from '@adlens/core';

/** Not enough data: the item has no keyword. */
export function isKeywordsSummaryEmpty(data: KeywordsSummaryResponse): boolean {
  return data.elements.length === 0;
}
