import { describe, expect, it, vi } from 'vitest';
import { AdlensClient } from './adlensClient.ts';
import { ApiError } from './apiError.ts';
import { fakeJwt } from './testTokens.test.helper.ts';

const auth = (name: string) => fakeJwt('AUTHENTICATION', { jti: name });
const access = (name: string) => fakeJwt('ACCESS', { jti: name });

/**
 * A scripted API behind a fake `fetch`: the access endpoint hands out `access-1`, `access-2`, …;
 * data routes accept only the newest access token, so a stale one gets 401 like the real server.
 */
function fakeApi(options: { dataDelays?: number[]; exchangeFails?: boolean } = {}) {
  let issued = 0;
  let dataCalls = 0;
  const calls: { path: string; authorization: string | null }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const authorization = new Headers(init?.headers).get('Authorization');
    calls.push({ path: url.pathname, authorization });
    if (url.pathname.endsWith('/security/tokens/authentication')) {
      if (authorization === 'Bearer partner-fresh') return new Response(auth('auth-renewed'));
      return authorization?.startsWith('Basic ')
        ? new Response(auth('auth-1'))
        : Response.json({ error: { code: 'error.auth.invalid-token', message: 'Invalid token' } }, { status: 401 });
    }
    if (url.pathname.endsWith('/security/tokens/access')) {
      if (options.exchangeFails && authorization !== `Bearer ${auth('auth-renewed')}`) {
        return Response.json(
          { error: { code: 'error.auth.invalid-token', message: 'Invalid auth token' } },
          { status: 401 },
        );
      }
      issued += 1;
      return new Response(access(`access-${issued}`));
    }
    const delay = options.dataDelays?.[dataCalls] ?? 0;
    dataCalls += 1;
    await new Promise((resolve) => setTimeout(resolve, delay));
    if (authorization !== `Bearer ${access(`access-${issued}`)}`) {
      return Response.json({ error: { code: 'error.auth.invalid-token', message: 'Invalid token' } }, { status: 401 });
    }
    return Response.json({ elements: [], count: { total: 0 } });
  });
  const exchanges = () => calls.filter((call) => call.path.endsWith('/security/tokens/access')).length;
  return { fetch, calls, exchanges, expire: () => (issued += 1) };
}

async function signedInClient(
  api: ReturnType<typeof fakeApi>,
  extra: Partial<ConstructorParameters<typeof AdlensClient>[0]> = {},
) {
  const client = new AdlensClient({ apiOrigin: 'http://api.test/', fetch: api.fetch, ...extra });
  await client.login({ email: 'demo@adlens.test', password: 'secret', rememberMe: false });
  return client;
}

describe('AdlensClient session refresh', () => {
  it('sends Basic credentials with forever= and keeps the returned auth token', async () => {
    const api = fakeApi();
    const client = await signedInClient(api);
    expect(client.session.getAuthToken()).toBe(auth('auth-1'));
    const login = api.calls[0]!;
    expect(login.path).toBe('/api/v1/security/tokens/authentication');
    expect(login.authorization).toBe(`Basic ${btoa('demo@adlens.test:secret')}`);
    expect(String(api.fetch.mock.calls[0]![0])).toContain('forever=false');
  });

  it('refreshes the access token after a 401 and retries the request once', async () => {
    const api = fakeApi();
    const client = await signedInClient(api);
    await client.search({ q: 'a' });
    api.expire(); // the server now only accepts a newer token than the one the client holds
    await expect(client.search({ q: 'b' })).resolves.toEqual({ elements: [], count: { total: 0 } });
    expect(api.exchanges()).toBe(2);
    const searches = api.calls.filter((call) => call.path.endsWith('/datasets/search'));
    expect(searches.map((call) => call.authorization)).toEqual([
      `Bearer ${access('access-1')}`,
      `Bearer ${access('access-1')}`,
      `Bearer ${access('access-3')}`,
    ]);
  });

  it('parallel 401s share one exchange, even when their responses arrive after the refresh finished', async () => {
    const api = fakeApi({ dataDelays: [0, 0, 5, 40, 0, 0, 0, 0] });
    const client = await signedInClient(api);
    await client.search({ q: 'warm-up' });
    api.expire();
    const results = await Promise.all([
      client.search({ q: '1' }),
      client.search({ q: '2' }),
      client.search({ q: '3' }),
    ]);
    expect(results).toHaveLength(3);
    // One exchange to start the session, exactly one more for the whole burst of 401s.
    expect(api.exchanges()).toBe(2);
  });

  it('ends the session and reports expiry when the refresh fails', async () => {
    const api = fakeApi({ exchangeFails: true });
    const onSessionExpired = vi.fn();
    const client = await signedInClient(api, { onSessionExpired });
    const error = await client.search({ q: 'a' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(client.session.isSignedIn).toBe(false);
  });

  it('renews a spent auth token with a fresh partner token instead of ending the session', async () => {
    const api = fakeApi({ exchangeFails: true });
    let calls = 0;
    const withPartnerToken = <T>(use: (token: string) => Promise<T>): Promise<T> => {
      calls += 1;
      return use('partner-fresh');
    };
    const onSessionExpired = vi.fn();
    const client = await signedInClient(api, { withPartnerToken, onSessionExpired });
    await expect(client.search({ q: 'a' })).resolves.toEqual({ elements: [], count: { total: 0 } });
    expect(calls).toBe(1);
    expect(client.session.getAuthToken()).toBe(auth('auth-renewed'));
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it("lets the partner-token source see the API's 401 for a refused partner token, so it can retry", async () => {
    const api = fakeApi({ exchangeFails: true });
    const tried: string[] = [];
    // What the bridge's token broker does: a 401 drops the token and runs `use` once more.
    const withPartnerToken = async <T>(use: (token: string) => Promise<T>): Promise<T> => {
      tried.push('partner-stale');
      try {
        return await use('partner-stale');
      } catch (error) {
        if ((error as ApiError).status !== 401) throw error;
        tried.push('partner-fresh');
        return use('partner-fresh');
      }
    };
    const client = await signedInClient(api, { withPartnerToken });
    await expect(client.search({ q: 'a' })).resolves.toEqual({ elements: [], count: { total: 0 } });
    expect(tried).toEqual(['partner-stale', 'partner-fresh']);
    expect(client.session.getAuthToken()).toBe(auth('auth-renewed'));
  });

  it('trades a partner token for a session', async () => {
    const api = fakeApi();
    const client = new AdlensClient({ apiOrigin: 'http://api.test', fetch: api.fetch });
    await client.loginWithPartnerToken('partner-fresh');
    expect(client.session.getAuthToken()).toBe(auth('auth-renewed'));
    await expect(client.loginWithPartnerToken('partner-stale')).rejects.toMatchObject({ status: 401 });
  });

  it('stays signed out without credentials: a request fails with 401 and sends nothing', async () => {
    const api = fakeApi();
    const client = new AdlensClient({ apiOrigin: 'http://api.test', fetch: api.fetch });
    await expect(client.search({ q: 'a' })).rejects.toMatchObject({ status: 401, code: 'error.auth.invalid-token' });
    expect(api.fetch).not.toHaveBeenCalled();
  });
});

describe('AdlensClient.search (datasets/search)', () => {
  it("sends the filters the suggestions' figures are for, and leaves out those not given", async () => {
    const api = fakeApi();
    const client = await signedInClient(api);
    await client.search({ q: 'nike inc', size: 100, channel: 'ALL-ALL', country: 'US', period: 'LAST_30_DAYS' });
    const url = new URL(String(api.fetch.mock.calls.at(-1)![0]));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'nike inc',
      size: '100',
      channel: 'ALL-ALL',
      country: 'US',
      period: 'LAST_30_DAYS',
    });
  });
});
