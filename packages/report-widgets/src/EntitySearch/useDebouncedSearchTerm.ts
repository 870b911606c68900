import { useEffect, useState } from 'react';
import { createSearchDebouncer, SEARCH_DEBOUNCE_MS } from './createSearchDebouncer.ts';
import { normalizeSearchQuery } from '@adlens/core';

/** The normalised search term, following `raw` after the debounce (React binding of createSearchDebouncer). */
export function useDebouncedSearchTerm(raw: string, delayMs = SEARCH_DEBOUNCE_MS): string {
  const [term, setTerm] = useState(() => normalizeSearchQuery(raw));
  const [debouncer] = useState(() => createSearchDebouncer({ onTerm: setTerm, delayMs, initialTerm: term }));
  useEffect(() => {
    debouncer.push(raw);
  }, [debouncer, raw]);
  useEffect(() => () => debouncer.cancel(), [debouncer]);
  return term;
}
