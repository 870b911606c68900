import { useSyncExternalStore } from 'react';
import {
  type SkipModeStorage,
  defaultSkipModeStorage,
  readSkipMode,
  subscribeSkipMode,
} from '../../model/session/skipMode.ts';

/**
 * Whether mark (skip) mode is on (a stored flag): the same answer in the
 * account menu and on every report, updated when either side or a logout switches it.
 */
export function useSkipMode(storage: SkipModeStorage | null = defaultSkipModeStorage()): boolean {
  return useSyncExternalStore(
    subscribeSkipMode,
    () => readSkipMode(storage),
    () => false,
  );
}
