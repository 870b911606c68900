import { type AccessTokenClaims, type SessionUser, TOKEN_VALIDITY_CHECK_MS } from '@adlens/core';
import { decodeAccessTokenClaims } from './accessTokenClaims.ts';
import { type RetryPolicy, runRenewal } from './tokenRenewalPolicy.ts';

/** Where an auth token is kept between page loads (e.g. the standalone app's "remember me"). */
export interface TokenStorage {
  get(): string | null;
  set(token: string | null): void;
}

export interface SessionManagerOptions {
  /** Trades an auth token for a fresh access token. */
  exchange: (authToken: string) => Promise<string>;
  /** Where the auth token survives a reload (the standalone app's "remember me"); memory by default. */
  storage?: TokenStorage;
  /**
   * Called when the API refuses the session (401 from the token endpoints): show 'Current session is
   * expired' and log out. Never for a network error, an abort, a timeout, a 5xx or a 429: a failed
   * request is not an expired session.
   */
  onExpired?: () => void;
  /**
   * Obtains a new auth token when the held one can no longer be exchanged (embedded apps trade a
   * fresh partner token from the bridge). Without it a failed exchange ends the session.
   */
  renew?: () => Promise<string>;
  /** How often a signed-in session re-checks its auth token (3 minutes by default). */
  validityCheckMs?: number;
  /** Test seam: the timer behind the validity check. */
  clock?: SessionClock;
  /** How the token calls are retried while the API cannot be reached (`TOKEN_RETRY_POLICY`). */
  retry?: RetryPolicy;
}

/** The timer functions the validity check uses; tests pass a fake one. */
export interface SessionClock {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const realClock: SessionClock = {
  setInterval(callback, ms) {
    const handle = globalThis.setInterval(callback, ms);
    // Never keep a Node process (SSR, tests) alive for a background check.
    (handle as { unref?: () => void }).unref?.();
    return handle;
  },
  clearInterval(handle) {
    globalThis.clearInterval(handle as ReturnType<typeof setInterval>);
  },
};

type Listener = (signedIn: boolean) => void;

/**
 * Holds the session's tokens in memory and hands out a valid access token, refreshing it at most once
 * at a time: parallel requests wait for the one new token. Embedded apps cannot rely on cookies or
 * storage (a partner's iframe may have neither), so nothing here persists unless the host passes a
 * `storage`. When to retry, renew or end the session is the renewal policy's call
 * (`tokenRenewalPolicy.ts`, docs/product/sessions-and-token-renewal.md).
 */
export class SessionManager {
  #authToken: string | null;
  #accessToken: string | null = null;
  #refreshing: Promise<string> | null = null;
  /** Bumped on every sign-in and sign-out so a flight from an older session cannot write into this one. */
  #generation = 0;
  readonly #options: SessionManagerOptions;
  readonly #listeners = new Set<Listener>();
  readonly #clock: SessionClock;
  #validityTimer: unknown = null;

  constructor(options: SessionManagerOptions) {
    this.#options = options;
    this.#clock = options.clock ?? realClock;
    this.#authToken = options.storage?.get() ?? null;
    if (this.#authToken) this.#startValidityCheck();
  }

  get isSignedIn(): boolean {
    return this.#authToken !== null;
  }

  /** Starts a session from a freshly issued auth token. */
  signIn(authToken: string): void {
    this.#generation += 1;
    this.#authToken = authToken;
    this.#accessToken = null;
    this.#refreshing = null;
    this.#options.storage?.set(authToken);
    this.#startValidityCheck();
    this.#emit();
  }

  signOut(): void {
    this.#generation += 1;
    this.#authToken = null;
    this.#accessToken = null;
    this.#refreshing = null;
    this.#stopValidityCheck();
    this.#options.storage?.set(null);
    this.#emit();
  }

  /** Stops the background validity check (the app is unmounted); the tokens stay as they are. */
  dispose(): void {
    this.#stopValidityCheck();
  }

  /** True while the periodic validity check runs (it runs exactly while signed in). */
  get isCheckingValidity(): boolean {
    return this.#validityTimer !== null;
  }

  getAuthToken(): string | null {
    return this.#authToken;
  }

  /** A current access token, fetching one if none is held. Rejects when signed out. */
  async getAccessToken(): Promise<string> {
    if (this.#accessToken) return this.#accessToken;
    return this.refresh();
  }

  /** The signed-in user as the access token carries it; fetches an access token when none is held. */
  async getUser(): Promise<SessionUser> {
    return (await this.getClaims()).user;
  }

  /**
   * Everything the access token carries: the user, the integration and a sales-tool session's partner
   * claims (which the API validated when it traded the partner token).
   */
  async getClaims(): Promise<AccessTokenClaims> {
    const claims = decodeAccessTokenClaims(await this.getAccessToken());
    if (!claims) throw new Error('The access token carries no user');
    return claims;
  }

  /**
   * Replaces the access token; concurrent callers share one exchange (single flight).
   *
   * `rejected` is the access token a request was refused with. When a newer token is already held —
   * a parallel request finished the refresh first — that one is returned instead of exchanging again,
   * so a burst of 401s costs one exchange however their responses interleave.
   */
  refresh(rejected?: string): Promise<string> {
    if (rejected !== undefined && this.#accessToken !== null && this.#accessToken !== rejected) {
      return Promise.resolve(this.#accessToken);
    }
    if (this.#refreshing) return this.#refreshing;
    const authToken = this.#authToken;
    if (!authToken) return Promise.reject(new Error('Not signed in'));
    const generation = this.#generation;
    const flight = this.#exchangeOrRenew(authToken, generation)
      .then((token) => {
        if (this.#generation === generation) this.#accessToken = token;
        return token;
      })
      .finally(() => {
        if (this.#refreshing === flight) this.#refreshing = null;
      });
    this.#refreshing = flight;
    return flight;
  }

  /**
   * Token validity is re-checked on an interval while signed in. The check trades the
   * auth token for a fresh access token; a refusal ends the session like a failed refresh would
   * (session-expired callback), so a session revoked elsewhere is noticed without a user action.
   */
  #startValidityCheck(): void {
    this.#stopValidityCheck();
    this.#validityTimer = this.#clock.setInterval(() => {
      if (this.#refreshing || !this.#authToken) return;
      this.refresh(this.#accessToken ?? undefined).catch(() => undefined); // refresh reports expiry
    }, this.#options.validityCheckMs ?? TOKEN_VALIDITY_CHECK_MS);
  }

  #stopValidityCheck(): void {
    if (this.#validityTimer === null) return;
    this.#clock.clearInterval(this.#validityTimer);
    this.#validityTimer = null;
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Trades the auth token under the renewal policy (`runRenewal`): retried while the API cannot be
   * reached; when the API refuses it and the host can renew (an embed trades a fresh partner token
   * from the bridge), renewed and traded again. Only the policy's verdict ends the session — after a
   * network error or an outage the session stays: this request fails (its widget offers Retry) and
   * the next one tries again.
   */
  #exchangeOrRenew(authToken: string, generation: number): Promise<string> {
    const { exchange, renew } = this.#options;
    let current = authToken;
    return runRenewal<string>({
      start: 'access-token',
      policy: this.#options.retry,
      canRenewAuth: renew !== undefined,
      run: async (step) => {
        if (step === 'access-token') return { done: await exchange(current) };
        // The auth token is spent (partner-derived tokens are short-lived): get a new one, trade it next.
        current = await renew!();
        if (this.#generation === generation) {
          this.#authToken = current;
          this.#options.storage?.set(current);
        }
        return { next: 'access-token' };
      },
      onSessionEnd: () => {
        if (this.#generation !== generation) return;
        this.signOut();
        this.#options.onExpired?.();
      },
    });
  }

  #emit(): void {
    for (const listener of this.#listeners) listener(this.isSignedIn);
  }
}
