import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-color-scheme: dark)';

/** The query's list, made once; made again when `matchMedia` itself is replaced (tests stub it). */
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
 * True while the user's system asks for a dark colour scheme: <AdlensWidgetsProvider colorScheme="auto">
 * follows it (issue 23), switching as the system does. False on the server.
 */
export function usePrefersDarkColorScheme(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
