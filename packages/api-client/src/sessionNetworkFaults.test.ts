import { describe, expect, it, vi } from 'vitest';
import { AdlensClient } from './adlensClient.ts';
import { ApiError } from './apiError.ts';
import { Connectivity } from './connectivity.ts';
import { type RetryPolicy, isTransientFailure, retryDelay, retryTransient } from './tokenRenewalPolicy.ts';
import { fakeJwt } from './testTokens.test.helper.ts';

/**
 * A failed request is not an expired session: only the token endpoints' 401 ends a
 * session. Network errors, aborts, timeouts, 5xx and 429 are retried with capped backoff; after the
 * last try the request fails and the session stays.
 */
const auth = fakeJwt('AUTHENTICATION', { jti: 'auth-1' });
const access = fakeJwt('ACCESS', { jti: 'access-1' });
const waits: number[] = [];
const instant: RetryPolicy = {
  attempts: 5,
  baseDelayMs: 400,
  maxDelayMs: 5_000,
  sleep: async (ms) => void waits.push(ms),
  random: () => 0.5,
};

type Outcome = 'network' | 'abort' | number | 'ok';

/** The access endpoint answers with `outcomes` in turn (then 'ok'); data routes accept the token. */
function apiWhoseExchange(outcomes: Outcome[]) {
  let exchanges = 0;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input)).pathname;
    if (path.endsWith('/security/tokens/authentication')) return new Response(auth);
    if (path.endsWith('/security/tokens/access')) {
      const outcome = outcomes[exchanges] ?? 'ok';
      exchanges += 1;
      if (outcome === 'network') throw new TypeError('Failed to fetch');
      if (outcome === 'abort') throw new DOMException('The operation was aborted.', 'AbortError');
      if (outcome === 'ok') return new Response(access);
      return Response.json({ error: { code: 'error.auth.invalid-token', message: 'Refused' } }, { status: outcome });
    }
    const authorization = new Headers(init?.headers).get('Authorization');
    return authorization === `Bearer ${access}`
      ? Response.json({ elements: [], count: { total: 0 } })
      : Response.json({ error: { code: 'error.auth.invalid-token', message: 'Invalid token' } }, { status: 401 });
  });
  return { fetch, exchanges: () => exchanges };
}

async function signedIn(outcomes: Outcome[]) {
  waits.length = 0;
  const api = apiWhoseExchange(outcomes);
  const onSessionExpired = vi.fn();
  const client = new AdlensClient({ apiOrigin: 'http://api.test', fetch: api.fetch, onSessionExpired, retry: instant });
  await client.login({ email: 'demo@adlens.test', password: 'secret', rememberMe: false });
  return { client, api, onSessionExpired };
}

describe('a failed token exchange', () => {
  it.each([
    ['a dropped connection', ['network', 'network'] as Outcome[]],
    ['a navigation that aborted the request', ['abort'] as Outcome[]],
    ['an API answering 503', [503, 503, 503] as Outcome[]],
    ['rate limiting', [429] as Outcome[]],
  ])('after %s, is retried and the request succeeds in the same session', async (_, outcomes) => {
    const { client, api, onSessionExpired } = await signedIn(outcomes);
    await expect(client.search({ q: 'a' })).resolves.toEqual({ elements: [], count: { total: 0 } });
    expect(api.exchanges()).toBe(outcomes.length + 1);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(client.session.isSignedIn).toBe(true);
  });

  it('gives up after the last try: the request fails, the session stays for the next one', async () => {
    const { client, api, onSessionExpired } = await signedIn(['network', 'network', 'network', 'network', 'network']);
    const error = (await client.search({ q: 'a' }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(api.exchanges()).toBe(5);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(client.session.isSignedIn).toBe(true);
    // The connection is back: the next request trades the same auth token.
    await expect(client.search({ q: 'b' })).resolves.toEqual({ elements: [], count: { total: 0 } });
    expect(client.session.getAuthToken()).toBe(auth);
  });

  it('waits longer before each retry, with jitter, up to the cap', async () => {
    await signedIn(['network', 'network', 'network', 'network']).then(({ client }) => client.search({ q: 'a' }));
    // Equal jitter at random() = 0.5: three quarters of 400, 800, 1600, 3200 ms.
    expect(waits).toEqual([300, 600, 1200, 2400]);
    const policy = { attempts: 9, baseDelayMs: 400, maxDelayMs: 5_000 };
    for (let retry = 0; retry < 8; retry += 1) {
      const step = Math.min(5_000, 400 * 2 ** retry);
      expect(retryDelay(retry, policy, () => 0)).toBe(step / 2);
      expect(retryDelay(retry, policy, () => 0.999_999)).toBeLessThanOrEqual(step);
    }
  });

  it('ends the session on the API’s refusal only: a 401 from the token endpoint, at once', async () => {
    const { client, api, onSessionExpired } = await signedIn([401]);
    const error = (await client.search({ q: 'a' }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(api.exchanges()).toBe(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(client.session.isSignedIn).toBe(false);
  });

  it('after an outage that ends in a refusal, ends the session then', async () => {
    const { client, onSessionExpired } = await signedIn([503, 'network', 401]);
    await client.search({ q: 'a' }).catch(() => undefined);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(client.session.isSignedIn).toBe(false);
  });

  it('does not retry answers that would not change (400, 403, 404)', async () => {
    for (const status of [400, 403, 404]) {
      expect(isTransientFailure(new ApiError({ status, code: 'error.internal', message: '' }))).toBe(false);
      await expect(
        retryTransient(() => Promise.reject(new ApiError({ status, code: 'error.internal', message: '' })), instant),
      ).rejects.toMatchObject({ status });
    }
    expect(isTransientFailure(new TypeError('not an API error'))).toBe(false);
  });

  it('retries a request the server cut off as too slow (408), as it does 429 and 5xx', () => {
    for (const status of [408, 429, 500, 503]) {
      expect(
        isTransientFailure(new ApiError({ status, code: 'error.request-timeout', message: '' })),
        `${status}`,
      ).toBe(true);
    }
  });
});

describe('an embed whose partner-token renewal meets the network', () => {
  it('keeps the session when the renewal cannot reach the API, and renews on the next request', async () => {
    const { client, onSessionExpired } = await signedIn([401, 401]);
    let renewals = 0;
    const embedded = new AdlensClient({
      apiOrigin: 'http://api.test',
      retry: instant,
      onSessionExpired,
      fetch: vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = new URL(String(input)).pathname;
        const authorization = new Headers(init?.headers).get('Authorization');
        if (path.endsWith('/security/tokens/authentication')) {
          renewals += 1;
          if (renewals <= 5) throw new TypeError('Failed to fetch');
          return new Response(fakeJwt('AUTHENTICATION', { jti: 'renewed' }));
        }
        if (path.endsWith('/security/tokens/access')) {
          return authorization === `Bearer ${fakeJwt('AUTHENTICATION', { jti: 'renewed' })}`
            ? new Response(access)
            : Response.json({ error: { code: 'error.auth.invalid-token', message: 'Spent' } }, { status: 401 });
        }
        return Response.json({ elements: [], count: { total: 0 } });
      }),
      withPartnerToken: (use) => use('partner-token'),
    });
    embedded.session.signIn(client.session.getAuthToken()!);
    const first = (await embedded.search({ q: 'a' }).catch((e: unknown) => e)) as ApiError;
    expect(first.status).toBe(0);
    expect(embedded.session.isSignedIn).toBe(true);
    await expect(embedded.search({ q: 'b' })).resolves.toEqual({ elements: [], count: { total: 0 } });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('connectivity ("Reconnecting…")', () => {
  it('turns unreachable on a network error or a gateway failure, and back on the next answer', async () => {
    let down = true;
    const client = new AdlensClient({
      apiOrigin: 'http://api.test',
      fetch: vi.fn(async () => {
        if (down) throw new TypeError('Failed to fetch');
        return Response.json({ elements: [], count: { total: 0 } }, { status: 200 });
      }),
    });
    const seen: boolean[] = [];
    client.connectivity.subscribe((reachable) => seen.push(reachable));
    await client.sendRecovery('a@b.test').catch(() => undefined);
    expect(client.connectivity.reachable).toBe(false);
    down = false;
    await client.sendRecovery('a@b.test');
    expect(seen).toEqual([false, true]);
    client.connectivity.dispose();
  });

  it('does not count a request its caller cancelled', async () => {
    const controller = new AbortController();
    const client = new AdlensClient({
      apiOrigin: 'http://api.test',
      fetch: vi.fn(async () => {
        controller.abort();
        throw new DOMException('The operation was aborted.', 'AbortError');
      }),
    });
    await client.sendRecovery('a@b.test', { signal: controller.signal }).catch(() => undefined);
    expect(client.connectivity.reachable).toBe(true);
  });

  it('probes on a growing interval while unreachable, and clears by itself once the API answers', async () => {
    const timers: { callback: () => void; ms: number }[] = [];
    const answers = [false, false, true];
    const connectivity = new Connectivity({
      probe: async () => answers.shift() ?? true,
      firstProbeMs: 1_000,
      maxProbeMs: 3_000,
      setTimeout: (callback, ms) => timers.push({ callback, ms }),
      clearTimeout: () => undefined,
    });
    connectivity.report(false);
    for (let i = 0; i < 3; i += 1) {
      timers.at(-1)!.callback();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(timers.map((timer) => timer.ms)).toEqual([1_000, 2_000, 3_000]);
    expect(connectivity.reachable).toBe(true);
  });
});
