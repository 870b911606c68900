/**
 * Holds the session's tokens in memory and hands out a valid access token, refreshing it at most once
 * at a time (spec access-shell-plans §4 "Session refresh": parallel requests wait for the new token).
 * Embedded apps cannot rely on cookies or storage (research notes), so nothing here persists unless
 * the host passes a `storage`.
 */
export interface TokenStorage {
  get(): string | null;
  set(token: string | null): void;
}

export interface SessionManagerOptions {
  /** Trades an auth token for a fresh access token. */
  exchange: (authToken: string) => Promise<string>;
  /** Where the auth token survives a reload (the standalone app's "remember me"); memory by default. */
  storage?: TokenStorage;
  /** Called when the session cannot be renewed: show 'Current session is expired' and log out. */
  onExpired?: () => void;
}

type Listener = (signedIn: boolean) => void;

export class SessionManager {
  #authToken: string | null;
  #accessToken: string | null = null;
  #refreshing: Promise<string> | null = null;
  readonly #options: SessionManagerOptions;
  readonly #listeners = new Set<Listener>();

  constructor(options: SessionManagerOptions) {
    this.#options = options;
    this.#authToken = options.storage?.get() ?? null;
  }

  get isSignedIn(): boolean {
    return this.#authToken !== null;
  }

  /** Starts a session from a freshly issued auth token. */
  signIn(authToken: string): void {
    this.#authToken = authToken;
    this.#accessToken = null;
    this.#options.storage?.set(authToken);
    this.#emit();
  }

  signOut(): void {
    this.#authToken = null;
    this.#accessToken = null;
    this.#refreshing = null;
    this.#options.storage?.set(null);
    this.#emit();
  }

  getAuthToken(): string | null {
    return this.#authToken;
  }

  /** A current access token, fetching one if none is held. Rejects when signed out. */
  async getAccessToken(): Promise<string> {
    if (this.#accessToken) return this.#accessToken;
    return this.refresh();
  }

  /** Replaces the access token; concurrent callers share one exchange (single flight). */
  refresh(): Promise<string> {
    const authToken = this.#authToken;
    if (!authToken) return Promise.reject(new Error('Not signed in'));
    this.#refreshing ??= this.#options
      .exchange(authToken)
      .then((token) => {
        if (this.#authToken === authToken) this.#accessToken = token;
        return token;
      })
      .catch((error: unknown) => {
        if (this.#authToken === authToken) {
          this.signOut();
          this.#options.onExpired?.();
        }
        throw error;
      })
      .finally(() => {
        this.#refreshing = null;
      });
    return this.#refreshing;
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #emit(): void {
    for (const listener of this.#listeners) listener(this.isSignedIn);
  }
}
