import { createJSONStorage, persist } from 'zustand/middleware';
import { type StoreApi, createStore } from 'zustand/vanilla';
import { safeReturnUrl } from './safeReturnUrl.ts';

/** A password login that needs a one-time code (the login goes on at verify-otp). */
interface OtpChallenge {
  /** The code token of `authentication/2fa`; replaced on every re-request. Memory only. */
  codeToken: string;
  rememberMe: boolean;
  email: string;
}

/** A login refused by a device or session limit (a 403 → user-devices / user-sessions). */
export interface LimitState {
  kind: 'devices' | 'sessions';
  /** Lists and revokes this user's devices or sessions, nothing else. Memory only, never in the URL. */
  limitToken: string;
  limit: number;
  active: number;
}

/** Client-side session flags, in a zustand store. */
export interface SessionState {
  otpChallenge: OtpChallenge | null;
  limitState: LimitState | null;
  /** Where to go after the next login (the page a signed-out visitor asked for). */
  returnUrl: string | null;
  /** The renewal policy ended the session: show 'Current session is expired'. */
  sessionExpired: boolean;
  rememberReturnUrl(href: string): void;
  /** Returns the saved URL once and forgets it. */
  takeReturnUrl(): string | null;
  setSessionExpired(expired: boolean): void;
  setOtpChallenge(challenge: OtpChallenge | null): void;
  setLimitState(limit: LimitState | null): void;
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
    otpChallenge: null,
    limitState: null,
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
    setOtpChallenge: (otpChallenge) => set({ otpChallenge }),
    setLimitState: (limitState) => set({ limitState }),
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
