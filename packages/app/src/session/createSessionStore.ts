import { createJSONStorage, persist } from 'zustand/middleware';
import { type StoreApi, createStore } from 'zustand/vanilla';
import { safeReturnUrl } from './safeReturnUrl.ts';

/** Client-side session flags (ARCHITECTURE.md Front end: zustand for session flags). */
export interface SessionState {
  /** Where to go after the next login (spec access-shell-plans §2.1). */
  returnUrl: string | null;
  /** The refresh failed: show 'Current session is expired' (spec §2.7, §4 Session refresh). */
  sessionExpired: boolean;
  rememberReturnUrl(href: string): void;
  /** Returns the saved URL once and forgets it. */
  takeReturnUrl(): string | null;
  setSessionExpired(expired: boolean): void;
}

export type SessionStore = StoreApi<SessionState>;

export interface SessionStoreOptions {
  /** Keep the return URL across a reload of the login page (standalone); embeds keep nothing. */
  persistReturnUrl: boolean;
}

export function createSessionStore({ persistReturnUrl }: SessionStoreOptions): SessionStore {
  const initializer = (set: (partial: Partial<SessionState>) => void, get: () => SessionState): SessionState => ({
    returnUrl: null,
    sessionExpired: false,
    rememberReturnUrl: (href) => {
      const url = safeReturnUrl(href);
      if (url) set({ returnUrl: url });
    },
    takeReturnUrl: () => {
      const url = get().returnUrl;
      set({ returnUrl: null });
      return url;
    },
    setSessionExpired: (sessionExpired) => set({ sessionExpired }),
  });
  if (!persistReturnUrl) return createStore<SessionState>()(initializer);
  return createStore<SessionState>()(
    persist(initializer, {
      name: 'adlens.session',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ returnUrl: state.returnUrl }),
    }),
  );
}
