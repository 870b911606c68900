import { ApiError } from './apiError.ts';

/**
 * The one policy for renewing tokens (docs/product/sessions-and-token-renewal.md): what is retried,
 * how often, with what backoff, and what ends a session. The client's requests, the session manager,
 * the cookie restore, an embed's partner tokens and React Query's retries all ask it; none keeps a
 * retry loop of its own.
 *
 * The safety rule: only an authoritative refusal ends a session — the API's 401 on the token
 * endpoints, or the partner saying its user's session is gone. A network error, an abort, a timeout,
 * a 5xx or a 429 never does: that call fails, the session stays, and the next call tries again.
 */

/** What a failure says, as far as the session is concerned. */
export type FailureKind =
  /** No answer: offline, a dropped connection, DNS, CORS. */
  | 'network'
  /** The request was cancelled (a navigation, an unmounted widget). */
  | 'aborted'
  /** The server cut the request off as too slow (408), or the partner bridge did not answer in time. */
  | 'timeout'
  /** The API or its gateway is down or failing (5xx). */
  | 'server'
  /** Too many requests (429). */
  | 'rate-limited'
  /** The API refused the token it was shown (401). */
  | 'refused'
  /** The partner says its user's session is gone (the bridge's AUTH_EXPIRED). */
  | 'partner-session-gone'
  /** Any other answer (400, 403, 404, …): asking again would get the same one. */
  | 'answer';

/** The bridge error codes that mean the partner host could not be reached, not that it said no. */
const BRIDGE_UNREACHABLE = new Set(['TIMEOUT', 'DISCONNECTED', 'NOT_CONNECTED', 'HANDSHAKE_TIMEOUT']);

/**
 * Reads a failure. API failures are `ApiError`s; the bridge's are recognised by their `code` (this
 * package does not depend on the bridge); a refused partner token carries `status: 401`.
 */
export function classifyFailure(error: unknown): FailureKind {
  if (error instanceof ApiError) {
    // Status 0 is also a token the client itself rejected (a malformed token): an answer, not the network.
    if (error.status === 0) return error.code === 'aborted' || error.code === 'network' ? error.code : 'answer';
    if (error.status === 401) return 'refused';
    if (error.status === 408) return 'timeout';
    if (error.status === 429) return 'rate-limited';
    return error.status >= 500 ? 'server' : 'answer';
  }
  const { code, status } = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    status?: unknown;
  };
  if (code === 'AUTH_EXPIRED') return 'partner-session-gone';
  if (typeof code === 'string' && BRIDGE_UNREACHABLE.has(code)) return 'timeout';
  return status === 401 ? 'refused' : 'answer';
}

const TRANSIENT_KINDS: ReadonlySet<FailureKind> = new Set(['network', 'aborted', 'timeout', 'server', 'rate-limited']);

/**
 * Whether an API failure is worth another try: the network (status 0: offline, a dropped connection,
 * a navigation that aborted the request), a server or gateway that is down or busy (5xx), rate
 * limiting (429) and a request the server cut off because it arrived too slowly (408). Everything
 * else is an answer, and asking again would get the same one.
 */
export function isTransientFailure(error: unknown): boolean {
  return error instanceof ApiError && TRANSIENT_KINDS.has(classifyFailure(error));
}

/** The API's authoritative refusal (401): the only API answer that can end a session. */
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

/** How many times React Query asks again for data that failed on the way (after the first try). */
export const QUERY_RETRIES = 2;

/**
 * The wait before try `retry` (0 for the first retry): capped exponential backoff with "equal
 * jitter" — half the step fixed, half random — so many tabs that lost the API together do not
 * come back at the same instant, and no wait is close to nothing.
 */
export function retryDelay(retry: number, policy: RetryPolicy, random = Math.random): number {
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry);
  return step / 2 + random() * (step / 2);
}

/** React Query's `retry` option: an answer will not change, so only failures on the way are asked again. */
export function shouldRetryQuery(failures: number, error: unknown): boolean {
  return (!(error instanceof ApiError) || isTransientFailure(error)) && failures < QUERY_RETRIES;
}

/** The calls a renewal is made of. */
export type RenewalStep =
  /** A request for data with the access token. */
  | 'data'
  /** Trading the auth token for an access token. */
  | 'access-token'
  /** Obtaining a new auth token from the host (an embed trades a partner token). */
  | 'auth-renewal'
  /** Trading one partner token for an auth token (embeds). */
  | 'partner-token'
  /** Reading the session back (the standalone app's session cookie after a reload). */
  | 'session-restore';

/** What is done before the next try, once a token was refused. */
export type RenewalRung =
  /** A new access token, then the request again. */
  | 'refresh-access'
  /** A new auth token from the host (embeds), then the exchange again. */
  | 'renew-auth'
  /** A fresh partner token instead of the kept one. */
  | 'fresh-partner-token'
  /** The partner's login (its login modal), then a fresh partner token: the last chance. */
  | 'partner-login';

export type RenewalDecision =
  | { action: 'retry'; delayMs: number }
  | { action: 'renew'; rung: RenewalRung; step: RenewalStep }
  /** The session is over: sign out and tell the user. */
  | { action: 'end-session' }
  /** This call fails; the session stays as it is. */
  | { action: 'give-up' };

export interface RenewalSituation {
  step: RenewalStep;
  error: unknown;
  /** Tries of this step so far, the failed one included. */
  attempt: number;
  /** The renewals already made in this call. */
  used: readonly RenewalRung[];
  /** Whether a new auth token can be had from the host (embeds). */
  canRenewAuth: boolean;
  /** Whether the access token can be refreshed (the session is still signed in). */
  canRefresh: boolean;
  policy: RetryPolicy;
}

/** The policy itself: what to do after `situation.error`. Pure; the table test reads it row by row. */
export function decideAfterFailure(situation: RenewalSituation): RenewalDecision {
  const { step, attempt, used, policy } = situation;
  const kind = classifyFailure(situation.error);
  if (TRANSIENT_KINDS.has(kind)) {
    // Data is asked again by React Query (`shouldRetryQuery`); a partner token by the renewal around it.
    if (step === 'data' || step === 'partner-token' || attempt >= policy.attempts) return { action: 'give-up' };
    return { action: 'retry', delayMs: retryDelay(attempt - 1, policy, policy.random) };
  }
  if (kind === 'answer') return { action: 'give-up' };
  switch (step) {
    case 'data':
      // A refused access token is refreshed once; the refresh itself ends the session if refused.
      return situation.canRefresh && !used.includes('refresh-access')
        ? { action: 'renew', rung: 'refresh-access', step: 'data' }
        : { action: 'give-up' };
    case 'access-token':
      return situation.canRenewAuth && !used.includes('renew-auth')
        ? { action: 'renew', rung: 'renew-auth', step: 'auth-renewal' }
        : { action: 'end-session' };
    case 'partner-token':
      if (kind === 'refused' && !used.includes('fresh-partner-token') && !used.includes('partner-login')) {
        return { action: 'renew', rung: 'fresh-partner-token', step: 'partner-token' };
      }
      return used.includes('partner-login')
        ? { action: 'end-session' }
        : { action: 'renew', rung: 'partner-login', step: 'partner-token' };
    case 'auth-renewal':
      return { action: 'end-session' };
    case 'session-restore':
      return { action: 'give-up' };
  }
}

/** One try's outcome: the result, or the step to go on with (a renewed auth token is exchanged next). */
export type StepResult<T> = { done: T } | { next: RenewalStep };

export interface RenewalRun<T> {
  start: RenewalStep;
  /** Runs one try of `step`; `rung` is the renewal made just before it, if any. */
  run: (step: RenewalStep, rung: RenewalRung | undefined) => Promise<StepResult<T>>;
  policy?: RetryPolicy;
  canRenewAuth?: boolean;
  /** Asked when a request's token is refused: whether a refresh is possible (still signed in). */
  canRefresh?: () => boolean;
  /** Called once, before the error is thrown, when the failure ends the session. */
  onSessionEnd?: (error: unknown) => void;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The one renewal loop: runs the steps, and after each failure does what `decideAfterFailure` says —
 * wait and try again, renew and go on, end the session, or give up. The last error is thrown.
 */
export async function runRenewal<T>(renewal: RenewalRun<T>): Promise<T> {
  const policy = renewal.policy ?? TOKEN_RETRY_POLICY;
  const sleep = policy.sleep ?? realSleep;
  const used: RenewalRung[] = [];
  let step = renewal.start;
  let rung: RenewalRung | undefined;
  let attempt = 1;
  for (;;) {
    try {
      const result = await renewal.run(step, rung);
      if ('done' in result) return result.done;
      [step, rung, attempt] = [result.next, undefined, 1];
      continue;
    } catch (error) {
      const decision = decideAfterFailure({
        step,
        error,
        attempt,
        used,
        policy,
        canRenewAuth: renewal.canRenewAuth ?? false,
        canRefresh: renewal.canRefresh?.() ?? false,
      });
      if (decision.action === 'give-up') throw error;
      if (decision.action === 'end-session') {
        renewal.onSessionEnd?.(error);
        throw error;
      }
      if (decision.action === 'retry') {
        await sleep(decision.delayMs);
        attempt += 1;
      } else {
        used.push(decision.rung);
        [step, rung, attempt] = [decision.step, decision.rung, 1];
      }
    }
  }
}

/** Runs `run` until it succeeds, fails for good, or the tries run out; the last error is thrown. */
export function retryTransient<T>(run: () => Promise<T>, policy: RetryPolicy = TOKEN_RETRY_POLICY): Promise<T> {
  return runRenewal({ start: 'session-restore', policy, run: async () => ({ done: await run() }) });
}

/**
 * Where an embed's partner tokens come from: the kept one or a fresh one, and the partner's login
 * when its user's session is gone. The app's bridge integration provides it.
 */
export interface PartnerTokenSource {
  token(options: { fresh: boolean }): Promise<string>;
  /** Asks the partner to sign its user in again (its login modal); settles when the modal closed. */
  login(): Promise<void>;
}

/**
 * Runs `use` with a partner token — e.g. to trade it for an Adlens session — and, when the token is
 * refused, again with a fresh one, then once more after the partner's login. `fresh` skips a kept
 * token (entitlements changed, e.g. after a purchase). Declared once here: the client's option, the
 * app's bridge integration and its runtime all use this type.
 */
export type WithPartnerToken = <T>(
  use: (partnerToken: string) => Promise<T>,
  options?: { fresh?: boolean },
) => Promise<T>;

/** `WithPartnerToken` over a token source, following the policy's partner-token rungs. */
export function partnerTokenRenewal(source: PartnerTokenSource): WithPartnerToken {
  return (use, { fresh = false } = {}) =>
    runRenewal({
      start: 'partner-token',
      run: async (_step, rung) => {
        if (rung === 'partner-login') await source.login();
        const token = await source.token({ fresh: fresh || rung !== undefined });
        return { done: await use(token) };
      },
    });
}
