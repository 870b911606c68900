import { describe, expect, it, vi } from 'vitest';
import { AdlensClient } from './adlensClient.ts';
import type { SessionClock } from './sessionManager.ts';
import { fakeJwt } from './testTokens.test.helper.ts';

const AUTH = fakeJwt('AUTHENTICATION', { jti: 'auth' });
const access = (n: number) => fakeJwt('ACCESS', { jti: `access-${n}` });

interface Call {
  method: string;
  path: string;
  search: string;
  authorization: string | null;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

/** A scripted API: `routes` maps `METHOD path` to a reply; the access endpoint counts exchanges. */
function fakeApi(routes: Record<string, (call: Call) => Response | Promise<Response>> = {}) {
  let issued = 0;
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace('/api/v1/', ''),
      search: url.search,
      authorization: new Headers(init?.headers).get('Authorization'),
      credentials: init?.credentials,
      body: init?.body,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    if (route) return route(call);
    if (call.path === 'security/tokens/authentication' && call.method === 'POST') return new Response(AUTH);
    if (call.path === 'security/tokens/access') {
      issued += 1;
      return new Response(access(issued));
    }
    if (call.path === 'datasets/search') {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10));
      return call.authorization === `Bearer ${access(issued)}`
        ? Response.json({ elements: [] })
        : Response.json({ error: { code: 'error.auth.invalid-token', message: 'Invalid token' } }, { status: 401 });
    }
    return new Response(null, { status: 404 });
  });
  return {
    fetch,
    calls,
    expire: () => (issued += 1),
    count: (path: string) => calls.filter((call) => call.path === path).length,
  };
}

function fakeClock() {
  const timers = new Map<number, { callback: () => void; ms: number }>();
  let next = 0;
  const clock: SessionClock = {
    setInterval(callback, ms) {
      next += 1;
      timers.set(next, { callback, ms });
      return next;
    },
    clearInterval(handle) {
      timers.delete(handle as number);
    },
  };
  return { clock, timers, tick: () => [...timers.values()].forEach((timer) => timer.callback()) };
}

const credentials = { email: 'otp@adlens.test', password: 'Adlens-otp-1' };
const error = (status: number, code: string, message: string, attributes?: Record<string, unknown>) => () =>
  Response.json({ error: { code, message, attributes } }, { status });

describe('session refresh under load', () => {
  it('20 parallel requests refused with 401 cause exactly one refresh and all succeed on retry', async () => {
    const api = fakeApi();
    const client = new AdlensClient({ apiOrigin: 'http://api.test', fetch: api.fetch });
    await client.login({ ...credentials, rememberMe: false });
    await client.search({ q: 'warm-up' });
    api.expire();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => client.search({ q: String(i) })));
    expect(results).toHaveLength(20);
    expect(api.count('security/tokens/access')).toBe(2); // session start + one refresh for the burst
  });
});

describe('token format (AUTHENTICATION, ACCESS, else "Invalid token format")', () => {
  it('refuses an auth token without the AUTHENTICATION header type and stays signed out', async () => {
    const api = fakeApi({ 'POST security/tokens/authentication': () => new Response('<html>proxy</html>') });
    const client = new AdlensClient({ apiOrigin: 'http://api.test', fetch: api.fetch });
    await expect(client.login({ ...credentials, rememberMe: false })).rejects.toMatchObject({
      code: 'error.auth.invalid-token-format',
      message: 'Invalid token format',
    });
    expect(client.session.isSignedIn).toBe(false);
  });

  it('refuses an access token of another type', async () => {
    const api = fakeApi({ 'POST security/tokens/access': () => new Response(AUTH) });
    const client = new AdlensClient({ apiOrigin: 'http://api.test', fetch: api.fetch });
    await client.login({ ...credentials, rememberMe: false });
    await expect(client.session.getAccessToken()).rejects.toMatchObject({ code: 'error.auth.invalid-token-format' });
  });
});

describe('token validity re-check (every 3 minutes)', () => {
  it('runs exactly while signed in and ends an invalidated session with the expiry callback', async () => {
    let revoked = false;
    const api = fakeApi({
      'POST security/tokens/access': () =>
        revoked
          ? error(401, 'error.auth.invalid-token', 'Invalid auth token')()
          : new Response(fakeJwt('ACCESS', { n: 1 })),
    });
    const { clock, timers, tick } = fakeClock();
    const onSessionExpired = vi.fn();
    const client = new AdlensClient({ apiOrigin: 'http://api.test', fetch: api.fetch, clock, onSessionExpired });
    expect(timers.size).toBe(0);
    await client.login({ ...credentials, rememberMe: false });
    expect([...timers.values()].map((timer) => timer.ms)).toEqual([180_000]);
    tick();
    await vi.waitFor(() => expect(api.count('security/tokens/access')).toBe(1));
    await client.session.getAccessToken(); // the check's exchange has settled
    expect(client.session.isSignedIn).toBe(true);
    revoked = true;
    tick();
    await vi.waitFor(() => expect(onSessionExpired).toHaveBeenCalledTimes(1));
    expect(client.session.isSignedIn).toBe(false);
    expect(timers.size).toBe(0);
  });

  it('stops on logout', async () => {
    const api = fakeApi({ 'DELETE security/tokens/authentication': () => new Response(null, { status: 204 }) });
    const { clock, timers } = fakeClock();
    const client = new AdlensClient({ apiOrigin: 'http://api.test', fetch: api.fetch, clock });
    await client.login({ ...credentials, rememberMe: false });
    expect(timers.size).toBe(1);
    await client.logout();
    expect(timers.size).toBe(0);
  });
});

describe('OTP login (verify-otp, authentication/2fa)', () => {
  it('requests a code token with Basic, resends with the bearer code token, logs in with otp=', async () => {
    const api = fakeApi({
      'POST security/tokens/authentication/2fa': (call) =>
        new Response(call.authorization?.startsWith('Basic ') ? 'code-1' : 'code-2'),
    });
    const client = new AdlensClient({ apiOrigin: 'http://api.test', fetch: api.fetch, deviceId: 'device-7' });
    expect(await client.requestOtpToken(credentials)).toBe('code-1');
    expect(await client.resendOtp('code-1')).toBe('code-2');
    expect(api.calls[1]?.authorization).toBe('Bearer code-1');
    await client.loginWithOtp({ codeToken: 'code-2', otp: '123456', rememberMe: true });
    const login = api.calls[2]!;
    expect(login.authorization).toBe('Bearer code-2');
    expect(new URLSearchParams(login.search).get('otp')).toBe('123456');
    expect(new URLSearchParams(login.search).get('forever')).toBe('true');
    expect(new URLSearchParams(login.search).get('requestId')).toBe('device-7');
    expect(login.credentials).toBe('include');
    expect(client.session.getAuthToken()).toBe(AUTH);
  });

  it('passes the wait time of too many attempts on as attributes', async () => {
    const api = fakeApi({
      'POST security/tokens/authentication': error(429, 'error.otp.attempts-count-exceeded', 'Too many', {
        waitSeconds: 90,
      }),
    });
    const client = new AdlensClient({ apiOrigin: 'http://api.test', fetch: api.fetch });
    await expect(client.loginWithOtp({ codeToken: 'c', otp: '000000', rememberMe: false })).rejects.toMatchObject({
      status: 429,
      code: 'error.otp.attempts-count-exceeded',
      attributes: { waitSeconds: 90 },
    });
  });
});

describe('cookie session, logout and password recovery', () => {
  it('restores the session from the cookie, or answers false without one', async () => {
    let hasCookie = true;
    const api = fakeApi({
      'GET security/tokens/authentication': () =>
        hasCookie ? new Response(AUTH) : error(401, 'error.auth.invalid-token', 'Invalid auth token')(),
    });
    const client = new AdlensClient({ apiOrigin: 'http://api.test', fetch: api.fetch });
    expect(await client.restoreFromCookie()).toBe(true);
    expect(client.session.getAuthToken()).toBe(AUTH);
    expect(api.calls[0]).toMatchObject({ credentials: 'include', authorization: null });
    client.session.signOut();
    hasCookie = false;
    expect(await client.restoreFromCookie()).toBe(false);
    expect(client.session.isSignedIn).toBe(false);
  });

  it('logout signs out at once and DELETEs the server session with the cookie, no bearer', async () => {
    const api = fakeApi({ 'DELETE security/tokens/authentication': () => new Response(null, { status: 204 }) });
    const client = new AdlensClient({ apiOrigin: 'http://api.test', fetch: api.fetch });
    await client.login({ ...credentials, rememberMe: false });
    const done = client.logout();
    expect(client.session.isSignedIn).toBe(false);
    await done;
    expect(api.calls.at(-1)).toMatchObject({ method: 'DELETE', credentials: 'include', authorization: null });
  });

  it('sends the recovery e-mail as plain text, checks a token with HEAD and sets the password', async () => {
    const api = fakeApi({
      'POST security/tokens/verification': () => new Response(null, { status: 204 }),
      'HEAD security/tokens/verification': (call) =>
        new Response(null, { status: call.authorization === 'Bearer good' ? 200 : 401 }),
      'POST security/tokens/identity': () => new Response(AUTH),
    });
    const client = new AdlensClient({ apiOrigin: 'http://api.test', fetch: api.fetch, deviceId: 'd1' });
    await client.sendRecovery('basic@adlens.test');
    expect(api.calls[0]).toMatchObject({ body: 'basic@adlens.test', authorization: null });
    expect(await client.checkVerificationToken('good')).toBe(true);
    expect(await client.checkVerificationToken('bad')).toBe(false);
    await client.setPassword('good', 'Str0ng-pass');
    expect(api.calls[3]).toMatchObject({ search: '?requestId=d1', body: JSON.stringify({ password: 'Str0ng-pass' }) });
    expect(client.session.getAuthToken()).toBe(AUTH);
  });

  it('keeps the server field errors of a weak password', async () => {
    const api = fakeApi({
      'POST security/tokens/identity': () =>
        Response.json(
          { error: { code: 'error.validation', message: 'Invalid', fieldErrors: { password: ['Too weak'] } } },
          { status: 400 },
        ),
    });
    const client = new AdlensClient({ apiOrigin: 'http://api.test', fetch: api.fetch });
    await expect(client.setPassword('t', 'x')).rejects.toMatchObject({ fieldErrors: { password: ['Too weak'] } });
  });
});

describe('limit pages and settings', () => {
  it('lists and revokes devices and sessions with the limit token', async () => {
    const list = {
      elements: [{ id: 's1', label: 'Chrome', lastSeenAt: '2026-11-01T00:00:00Z', current: false }],
      limit: 1,
    };
    const api = fakeApi({
      'GET security/sessions': () => Response.json(list),
      'GET security/devices': () => Response.json({ ...list, limit: 2 }),
      'DELETE security/sessions/s1': () => new Response(null, { status: 204 }),
      'DELETE security/devices/d%2F1': () => new Response(null, { status: 204 }),
    });
    const client = new AdlensClient({ apiOrigin: 'http://api.test', fetch: api.fetch });
    expect(await client.listSessions('limit-token')).toEqual(list);
    expect((await client.listDevices('limit-token')).limit).toBe(2);
    await client.revokeSession('limit-token', 's1');
    await client.revokeDevice('limit-token', 'd/1');
    expect(api.calls.map((call) => call.authorization)).toEqual(Array(4).fill('Bearer limit-token'));
  });

  it('reads public settings without a token and contacts with one', async () => {
    const settings = {
      maintenance: { enabled: false, message: '' },
      homePageUrl: 'https://x.test',
      supportEmail: 's@x',
    };
    const api = fakeApi({
      'GET settings': () => Response.json(settings),
      'GET customers/5/contacts': () => Response.json({ customerManager: { email: 'am@adlens.test' } }),
    });
    const client = new AdlensClient({ apiOrigin: 'http://api.test', fetch: api.fetch });
    expect(await client.getSettings()).toEqual(settings);
    expect(api.calls[0]?.authorization).toBeNull();
    await client.login({ ...credentials, rememberMe: false });
    expect((await client.getContacts(5)).customerManager.email).toBe('am@adlens.test');
    expect(api.calls.at(-1)?.authorization).toBe(`Bearer ${access(1)}`);
  });

  it('contacts sales with a JSON body and the access token; a 429 rejects with its code', async () => {
    let replies = 0;
    const api = fakeApi({
      'POST sales/contact': () =>
        (replies += 1) === 1
          ? new Response(null, { status: 204 })
          : Response.json(
              { error: { code: 'error.too-many-requests', message: 'Later', attributes: { waitSeconds: 60 } } },
              { status: 429 },
            ),
    });
    const client = new AdlensClient({ apiOrigin: 'http://api.test', fetch: api.fetch });
    await client.login({ ...credentials, rememberMe: false });
    await expect(client.contactSales({ message: 'Tell me about brands', topic: 'brands' })).resolves.toBeUndefined();
    const call = api.calls.at(-1);
    expect(call).toMatchObject({ method: 'POST', path: 'sales/contact', authorization: `Bearer ${access(1)}` });
    expect(JSON.parse(String(call?.body))).toEqual({ message: 'Tell me about brands', topic: 'brands' });
    const [, init] = api.fetch.mock.calls.at(-1)!;
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    await expect(client.contactSales({ message: '' })).rejects.toMatchObject({
      status: 429,
      code: 'error.too-many-requests',
    });
    expect(JSON.parse(String(api.calls.at(-1)?.body))).toEqual({});
  });
});
