import { API_ERROR_CODES, USER_PASSWORD_PATH } from '@adlens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS } from '../seed/accessAccounts.ts';
import { SALES_CONTACT_RATE_LIMIT } from './salesRoutes.ts';
import {
  type TestServer,
  basicHeader,
  buildTestApp,
  createTestServer,
  readOutbox,
} from '../testing/createTestServer.ts';
import { withQueryLatency } from '../testing/withQueryLatency.ts';

/**
 * The permanent concurrency suite (docs/security.md#limits-that-hold-under-concurrency: for each attempt
 * limit, N parallel attempts let exactly the limit through), through the real server on PGlite and on
 * PostgreSQL. Each limit once read its count before a slow check and wrote after it, so a burst of parallel
 * guesses was checked in full: 100 wrong passwords for one account with a limit of 10, the right one-time
 * code as the 31st guess with a limit of 5. Every burst here is fired at once and must be refused past the
 * limit.
 *
 * Each test signs in from its own documentation address (`remoteAddress`), so the per-address
 * counters of one test never touch another's. The server under test reaches its database with a
 * network's latency (withQueryLatency), as a PostgreSQL server would be, so that on PGlite too the
 * parallel requests of a burst read before any of them writes.
 */
const API = '/api/v1';
const AUTHENTICATION = `${API}/security/tokens/authentication`;

const LATENCY_MS = 2;

let server: TestServer;
let app: TestServer['app'];
beforeAll(async () => {
  server = await createTestServer();
  app = await buildTestApp(withQueryLatency(server.db, LATENCY_MS));
});
afterAll(async () => {
  await app?.close();
  await server?.close();
});

const account = (email: string) => SEEDED_ACCOUNTS.find((candidate) => candidate.email === email)!;
type Response = Awaited<ReturnType<TestServer['app']['inject']>>;

/** How many answers of each `status code` there were, e.g. { '401 error.auth.wrong-credentials': 10 }. */
function tally(responses: Response[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const response of responses) {
    const code = response.statusCode >= 400 ? (response.json() as { error: { code: string } }).error.code : '';
    const key = `${response.statusCode}${code ? ` ${code}` : ''}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

function waitSeconds(response: Response): number {
  return (response.json() as { error: { attributes: { waitSeconds: number } } }).error.attributes.waitSeconds;
}

function signIn(email: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: AUTHENTICATION,
    remoteAddress,
    headers: { authorization: basicHeader(email, password), ...headers },
  });
}

/** The `adlens_device` cookie a successful login gave the browser, as a Cookie header. */
function deviceCookieOf(response: Response): string {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const device = cookies.find((cookie) => cookie.startsWith('adlens_device='));
  expect(device, String(cookies)).toBeDefined();
  return device!.split(';')[0]!;
}

const WRONG = (index: number) => `Wrong-password-${index}`;
const TOO_MANY = `429 ${API_ERROR_CODES.tooManyRequests}`;
const WRONG_CREDENTIALS = `401 ${API_ERROR_CODES.wrongCredentials}`;

describe('password login (10 failures per account and address in 10 minutes)', () => {
  it('100 parallel wrong passwords for one account: exactly 10 are checked, then even the right one waits', async () => {
    const trial = account('trial@adlens.test');
    const address = '198.51.100.10';
    const burst = await Promise.all(Array.from({ length: 100 }, (_, i) => signIn(trial.email, WRONG(i), address)));
    expect(tally(burst)).toEqual({ [WRONG_CREDENTIALS]: 10, [TOO_MANY]: 90 });
    const refused = burst.find((response) => response.statusCode === 429)!;
    expect(waitSeconds(refused)).toBeGreaterThan(0);
    expect(waitSeconds(refused)).toBeLessThanOrEqual(600);
    expect((await signIn(trial.email, trial.password, address)).statusCode).toBe(429);
  });
});

describe('password spraying (50 failures per client address across accounts in 10 minutes)', () => {
  const sprayer = '203.0.113.50';
  const victim = account('basic@adlens.test');
  let victimsBrowser: string;

  beforeAll(async () => {
    // The victim signed in from this browser before, at home.
    const earlier = await signIn(victim.email, victim.password, '198.51.100.20');
    expect(earlier.statusCode, earlier.body).toBe(200);
    victimsBrowser = deviceCookieOf(earlier);
    // Then a neighbour on the victim's office address sprays 100 accounts at once…
    const spray = await Promise.all(
      Array.from({ length: 100 }, (_, i) => signIn(`sprayed-${i}@example.test`, 'Winter-2024', sprayer)),
    );
    expect(tally(spray)).toEqual({ [WRONG_CREDENTIALS]: 50, [TOO_MANY]: 50 });
    // …and guesses the victim's own password until that is refused too.
    const guesses = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(victim.email, WRONG(i), sprayer)));
    expect(tally(guesses)).toEqual({ [TOO_MANY]: 20 });
  });

  it("refuses the sprayer's next account, whatever X-Forwarded-For an untrusted peer sends", async () => {
    expect((await signIn('one-more@example.test', 'Winter-2024', sprayer)).statusCode).toBe(429);
    const spoofed = await signIn('one-more@example.test', 'Winter-2024', sprayer, {
      'x-forwarded-for': '192.0.2.99',
    });
    expect(tally([spoofed])).toEqual({ [TOO_MANY]: 1 });
  });

  it('counts the client a trusted proxy names (ADLENS_TRUSTED_PROXIES), and only that', async () => {
    const proxied = await buildTestApp(withQueryLatency(server.db, LATENCY_MS), { trustedProxies: ['10.0.0.0/8'] });
    try {
      const through = (forwardedFor: string) =>
        proxied.inject({
          method: 'POST',
          url: AUTHENTICATION,
          remoteAddress: '10.0.0.5',
          headers: {
            authorization: basicHeader('one-more@example.test', 'Winter-2024'),
            'x-forwarded-for': forwardedFor,
          },
        });
      expect(tally([await through(sprayer)])).toEqual({ [TOO_MANY]: 1 });
      expect(tally([await through('192.0.2.98')])).toEqual({ [WRONG_CREDENTIALS]: 1 });
    } finally {
      await proxied.close();
    }
  });

  it("does not lock the victim out: their own browser signs in from the sprayer's address", async () => {
    const mine = await signIn(victim.email, victim.password, sprayer, { cookie: victimsBrowser });
    expect(mine.statusCode, mine.body).toBe(200);
    // The account itself was never locked: anywhere else the password works as ever.
    expect((await signIn(victim.email, victim.password, '198.51.100.21')).statusCode).toBe(200);
    // A browser that never signed in to this account shares the address's fate (docs/security.md):
    // a cookie of the neighbour's own account buys nothing against the victim's.
    const neighbours = await signIn(account('admin@adlens.test').email, 'Adlens-admin-1', '198.51.100.22');
    const borrowed = await signIn(victim.email, victim.password, sprayer, { cookie: deviceCookieOf(neighbours) });
    expect(tally([borrowed])).toEqual({ [TOO_MANY]: 1 });
  });

  it('a known browser has its own 10 failures, for its own account only', async () => {
    const home = '198.51.100.23';
    const signedIn = await signIn(victim.email, victim.password, home);
    const browser = deviceCookieOf(signedIn);
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(victim.email, WRONG(i), home, { cookie: browser })),
    );
    expect(tally(burst)).toEqual({ [WRONG_CREDENTIALS]: 10, [TOO_MANY]: 30 });
    // That browser's run of failures is its own: the same address without the cookie still may try.
    expect((await signIn(victim.email, victim.password, home)).statusCode).toBe(200);
  });
});

describe('one-time codes (5 entries per code, 3 codes per user in 10 minutes)', () => {
  const otp = account('otp@adlens.test');
  const address = '198.51.100.30';
  const reset = () => server.db.query('DELETE FROM otp_challenges');
  const requestCode = () =>
    app.inject({
      method: 'POST',
      url: `${AUTHENTICATION}/2fa`,
      remoteAddress: address,
      headers: { authorization: basicHeader(otp.email, otp.password) },
    });
  const enter = (codeToken: string, code: string) =>
    app.inject({
      method: 'POST',
      url: `${AUTHENTICATION}?otp=${code}`,
      remoteAddress: address,
      headers: { authorization: `Bearer ${codeToken}` },
    });
  const latestCode = async () => /\b(\d{6})\b/.exec((await readOutbox(server.db, otp.email))[0]!.text)![1]!;

  it('100 parallel wrong codes and then the right one: 5 are compared, the right one is refused', async () => {
    await reset();
    const codeToken = (await requestCode()).body;
    const code = await latestCode();
    const wrongCodes = Array.from({ length: 100 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    // The right code starts last, as the 101st guess of the same burst.
    const burst = await Promise.all([...wrongCodes, code].map((guess) => enter(codeToken, guess)));
    expect(tally(burst)).toEqual({
      [`401 ${API_ERROR_CODES.otpCodeIncorrect}`]: 4,
      [`429 ${API_ERROR_CODES.otpAttemptsExceeded}`]: 97,
    });
    expect(tally([await enter(codeToken, code)])).toEqual({ [`429 ${API_ERROR_CODES.otpAttemptsExceeded}`]: 1 });
  });

  it('20 parallel code requests (each from its own address): 3 codes in all', async () => {
    await reset();
    const mailsBefore = (await readOutbox(server.db, otp.email)).length;
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: `${AUTHENTICATION}/2fa`,
          remoteAddress: `198.51.100.${40 + i}`,
          headers: { authorization: basicHeader(otp.email, otp.password) },
        }),
      ),
    );
    expect(tally(burst)).toEqual({ 200: 3, [`429 ${API_ERROR_CODES.otpAttemptsExceeded}`]: 17 });
    expect((await readOutbox(server.db, otp.email)).length - mailsBefore).toBe(3);
  });
});

describe('password change (5 wrong current passwords per user in 10 minutes)', () => {
  it('50 parallel wrong current passwords: exactly 5 are checked, then even the right one waits', async () => {
    const admin = account('admin@adlens.test');
    const accessToken = await server.accessToken({ email: admin.email, password: admin.password });
    const change = (currentPassword: string) =>
      app.inject({
        method: 'PUT',
        url: `${API}/${USER_PASSWORD_PATH}`,
        headers: { authorization: `Bearer ${accessToken}` },
        payload: { currentPassword, newPassword: 'Changed-password-1' },
      });
    const burst = await Promise.all(Array.from({ length: 50 }, (_, i) => change(WRONG(i))));
    expect(tally(burst)).toEqual({ [`400 ${API_ERROR_CODES.validation}`]: 5, [TOO_MANY]: 45 });
    expect(tally([await change(admin.password)])).toEqual({ [TOO_MANY]: 1 });
  });
});

describe('mails on request', () => {
  it('20 parallel recovery requests for one account send 3 mails (3 per 10 minutes)', async () => {
    const { email } = account('nopackage@adlens.test');
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({
          method: 'POST',
          url: `${API}/security/tokens/verification`,
          headers: { 'content-type': 'text/plain' },
          payload: email,
        }),
      ),
    );
    expect(tally(burst)).toEqual({ 204: 20 });
    expect(await readOutbox(server.db, email)).toHaveLength(3);
  });

  it(`20 parallel contact-sales requests: ${SALES_CONTACT_RATE_LIMIT.maxRequests} go to sales`, async () => {
    const accessToken = await server.accessToken();
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({
          method: 'POST',
          url: `${API}/sales/contact`,
          headers: { authorization: `Bearer ${accessToken}` },
          payload: { message: 'Call me' },
        }),
      ),
    );
    expect(tally(burst)).toEqual({
      204: SALES_CONTACT_RATE_LIMIT.maxRequests,
      [TOO_MANY]: 20 - SALES_CONTACT_RATE_LIMIT.maxRequests,
    });
  });
});
