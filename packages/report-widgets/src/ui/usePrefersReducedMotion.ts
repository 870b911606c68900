import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/**
 * The query's list, made once: every chart asks on every render, and each `matchMedia` call
 * evaluates the query afresh. Made again when `matchMedia` itself is replaced (tests stub it).
 */
let cached: { matchMedia: Window['matchMedia']; list: MediaQueryList } | null = null;

function mediaQuery(): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  if (cached?.matchMedia !== window.matchMedia)
    cached = { matchMedia: window.matchMedia, list: window.matchMedia(QUERY) };
  return cached.list;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * True when the user asked the system for less motion: charts then draw without animation, and hosts
 * use it for their own script-driven motion (scrolling, timed fades).
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
