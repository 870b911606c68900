/**
 * A media query as a `useSyncExternalStore` store: its list is made once (every chart asks on every
 * render, and each `matchMedia` call evaluates the query afresh) and made again when `matchMedia`
 * itself is replaced (tests stub it). False where there is no window.
 */
export function mediaQueryStore(query: string): {
  subscribe: (onChange: () => void) => () => void;
  matches: () => boolean;
} {
  let cached: { matchMedia: Window['matchMedia']; list: MediaQueryList } | null = null;
  const list = (): MediaQueryList | null => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
    if (cached?.matchMedia !== window.matchMedia)
      cached = { matchMedia: window.matchMedia, list: window.matchMedia(query) };
    return cached.list;
  };
  return {
    subscribe(onChange) {
      const current = list();
      current?.addEventListener('change', onChange);
      return () => current?.removeEventListener('change', onChange);
    },
    matches: () => list()?.matches ?? false,
  };
}
