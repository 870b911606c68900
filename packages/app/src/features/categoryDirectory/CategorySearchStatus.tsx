import type { Dictionary } from '@adlens/core';
import { VisuallyHidden } from '../../shared/ui/VisuallyHidden.ts';
import { countText, fillText } from './fillText.ts';

export interface CategorySearchStatusProps {
  /** The search as typed, and folded as it is compared ('' for none). */
  query: string;
  folded: string;
  /** How many names the search matched. */
  found: number;
  texts: Dictionary['categoryDirectory'];
}

/** Tells screen-reader users how many names the search found (nothing while there is no search). */
export function CategorySearchStatus({ query, folded, found, texts }: CategorySearchStatusProps) {
  return (
    <VisuallyHidden role="status">
      {folded === ''
        ? ''
        : found === 0
          ? fillText(texts.noResults, { query: query.trim() })
          : countText({ one: texts.resultsStatus_one, other: texts.resultsStatus_other }, found, {
              query: query.trim(),
            })}
    </VisuallyHidden>
  );
}
