import { ApiError } from './apiError.ts';

/**
 * Which failures are worth another try (issue 21, "A failed request is not an expired session"): the
 * network (status 0: offline, a dropped connection, a navigation that aborted the request), a
 * gateway or server that is down or busy (5xx), rate limiting (429) and a request the server cut off
 * because it arrived too slowly (408 `error.request-timeout`). Everything else is an answer, and
 * asking again would get the same one.
 */
export function isTransientFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 0) return error.code === 'network' || error.code === 'aborted';
  return error.status === 408 || error.status === 429 || error.status >= 500;
}

/**
 * The only failure that ends a session: the token endpoints' authoritative refusal (401). A network
 * error, a timeout, a 5xx or a 429 says nothing about the session (spec access-shell-plans §4).
 */
export function isSessionRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** The first wait; each later one doubles, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Test seam: waits `ms`. */
  sleep?: (ms: number) => Promise<void>;
  /** Test seam: a number in [0, 1). */
  random?: () => number;
}

/** Five tries over about 3–6 s: long enough for a dropped connection or a restarting API. */
export const TOKEN_RETRY_POLICY: RetryPolicy = { attempts: 5, baseDelayMs: 400, maxDelayMs: 5_000 };

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The wait before try `retry` (0 for the first retry): capped exponential backoff with "equal
 * jitter" — half the step fixed, half random — so many tabs that lost the API together do not
 * come back at the same instant, and no wait is close to nothing.
 */
export function retryDelay(retry: number, policy: RetryPolicy, random = Math.random): number {
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry);
  return step / 2 + random() * (step / 2);
}

/** Runs `run` until it succeeds, fails for good, or the tries run out; the last error is thrown. */
export async function retryTransient<T>(run: () => Promise<T>, policy: RetryPolicy = TOKEN_RETRY_POLICY): Promise<T> {
  const sleep = policy.sleep ?? realSleep;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= policy.attempts || !isTransientFailure(error)) throw error;
      await sleep(retryDelay(attempt - 1, policy, policy.random));
    }
  }
}
