import { useSyncExternalStore } from 'react';
import { mediaQueryStore } from './mediaQueryStore.ts';

const darkScheme = mediaQueryStore('(prefers-color-scheme: dark)');

/**
 * True while the user's system asks for a dark colour scheme: <AdlensWidgetsProvider colorScheme="auto">
 * follows it, switching as the system does. False on the server.
 */
export function usePrefersDarkColorScheme(): boolean {
  return useSyncExternalStore(darkScheme.subscribe, darkScheme.matches, () => false);
}
