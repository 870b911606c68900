import { useStore } from 'zustand';
import type { SessionState } from '../../model/session/createSessionStore.ts';
import { useAdlensRuntime } from './useAdlensRuntime.ts';

/** A slice of the session flags store. */
export function useSessionState<T>(selector: (state: SessionState) => T): T {
  return useStore(useAdlensRuntime().sessionStore, selector);
}
