import { useSyncExternalStore } from 'react';
import { mediaQueryStore } from '../theme/mediaQueryStore.ts';

const reducedMotion = mediaQueryStore('(prefers-reduced-motion: reduce)');

/**
 * True when the user asked the system for less motion: charts then draw without animation, and hosts
 * use it for their own script-driven motion (scrolling, timed fades).
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(reducedMotion.subscribe, reducedMotion.matches, () => false);
}
