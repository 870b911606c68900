import { describe, expect, it, vi } from 'vitest';
import { AdlensClient } from './adlensClient.ts';
import { ApiError } from './apiError.ts';
import { type RetryPolicy, classifyFailure, decideAfterFailure, partnerTokenRenewal } from './tokenRenewalPolicy.ts';
import { fakeJwt } from './testTokens.test.helper.ts';

/**
 * The renewal policy, row by row, for the standalone app and for an embed: which failures are tried
 * again, which renew a token, and which end the session. Only an authoritative refusal ends one.
 */
const AUTH = fakeJwt('AUTHENTICATION', { jti: 'auth-held' });
const RENEWED = fakeJwt('AUTHENTICATION', { jti: 'auth-renewed' });
const ACCESS = fakeJwt('ACCESS', { jti: 'access-1' });
const instant: RetryPolicy = {
  attempts: 5,
  baseDelayMs: 400,
  maxDelayMs: 5_000,
  sleep: async () => {},
  random: () => 0,
};

type Failure = 'network' | 'abort' | number;
type Mode = 'standalone' | 'embed';

interface Script {
  /** How the access endpoint answers the held auth token (then a good token), try by try. */
  exchange?: Failure[];
  /** The access endpoint refuses every auth token, the renewed one too (the session was revoked). */
  revoked?: boolean;
  /** How data requests answer, try by try, before they succeed. */
  data?: Failure[];
  /** The partner says its user's session is gone, even after its login modal. */
  partnerSessionGone?: boolean;
}

function fail(failure: Failure): Response {
  if (failure === 'network') throw new TypeError('Failed to fetch');
  if (failure === 'abort') throw new DOMException('The operation was aborted.', 'AbortError');
  return Response.json({ error: { code: 'error.auth.invalid-token', message: 'No' } }, { status: failure });
}

function run(mode: Mode, script: Script) {
  const counts = { exchanges: 0, data: 0, partnerTokens: 0, logins: 0 };
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input)).pathname;
    const authorization = new Headers(init?.headers).get('Authorization');
    if (path.endsWith('/security/tokens/authentication')) {
      return script.revoked ? fail(401) : new Response(RENEWED);
    }
    if (path.endsWith('/security/tokens/access')) {
      const failure = authorization === `Bearer ${AUTH}` ? script.exchange?.[counts.exchanges] : undefined;
      counts.exchanges += 1;
      if (script.revoked || failure !== undefined) return fail(script.revoked ? 401 : failure!);
      return new Response(ACCESS);
    }
    const failure = script.data?.[counts.data];
    counts.data += 1;
    return failure === undefined ? Response.json({ elements: [], count: { total: 0 } }) : fail(failure);
  });
  const onSessionExpired = vi.fn();
  const client = new AdlensClient({
    apiOrigin: 'http://api.test',
    fetch,
    retry: instant,
    onSessionExpired,
    withPartnerToken:
      mode === 'embed'
        ? partnerTokenRenewal({
            token: async () => {
              counts.partnerTokens += 1;
              if (script.partnerSessionGone)
                throw Object.assign(new Error('Session expired'), { code: 'AUTH_EXPIRED' });
              return `partner-${counts.partnerTokens}`;
            },
            login: async () => void (counts.logins += 1),
          })
        : undefined,
  });
  client.session.signIn(AUTH);
  return { client, counts, onSessionExpired };
}

interface Expected {
  /** Whether the request for data succeeds in the end. */
  succeeds: boolean;
  /** Whether the session ends (signed out, 'Current session is expired'). */
  endsSession: boolean;
  exchanges?: number;
  logins?: number;
}

const rows: [string, Script, Record<Mode, Expected>][] = [
  [
    'a network error on the token endpoint: tried 5 times with backoff, the request fails, the session stays',
    { exchange: ['network', 'network', 'network', 'network', 'network'] },
    {
      standalone: { succeeds: false, endsSession: false, exchanges: 5 },
      embed: { succeeds: false, endsSession: false, exchanges: 5 },
    },
  ],
  [
    'an aborted token call: tried again',
    { exchange: ['abort'] },
    {
      standalone: { succeeds: true, endsSession: false, exchanges: 2 },
      embed: { succeeds: true, endsSession: false, exchanges: 2 },
    },
  ],
  [
    'a timeout (408) on the token endpoint: tried again',
    { exchange: [408, 408] },
    {
      standalone: { succeeds: true, endsSession: false, exchanges: 3 },
      embed: { succeeds: true, endsSession: false, exchanges: 3 },
    },
  ],
  [
    'a 5xx on the token endpoint: tried again',
    { exchange: [503, 500] },
    {
      standalone: { succeeds: true, endsSession: false, exchanges: 3 },
      embed: { succeeds: true, endsSession: false, exchanges: 3 },
    },
  ],
  [
    'a 429 on the token endpoint: tried again',
    { exchange: [429] },
    {
      standalone: { succeeds: true, endsSession: false, exchanges: 2 },
      embed: { succeeds: true, endsSession: false, exchanges: 2 },
    },
  ],
  [
    'a 5xx on data: not tried again by the client (React Query asks again), the session stays',
    { data: [503] },
    {
      standalone: { succeeds: false, endsSession: false, exchanges: 1 },
      embed: { succeeds: false, endsSession: false, exchanges: 1 },
    },
  ],
  [
    'a 401 on data: the access token is refreshed once and the request sent again',
    { data: [401] },
    {
      standalone: { succeeds: true, endsSession: false, exchanges: 2 },
      embed: { succeeds: true, endsSession: false, exchanges: 2 },
    },
  ],
  [
    'a 401 on the token endpoint: the standalone session ends; an embed renews with a partner token',
    { exchange: [401] },
    {
      standalone: { succeeds: false, endsSession: true, exchanges: 1 },
      embed: { succeeds: true, endsSession: false, exchanges: 2, logins: 0 },
    },
  ],
  [
    'a revoked session: ends, in an embed after a fresh partner token and the partner login were refused too',
    { revoked: true },
    {
      standalone: { succeeds: false, endsSession: true, exchanges: 1 },
      embed: { succeeds: false, endsSession: true, exchanges: 1, logins: 1 },
    },
  ],
  [
    'an expired partner token (the partner session is gone): an embed opens the login once, then ends',
    { exchange: [401], partnerSessionGone: true },
    {
      // The standalone app has no partner token: its spent auth token ends the session.
      standalone: { succeeds: false, endsSession: true, exchanges: 1, logins: 0 },
      embed: { succeeds: false, endsSession: true, exchanges: 1, logins: 1 },
    },
  ],
];

describe('the token renewal policy', () => {
  describe.each(rows)('%s', (_row, script, expected) => {
    it.each(['standalone', 'embed'] as const)('%s', async (mode) => {
      const { client, counts, onSessionExpired } = run(mode, script);
      const want = expected[mode];
      const outcome = await client.search({ q: 'a' }).then(
        () => 'succeeded',
        (error: unknown) => error,
      );
      if (want.succeeds) expect(outcome).toBe('succeeded');
      else expect(outcome).toBeInstanceOf(ApiError);
      expect(onSessionExpired).toHaveBeenCalledTimes(want.endsSession ? 1 : 0);
      expect(client.session.isSignedIn).toBe(!want.endsSession);
      if (want.exchanges !== undefined) expect(counts.exchanges).toBe(want.exchanges);
      if (want.logins !== undefined) expect(counts.logins).toBe(want.logins);
      if (mode === 'standalone') expect(counts.partnerTokens).toBe(0);
    });
  });

  it('never ends a session for a failure on the way, at any step', () => {
    const failures = [
      new ApiError({ status: 0, code: 'network', message: '' }),
      new ApiError({ status: 0, code: 'aborted', message: '' }),
      new ApiError({ status: 408, code: 'error.request-timeout', message: '' }),
      new ApiError({ status: 503, code: 'error.internal', message: '' }),
      new ApiError({ status: 429, code: 'error.too-many-requests', message: '' }),
      Object.assign(new Error('bridge timeout'), { code: 'TIMEOUT' }),
    ];
    for (const step of ['data', 'access-token', 'auth-renewal', 'partner-token', 'session-restore'] as const) {
      for (const error of failures) {
        for (const attempt of [1, 5, 9]) {
          const decision = decideAfterFailure({
            step,
            error,
            attempt,
            used: ['refresh-access', 'renew-auth', 'fresh-partner-token', 'partner-login'],
            canRenewAuth: true,
            canRefresh: true,
            policy: instant,
          });
          expect(decision.action, `${step} ${classifyFailure(error)} try ${attempt}`).not.toBe('end-session');
        }
      }
    }
  });

  it('waits longer before each try, up to the cap, and stops after the last', () => {
    const decide = (attempt: number) =>
      decideAfterFailure({
        step: 'access-token',
        error: new ApiError({ status: 0, code: 'network', message: '' }),
        attempt,
        used: [],
        canRenewAuth: false,
        canRefresh: true,
        policy: { attempts: 5, baseDelayMs: 400, maxDelayMs: 1_000, random: () => 0.999_999 },
      });
    const delays = [1, 2, 3, 4].map((attempt) => {
      const decision = decide(attempt);
      return decision.action === 'retry' ? Math.round(decision.delayMs) : decision.action;
    });
    expect(delays).toEqual([400, 800, 1_000, 1_000]);
    expect(decide(5)).toEqual({ action: 'give-up' });
  });
});
