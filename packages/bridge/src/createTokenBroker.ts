import { isBridgeError } from './BridgeError.ts';

export interface TokenBrokerOptions {
  /** Gets a fresh partner token, e.g. `() => host.sdk.getAccessToken()`. */
  fetchToken: () => Promise<string>;
  /**
   * Refresh this long before the token expires (default 60 s, for the partner's 5-minute tokens).
   * Capped at half the token's lifetime, so short-lived tokens are still reused a little.
   */
  refreshBeforeExpiryMs?: number;
  /** Whether a failure of `withToken`'s callback means "this token was refused" (default: `status === 401`). */
  isUnauthorized?: (error: unknown) => boolean;
  /** Clock, for tests. */
  now?: () => number;
}

export interface TokenBroker {
  /** A token valid for at least a little longer; concurrent callers share one request. */
  getToken(): Promise<string>;
  /**
   * Runs `fn` with a token; when it fails as unauthorized, fetches a fresh token and runs it once
   * more. A second refusal emits auth-lost and rethrows.
   */
  withToken<T>(fn: (token: string) => Promise<T>): Promise<T>;
  /** Forgets the cached token (e.g. the host called `refreshSession` after a purchase). */
  invalidate(): void;
  /**
   * The partner session is gone: fetching failed with AUTH_EXPIRED, or a fresh token was refused
   * too. React with the host's `showLoginModal`, then try again. Returns an unsubscribe function.
   */
  onAuthLost(listener: (error: unknown) => void): () => void;
}

const isUnauthorizedByDefault = (error: unknown) => (error as { status?: unknown } | null)?.status === 401;

/** The JWT's `exp` and `iat` (seconds), read without verifying: the API verifies, we only schedule. */
function readTimes(token: string): { exp?: unknown; iat?: unknown } {
  try {
    const payload = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    return JSON.parse(atob(payload)) as { exp?: unknown; iat?: unknown };
  } catch {
    return {};
  }
}

/**
 * Single-flight, cached partner tokens with one 401 retry, tolerant of clock skew: when the token
 * has `iat`, its remaining life is `exp - iat` counted from when *we* received it, so a host (or
 * user) clock minutes off neither makes every token look expired (a refresh storm) nor keeps an
 * expired one. Without `iat`, `exp` is compared with the local clock. Without `exp`, nothing is
 * cached.
 */
export function createTokenBroker(options: TokenBrokerOptions): TokenBroker {
  const { fetchToken, now = Date.now, isUnauthorized = isUnauthorizedByDefault } = options;
  const margin = options.refreshBeforeExpiryMs ?? 60_000;
  const listeners = new Set<(error: unknown) => void>();
  let cached: { token: string; refreshAt: number } | undefined;
  // The request in flight; `invalidate` drops it, so its answer is then handed out but not kept.
  let pending: Promise<string> | undefined;

  const authLost = (error: unknown) => {
    for (const listener of [...listeners]) listener(error);
  };

  const getToken = (): Promise<string> => {
    if (cached && now() < cached.refreshAt) return Promise.resolve(cached.token);
    if (pending) return pending;
    const request: Promise<string> = fetchToken().then(
      (token) => {
        if (pending !== request) return token;
        pending = undefined;
        const receivedAt = now();
        const { exp, iat } = readTimes(token);
        const expiresAt = typeof iat === 'number' ? receivedAt + (Number(exp) - iat) * 1000 : Number(exp) * 1000;
        const refreshAt = expiresAt - Math.min(margin, (expiresAt - receivedAt) / 2);
        // NaN (no `exp`) is never > receivedAt: nothing is cached.
        cached = refreshAt > receivedAt ? { token, refreshAt } : undefined;
        return token;
      },
      (error: unknown) => {
        if (pending === request) pending = undefined;
        if (isBridgeError(error) && error.code === 'AUTH_EXPIRED') authLost(error);
        throw error;
      },
    );
    return (pending = request);
  };

  return {
    getToken,
    invalidate: () => {
      cached = pending = undefined;
    },
    withToken: async (fn) => {
      const token = await getToken();
      try {
        return await fn(token);
      } catch (error) {
        if (!isUnauthorized(error)) throw error;
        // Only drop the refused token: a concurrent caller may already have fetched a newer one.
        if (cached?.token === token) cached = undefined;
      }
      try {
        return await fn(await getToken());
      } catch (error) {
        if (isUnauthorized(error)) authLost(error);
        throw error;
      }
    },
    onAuthLost: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
