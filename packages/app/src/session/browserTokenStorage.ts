import type { TokenStorage } from '@adlens/api-client';

/** A `TokenStorage` whose persistence depends on the "Remember this device" choice. */
export interface RememberingTokenStorage extends TokenStorage {
  /** Applies to the next `set`: true keeps the token across browser restarts (30 days, spec §9). */
  setRemember(remember: boolean): void;
}

export interface BrowserStorages {
  local: Storage | undefined;
  session: Storage | undefined;
}

const KEY = 'adlens.authToken';

/**
 * The standalone app's auth-token storage (spec access-shell-plans §2.2): localStorage only when the
 * user ticks 'Remember this device for 30 days', sessionStorage otherwise. Embeds never use this —
 * they keep tokens in memory (research notes, Embedding). Storage failures (private modes, quota,
 * blocked cookies) are logged and ignored (spec §8 "local storage access failure").
 */
export function createBrowserTokenStorage(storages: BrowserStorages = defaultStorages()): RememberingTokenStorage {
  let remember = false;
  const attempt = <T>(what: string, action: () => T): T | undefined => {
    try {
      return action();
    } catch (error) {
      console.warn(`Adlens: could not ${what} the auth token`, error);
      return undefined;
    }
  };
  return {
    setRemember(value) {
      remember = value;
    },
    get() {
      return attempt('read', () => storages.session?.getItem(KEY) ?? storages.local?.getItem(KEY) ?? null) ?? null;
    },
    set(token) {
      const [keep, drop] = remember ? [storages.local, storages.session] : [storages.session, storages.local];
      attempt('clear', () => drop?.removeItem(KEY));
      attempt('store', () => (token === null ? keep?.removeItem(KEY) : keep?.setItem(KEY, token)));
    },
  };
}

function defaultStorages(): BrowserStorages {
  const read = (name: 'localStorage' | 'sessionStorage') => {
    try {
      return typeof window === 'undefined' ? undefined : window[name];
    } catch {
      return undefined; // some browsers throw on mere access when storage is blocked
    }
  };
  return { local: read('localStorage'), session: read('sessionStorage') };
}
