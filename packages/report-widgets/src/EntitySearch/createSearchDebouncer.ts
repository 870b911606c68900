import { normalizeSearchQuery } from '@adlens/core';

/** Search input is debounced 500 ms. */
export const SEARCH_DEBOUNCE_MS = 500;

export interface SearchDebouncer {
  /** The input's latest raw text; restarts the wait. */
  push(raw: string): void;
  /** Drops a pending emission (unmount). */
  cancel(): void;
}

export interface SearchDebouncerOptions {
  onTerm: (term: string) => void;
  delayMs?: number;
  /** The term already emitted, so pushing the same text again emits nothing. */
  initialTerm?: string;
}

/**
 * Framework-free debounce of the search box: waits `delayMs` after the last
 * keystroke, normalises, and emits only a term that differs from the previous one.
 */
export function createSearchDebouncer({
  onTerm,
  delayMs = SEARCH_DEBOUNCE_MS,
  initialTerm,
}: SearchDebouncerOptions): SearchDebouncer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = initialTerm;
  return {
    push(raw) {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const term = normalizeSearchQuery(raw);
        if (term === last) return;
        last = term;
        onTerm(term);
      }, delayMs);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
