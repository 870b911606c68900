/** Mark (skip) mode is a stored flag, switched off on logout. */
export const SKIP_MODE_STORAGE_KEY = 'adlens.skipMode';

/** The page-level events the toggle sends (MARK_MODE_ENABLE / MARK_MODE_DISABLE). */
export type SkipModeEvent = 'MARK_MODE_ENABLE' | 'MARK_MODE_DISABLE';

export type SkipModeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function defaultSkipModeStorage(): SkipModeStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Storage failures are logged and ignored. */
export function readSkipMode(storage: SkipModeStorage | null): boolean {
  try {
    return storage?.getItem(SKIP_MODE_STORAGE_KEY) === 'true';
  } catch (error) {
    console.warn('Adlens: could not read local storage', error);
    return false;
  }
}

/** Who shows the flag (the account menu's toggle, the reports' Skip controls) hears every change. */
const listeners = new Set<() => void>();

export function subscribeSkipMode(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function writeSkipMode(storage: SkipModeStorage | null, enabled: boolean): void {
  try {
    if (enabled) storage?.setItem(SKIP_MODE_STORAGE_KEY, 'true');
    else storage?.removeItem(SKIP_MODE_STORAGE_KEY);
  } catch (error) {
    console.warn('Adlens: could not write local storage', error);
  }
  for (const listener of listeners) listener();
}
