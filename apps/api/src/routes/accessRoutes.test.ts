import {
  API_ERROR_CODES,
  AUTH_MESSAGES,
  type AccessTokenClaims,
  SERVER_TOKEN_TYPES,
  TOKEN_TYPES,
  VALIDATION_MESSAGES,
} from '@adlens/core';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCookie, clearedAuthCookie } from '../auth/cookies.ts';
import { SEEDED_ACCOUNTS } from '../seed/accessAccounts.ts';
import { seedAppState } from '../seed/seedAppState.ts';
import {
  type TestServer,
  basicHeader,
  buildTestApp,
  createTestServer,
  readOutbox,
} from '../testing/createTestServer.ts';

/**
 * The access flows (docs/product/access-and-sessions.md) through the real server: cookie, one-time codes,
 * device and session limits, recovery, contacts, settings and the dev mail viewer.
 */
const API = '/api/v1';
const AUTHENTICATION = `${API}/security/tokens/authentication`;
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const account = (email: string) => SEEDED_ACCOUNTS.find((candidate) => candidate.email === email)!;

type Response = Awaited<ReturnType<TestServer['app']['inject']>>;

function expectError(response: Response, status: number, code: string, message?: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as { error: { code: string; message: string } };
  expect(body.error.code).toBe(code);
  if (message) expect(body.error.message).toBe(message);
  return response.json() as { error: { attributes?: Record<string, unknown>; fieldErrors?: Record<string, string[]> } };
}

function signIn(email: string, password: string, query = '', headers: Record<string, string> = {}) {
  return server.app.inject({
    method: 'POST',
    url: `${AUTHENTICATION}${query}`,
    headers: { authorization: basicHeader(email, password), ...headers },
  });
}

function bearer(method: 'GET' | 'POST' | 'DELETE' | 'HEAD', url: string, token: string) {
  return server.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
}

async function accessClaims(authToken: string): Promise<AccessTokenClaims> {
  const response = await bearer('POST', `${API}/security/tokens/access`, authToken);
  expect(response.statusCode, response.body).toBe(200);
  return decodeJwt(response.body) as unknown as AccessTokenClaims;
}

async function loginAs(email: string, query = ''): Promise<string> {
  const response = await signIn(email, account(email).password, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

describe('seeded accounts', () => {
  it('no-package user gets an access token with hasPackage false', async () => {
    const { user } = await accessClaims(await loginAs('nopackage@adlens.test'));
    expect(user).toMatchObject({ hasPackage: false, packagePlan: null, isB2C: true, trialEndsAt: null });
    expect(user.customer.type).toBe('B2C');
  });

  it('trial user carries trialEndsAt, 14 days after the seed date', async () => {
    const { user } = await accessClaims(await loginAs('trial@adlens.test'));
    const expected = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    expect(user).toMatchObject({ packagePlan: 'Trial', customer: { type: 'TRIAL' }, trialEndsAt: expected });
  });

  it('admin has ADMIN and SKIPLIST_MANAGER; basic is on the Basic plan; demo is unchanged', async () => {
    expect((await accessClaims(await loginAs('admin@adlens.test'))).user).toMatchObject({
      roles: ['ADMIN', 'SKIPLIST_MANAGER'],
      packagePlan: 'Enterprise',
      firstName: 'Ada',
    });
    expect((await accessClaims(await loginAs('basic@adlens.test'))).user.packagePlan).toBe('Basic');
    expect((await accessClaims(await loginAs('demo@adlens.test'))).user).toMatchObject({
      firstName: 'Dana',
      lastName: 'Demo',
      roles: ['USER'],
      packagePlan: 'Enterprise',
      trialEndsAt: null,
    });
  });
});

describe('seeding existing databases (brief: `.data/` of developers exists already)', () => {
  it('adds a missing seeded account on the next start, and nothing twice', async () => {
    await server.db.query(`DELETE FROM users WHERE email = 'nopackage@adlens.test'`);
    expect(await seedAppState(server.db)).toEqual(['nopackage@adlens.test']);
    expect(await seedAppState(server.db)).toEqual([]);
    expect((await loginAs('nopackage@adlens.test')).length).toBeGreaterThan(0);
  });
});

describe('auth cookie (GET/DELETE security/tokens/authentication)', () => {
  it('is Secure behind a trusted TLS proxy, and only a trusted proxy says so', async () => {
    const login = (app: typeof server.app, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: AUTHENTICATION,
        remoteAddress,
        headers: { authorization: basicHeader('admin@adlens.test', 'Adlens-admin-1'), 'x-forwarded-proto': 'https' },
      });
    const proxied = await buildTestApp(server.db, { trustedProxies: ['10.0.0.0/8'] });
    try {
      expect(String((await login(proxied, '10.1.2.3')).headers['set-cookie'])).toMatch(/; Secure/);
      // Anyone else's word for https is not taken, nor anyone's without a proxy configured.
      expect(String((await login(proxied, '192.168.1.20')).headers['set-cookie'])).not.toMatch(/Secure/);
      expect(String((await login(server.app, '10.1.2.3')).headers['set-cookie'])).not.toMatch(/Secure/);
    } finally {
      await proxied.close();
    }
  });

  it('is set HttpOnly on the authentication path, a session cookie without forever', async () => {
    const response = await signIn('admin@adlens.test', 'Adlens-admin-1');
    const [cookie, device] = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    expect(cookie).toBe(
      `adlens_auth=${response.body}; HttpOnly; SameSite=Lax; Path=/api/v1/security/tokens/authentication`,
    );
    // The browser is one the account signed in from (auth/loginDevices.ts): 180 days.
    expect(device).toMatch(
      /^adlens_device=[\w.-]+; HttpOnly; SameSite=Lax; Path=\/api\/v1\/security\/tokens\/authentication; Max-Age=15552000$/,
    );
  });

  it('lasts 30 days with forever=true and is Secure over https', async () => {
    const response = await signIn('admin@adlens.test', 'Adlens-admin-1', '?forever=true');
    expect(([] as string[]).concat(response.headers['set-cookie'] ?? [])[0]).toMatch(/; Max-Age=2592000$/);
    const https = { protocol: 'https' } as FastifyRequest;
    expect(authCookie(https, 't', false)).toContain('; Secure');
    expect(clearedAuthCookie(https)).toContain('; Secure');
  });

  it('is read back, cleared on logout, and then refused', async () => {
    const token = await loginAs('admin@adlens.test');
    const cookie = `other=1; adlens_auth=${token}`;
    const read = await server.app.inject({ method: 'GET', url: AUTHENTICATION, headers: { cookie } });
    expect(read.statusCode).toBe(200);
    expect(read.body).toBe(token);
    const logout = await server.app.inject({ method: 'DELETE', url: AUTHENTICATION, headers: { cookie } });
    expect(logout.statusCode).toBe(204);
    expect(String(logout.headers['set-cookie'])).toContain('adlens_auth=; HttpOnly');
    expect(String(logout.headers['set-cookie'])).toContain('Max-Age=0');
    const after = await server.app.inject({ method: 'GET', url: AUTHENTICATION, headers: { cookie } });
    expectError(after, 401, API_ERROR_CODES.invalidToken, AUTH_MESSAGES.invalidAuthToken);
    expectError(await bearer('POST', `${API}/security/tokens/access`, token), 401, API_ERROR_CODES.invalidToken);
    const none = await server.app.inject({ method: 'GET', url: AUTHENTICATION });
    expectError(none, 401, API_ERROR_CODES.invalidToken);
  });

  it('CORS allows credentials for the standalone app', async () => {
    const response = await server.app.inject({
      method: 'OPTIONS',
      url: AUTHENTICATION,
      headers: { origin: 'http://localhost:4100', 'access-control-request-method': 'GET' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:4100');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
  });
});

describe('one-time codes (/2fa)', () => {
  const OTP = account('otp@adlens.test');
  const requestCode = () =>
    server.app.inject({
      method: 'POST',
      url: `${AUTHENTICATION}/2fa`,
      headers: { authorization: basicHeader(OTP.email, OTP.password) },
    });
  const resend = (codeToken: string) => bearer('POST', `${AUTHENTICATION}/2fa`, codeToken);
  const enter = (codeToken: string, code: string, query = '') =>
    bearer('POST', `${AUTHENTICATION}?otp=${code}${query}`, codeToken);
  const latestCode = async () => {
    const [mail] = await readOutbox(server.db, OTP.email);
    expect(mail?.subject).toBe('Your Adlens login code');
    return /\b(\d{6})\b/.exec(mail!.text)![1]!;
  };
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');
  const reset = () => server.db.query('DELETE FROM otp_challenges');

  it('password login of an OTP user asks for a code; a wrong password is still wrong', async () => {
    expectError(
      await signIn(OTP.email, OTP.password),
      401,
      API_ERROR_CODES.otpCodeIncorrect,
      AUTH_MESSAGES.otpRequired,
    );
    expectError(await signIn(OTP.email, 'Wrong-pass-1'), 401, API_ERROR_CODES.wrongCredentials);
  });

  it('end to end: code token, mailed code, wrong code, right code → auth token and cookie; single use', async () => {
    await reset();
    const response = await requestCode();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const codeToken = response.body;
    expect(decodeProtectedHeader(codeToken).typ).toBe(SERVER_TOKEN_TYPES.otp);
    const { exp, iat } = decodeJwt(codeToken);
    expect(exp! - iat!).toBe(600);
    const code = await latestCode();
    expectError(await enter(codeToken, wrong(code)), 401, API_ERROR_CODES.otpCodeIncorrect, AUTH_MESSAGES.wrongOtp);
    const ok = await enter(codeToken, code, '&forever=true&requestId=otp-device');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(decodeProtectedHeader(ok.body).typ).toBe(TOKEN_TYPES.authentication);
    expect(String(ok.headers['set-cookie'])).toContain('Max-Age=2592000');
    expect((await accessClaims(ok.body)).user.email).toBe(OTP.email);
    expectError(await enter(codeToken, code), 401, API_ERROR_CODES.otpTokenExpired, AUTH_MESSAGES.wrongOtp);
  });

  it('a resend replaces the code and its token', async () => {
    await reset();
    const first = (await requestCode()).body;
    const firstCode = await latestCode();
    const second = await resend(first);
    expect(second.statusCode, second.body).toBe(200);
    const secondCode = await latestCode();
    expectError(await enter(first, firstCode), 401, API_ERROR_CODES.otpTokenExpired);
    expectError(await resend(first), 401, API_ERROR_CODES.otpTokenExpired);
    expect((await enter(second.body, secondCode)).statusCode).toBe(200);
  });

  it('the 5th wrong code is 429 with waitSeconds; no new code until then', async () => {
    await reset();
    const codeToken = (await requestCode()).body;
    const code = wrong(await latestCode());
    for (let attempt = 1; attempt < 5; attempt++) {
      expectError(await enter(codeToken, code), 401, API_ERROR_CODES.otpCodeIncorrect);
    }
    const fifth = expectError(
      await enter(codeToken, code),
      429,
      API_ERROR_CODES.otpAttemptsExceeded,
      AUTH_MESSAGES.wrongOtp,
    );
    expect(fifth.error.attributes).toEqual({ waitSeconds: 60 });
    const locked = expectError(await enter(codeToken, await latestCode()), 429, API_ERROR_CODES.otpAttemptsExceeded);
    expect(locked.error.attributes?.waitSeconds).toBeGreaterThan(0);
    const again = expectError(
      await requestCode(),
      429,
      API_ERROR_CODES.otpAttemptsExceeded,
      AUTH_MESSAGES.otpAttemptsExceeded,
    );
    expect(again.error.attributes?.waitSeconds).toBeLessThanOrEqual(60);
  });

  it('more than 3 codes in 10 minutes is 429 with the {time} message and waitSeconds', async () => {
    await reset();
    const first = (await requestCode()).body;
    const second = (await resend(first)).body;
    expect((await resend(second)).statusCode).toBe(200);
    const fourth = expectError(
      await requestCode(),
      429,
      API_ERROR_CODES.otpAttemptsExceeded,
      AUTH_MESSAGES.otpAttemptsExceeded,
    );
    const wait = fourth.error.attributes?.waitSeconds as number;
    expect(wait).toBeGreaterThan(500);
    expect(wait).toBeLessThanOrEqual(600);
  });

  it('a code token is refused everywhere else; a non-OTP user gets no code', async () => {
    await reset();
    const codeToken = (await requestCode()).body;
    expectError(
      await bearer('GET', `${API}/datasets/search?q=a`, codeToken),
      401,
      API_ERROR_CODES.invalidTokenFormat,
      AUTH_MESSAGES.invalidTokenFormat,
    );
    expectError(
      await bearer('POST', `${API}/security/tokens/access`, codeToken),
      401,
      API_ERROR_CODES.invalidTokenFormat,
    );
    expectError(await bearer('GET', `${API}/security/sessions`, codeToken), 401, API_ERROR_CODES.invalidTokenFormat);
    expectError(await bearer('POST', AUTHENTICATION, codeToken), 400, API_ERROR_CODES.validation);
    const access = await server.accessToken();
    expectError(await enter(access, '123456'), 401, API_ERROR_CODES.invalidTokenFormat);
    const demo = await server.app.inject({
      method: 'POST',
      url: `${AUTHENTICATION}/2fa`,
      headers: { authorization: basicHeader('demo@adlens.test', 'Adlens-demo-1') },
    });
    expectError(demo, 403, API_ERROR_CODES.accessDenied);
  });
});

describe('session limit', () => {
  const SESSIONS = account('sessions@adlens.test');

  it('a second login gets 403 sessions with a LIMIT token that lists and ends the first; then it succeeds', async () => {
    const first = await loginAs(SESSIONS.email, '?requestId=laptop');
    const refused = expectError(
      await signIn(SESSIONS.email, SESSIONS.password, '?requestId=phone'),
      403,
      API_ERROR_CODES.sessionsLimitExceeded,
    );
    const { limitToken, limit, active } = refused.error.attributes as {
      limitToken: string;
      limit: number;
      active: number;
    };
    expect({ limit, active }).toEqual({ limit: 1, active: 1 });
    expect(decodeProtectedHeader(limitToken).typ).toBe(SERVER_TOKEN_TYPES.limit);
    const { exp, iat } = decodeJwt(limitToken);
    expect(exp! - iat!).toBe(900);

    // The LIMIT token is good for the devices/sessions routes only.
    expectError(
      await bearer('POST', `${API}/security/tokens/access`, limitToken),
      401,
      API_ERROR_CODES.invalidTokenFormat,
    );
    expectError(await bearer('GET', `${API}/datasets/search?q=a`, limitToken), 401, API_ERROR_CODES.invalidTokenFormat);
    expectError(await bearer('DELETE', AUTHENTICATION, limitToken), 401, API_ERROR_CODES.invalidTokenFormat);

    const list = await bearer('GET', `${API}/security/sessions`, limitToken);
    expect(list.statusCode).toBe(200);
    const body = list.json() as { elements: { id: string; current: boolean; lastSeenAt: string }[]; limit: number };
    expect(body.limit).toBe(1);
    expect(body.elements).toHaveLength(1);
    expect(body.elements[0]).toMatchObject({ id: decodeJwt(first).sid, current: false });

    // Someone else's session is not found, not revoked.
    const demoAccess = await server.accessToken();
    expectError(
      await bearer('DELETE', `${API}/security/sessions/${body.elements[0]!.id}`, demoAccess),
      404,
      API_ERROR_CODES.notFound,
    );
    expect((await bearer('POST', `${API}/security/tokens/access`, first)).statusCode).toBe(200);

    expect((await bearer('DELETE', `${API}/security/sessions/${body.elements[0]!.id}`, limitToken)).statusCode).toBe(
      204,
    );
    expectError(await bearer('POST', `${API}/security/tokens/access`, first), 401, API_ERROR_CODES.invalidToken);
    const second = await loginAs(SESSIONS.email, '?requestId=phone');
    const mine = await bearer('GET', `${API}/security/sessions`, await tokenFor(second));
    expect(mine.json().elements).toEqual([expect.objectContaining({ id: decodeJwt(second).sid, current: true })]);
  });
});

async function tokenFor(authToken: string): Promise<string> {
  return (await bearer('POST', `${API}/security/tokens/access`, authToken)).body;
}

describe('device limit', () => {
  const DEVICES = account('devices@adlens.test');
  const fromDevice = (requestId: string, forever = false) =>
    signIn(DEVICES.email, DEVICES.password, `?requestId=${requestId}&forever=${forever}`, { 'user-agent': CHROME_MAC });

  it('a new device over the limit gets 403 devices; revoking the old one lets it in and ends its sessions', async () => {
    const laptop = await fromDevice('device-laptop', true);
    expect(laptop.statusCode).toBe(200);
    expect((await fromDevice('device-laptop')).statusCode).toBe(200);
    const refused = expectError(await fromDevice('device-phone'), 403, API_ERROR_CODES.devicesLimitExceeded);
    const { limitToken, limit, active } = refused.error.attributes as {
      limitToken: string;
      limit: number;
      active: number;
    };
    expect({ limit, active }).toEqual({ limit: 1, active: 1 });

    const list = await bearer('GET', `${API}/security/devices`, limitToken);
    const body = list.json() as {
      elements: { id: string; label: string; firstSeenAt: string; current: boolean }[];
      limit: number;
    };
    expect(body.limit).toBe(1);
    expect(body.elements).toEqual([
      expect.objectContaining({ label: 'Chrome on macOS', current: false, firstSeenAt: expect.any(String) }),
    ]);

    expectError(
      await bearer('DELETE', `${API}/security/devices/00000000-0000-4000-8000-000000000000`, limitToken),
      404,
      API_ERROR_CODES.notFound,
    );
    expectError(
      await bearer('DELETE', `${API}/security/devices/not-a-uuid`, limitToken),
      400,
      API_ERROR_CODES.validation,
    );
    expect((await bearer('DELETE', `${API}/security/devices/${body.elements[0]!.id}`, limitToken)).statusCode).toBe(
      204,
    );
    expectError(await bearer('POST', `${API}/security/tokens/access`, laptop.body), 401, API_ERROR_CODES.invalidToken);
    const phone = await fromDevice('device-phone');
    expect(phone.statusCode).toBe(200);
    const mine = await bearer('GET', `${API}/security/devices`, await tokenFor(phone.body));
    expect(mine.json().elements).toEqual([expect.objectContaining({ current: true })]);
  });
});

describe('password recovery', () => {
  const BASIC = account('basic@adlens.test');
  const requestLink = (body: string, contentType = 'text/plain') =>
    server.app.inject({
      method: 'POST',
      url: `${API}/security/tokens/verification`,
      headers: { 'content-type': contentType },
      payload: body,
    });
  const setPassword = (token: string, payload: unknown) =>
    server.app.inject({
      method: 'POST',
      url: `${API}/security/tokens/identity?requestId=reset-device`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it('answers 204 for unknown e-mails too (no enumeration) and 400s a bad one', async () => {
    const unknown = await requestLink('nobody@adlens.test');
    expect(unknown.statusCode).toBe(204);
    expect(await readOutbox(server.db, 'nobody@adlens.test')).toEqual([]);
    const bad = expectError(await requestLink('not-an-email'), 400, API_ERROR_CODES.validation);
    expect(bad.error.fieldErrors).toEqual({ email: [VALIDATION_MESSAGES.emailFormat] });
    expect(expectError(await requestLink(''), 400, API_ERROR_CODES.validation).error.fieldErrors).toHaveProperty(
      'email',
    );
  });

  it('mail → HEAD → weak refused → strong accepted (signs in) → single use → new password works', async () => {
    const before = await loginAs(BASIC.email);
    expect((await requestLink(` ${BASIC.email.toUpperCase()} `)).statusCode).toBe(204);
    const [mail] = await readOutbox(server.db, BASIC.email);
    expect(mail?.subject).toBe('Reset your Adlens password');
    const link = /(http:\/\/localhost:4100\/set-password\/\S+)/.exec(mail!.text)![1]!;
    const token = link.split('/set-password/')[1]!;
    expect(decodeProtectedHeader(token).typ).toBe(SERVER_TOKEN_TYPES.verification);

    const head = await bearer('HEAD', `${API}/security/tokens/verification`, token);
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');

    const weak = expectError(await setPassword(token, { password: 'weakpass' }), 400, API_ERROR_CODES.validation);
    expect(weak.error.fieldErrors?.password).toEqual([VALIDATION_MESSAGES.passwordStrong]);
    expect((await bearer('HEAD', `${API}/security/tokens/verification`, token)).statusCode).toBe(200);

    const strong = await setPassword(token, { password: 'Brand-new-pass-2' });
    expect(strong.statusCode, strong.body).toBe(200);
    expect(decodeProtectedHeader(strong.body).typ).toBe(TOKEN_TYPES.authentication);
    expect(String(strong.headers['set-cookie'])).toContain('adlens_auth=');
    expect((await accessClaims(strong.body)).user.email).toBe(BASIC.email);

    expect((await bearer('HEAD', `${API}/security/tokens/verification`, token)).statusCode).toBe(401);
    expectError(
      await setPassword(token, { password: 'Another-pass-3' }),
      401,
      API_ERROR_CODES.invalidToken,
      AUTH_MESSAGES.tokenInvalid,
    );
    // Sessions from before the reset end.
    expectError(await bearer('POST', `${API}/security/tokens/access`, before), 401, API_ERROR_CODES.invalidToken);
    expectError(await signIn(BASIC.email, BASIC.password), 401, API_ERROR_CODES.wrongCredentials);
    expect((await signIn(BASIC.email, 'Brand-new-pass-2')).statusCode).toBe(200);
  });

  it('refuses forged, missing and wrong-type tokens', async () => {
    expectError(await setPassword('not-a-jwt', { password: 'Strong-pass-1' }), 401, API_ERROR_CODES.invalidTokenFormat);
    const forged = `${Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'VERIFICATION' })).toString('base64url')}.e30.c2ln`;
    expectError(
      await setPassword(forged, { password: 'Strong-pass-1' }),
      401,
      API_ERROR_CODES.invalidToken,
      AUTH_MESSAGES.tokenInvalid,
    );
    expectError(
      await setPassword(await server.accessToken(), { password: 'Strong-pass-1' }),
      401,
      API_ERROR_CODES.invalidTokenFormat,
    );
    expect((await bearer('HEAD', `${API}/security/tokens/verification`, forged)).statusCode).toBe(401);
    const missing = await server.app.inject({ method: 'HEAD', url: `${API}/security/tokens/verification` });
    expect(missing.statusCode).toBe(401);
  });
});

describe('customer contacts', () => {
  it("returns the manager of the user's own customer and 403s another customer", async () => {
    const access = await server.accessToken();
    const { user } = decodeJwt(access) as unknown as AccessTokenClaims;
    const own = await bearer('GET', `${API}/customers/${user.customer.id}/contacts`, access);
    expect(own.json()).toEqual({ customerManager: { email: 'success@adlens.test' } });
    expectError(
      await bearer('GET', `${API}/customers/${user.customer.id + 1}/contacts`, access),
      403,
      API_ERROR_CODES.accessDenied,
      AUTH_MESSAGES.accessDenied,
    );
    expectError(await bearer('GET', `${API}/customers/abc/contacts`, access), 400, API_ERROR_CODES.validation);
    expectError(
      await server.app.inject({ method: 'GET', url: `${API}/customers/1/contacts` }),
      401,
      API_ERROR_CODES.invalidToken,
    );
  });
});

describe('settings (public)', () => {
  it('defaults: no maintenance, home page and support e-mail', async () => {
    const response = await server.app.inject({ method: 'GET', url: `${API}/settings` });
    expect(response.json()).toEqual({
      maintenance: { enabled: false, message: '' },
      homePageUrl: 'https://adlens.example/',
      supportEmail: 'support@adlens.test',
    });
  });

  it('a maintenance message turns the banner on', async () => {
    const app = await buildTestApp(server.db, { maintenanceMessage: 'Back at 10:00 UTC', supportEmail: 'help@x.test' });
    const response = await app.inject({ method: 'GET', url: `${API}/settings` });
    expect(response.json()).toMatchObject({
      maintenance: { enabled: true, message: 'Back at 10:00 UTC' },
      supportEmail: 'help@x.test',
    });
    await app.close();
  });
});

describe('failed-login rate limit', () => {
  it('429s with waitSeconds after too many failures for one IP and e-mail, even with the right password', async () => {
    const app = await buildTestApp(server.db, { loginRateLimit: { maxFailures: 2, windowSeconds: 60 } });
    const attempt = (password: string) =>
      app.inject({
        method: 'POST',
        url: AUTHENTICATION,
        headers: { authorization: basicHeader('trial@adlens.test', password) },
        remoteAddress: '10.9.8.7',
      });
    expect((await attempt('Wrong-1')).statusCode).toBe(401);
    expect((await attempt('Wrong-2')).statusCode).toBe(401);
    const limited = expectError(await attempt('Adlens-trial-1'), 429, API_ERROR_CODES.tooManyRequests);
    expect(limited.error.attributes?.waitSeconds).toBeGreaterThan(0);
    expect(limited.error.attributes?.waitSeconds).toBeLessThanOrEqual(60);
    // Other IPs are not affected.
    expect(await loginAs('trial@adlens.test')).toBeTruthy();
    await app.close();
  });
});

describe('dev mail viewer (/dev/mail, non-production)', () => {
  it('lists the outbox as JSON for an address, newest first, and as an accessible page', async () => {
    await server.app.inject({
      method: 'POST',
      url: `${API}/security/tokens/verification`,
      headers: { 'content-type': 'text/plain' },
      payload: 'admin@adlens.test',
    });
    const json = await server.app.inject({ method: 'GET', url: '/dev/mail/messages?to=ADMIN@adlens.test' });
    expect(json.statusCode).toBe(200);
    const [first] = json.json().elements as {
      to: string;
      subject: string;
      text: string;
      html: string;
      createdAt: string;
    }[];
    expect(first).toMatchObject({ to: 'admin@adlens.test', subject: 'Reset your Adlens password' });
    expect(first!.html).toContain('<a href="http://localhost:4100/set-password/');
    const page = await server.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<h1>Adlens dev mail</h1>');
    expect(page.body).toMatch(/<a href="http:\/\/localhost:4100\/set-password\/[^"]+">/);
    expectError(
      await server.app.inject({ method: 'GET', url: '/dev/mail/messages?to=nope' }),
      400,
      API_ERROR_CODES.validation,
    );
  });

  it('does not exist unless switched on (ADLENS_DEV_ROUTES), as in production', async () => {
    const app = await buildTestApp(server.db, { devRoutes: false });
    expect((await app.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
    await app.close();
  });

  it('answers this machine only: another one gets the 404 of a route that does not exist', async () => {
    for (const url of ['/dev/mail', '/dev/mail/messages']) {
      const remote = await server.app.inject({ method: 'GET', url, remoteAddress: '192.168.1.20' });
      expectError(remote, 404, API_ERROR_CODES.notFound);
      // Not even a proxy's word makes a remote client local.
      const forwarded = await server.app.inject({
        method: 'GET',
        url,
        remoteAddress: '192.168.1.20',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(forwarded.statusCode).toBe(404);
      expect((await server.app.inject({ method: 'GET', url, remoteAddress: '::1' })).statusCode).toBe(200);
    }
  });
});
