import { INTEGRATION_PROVIDERS, type IntegrationProvider, isApiErrorBody } from '@adlens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwnTokens } from '../auth/ownTokens.ts';
import { createUnsubscribeTokens } from '../notifications/unsubscribeTokens.ts';
import { SEEDED_ACCOUNTS } from '../seed/accessAccounts.ts';
import { DEMO_ACCOUNT } from '../seed/demoAccount.ts';
import { documentedRoutes } from '../openapi/routeTable.ts';
import {
  TEST_JWT_SECRET,
  serverRouteTable,
  type TestServer,
  basicHeader,
  createTestServer,
  readOutbox,
} from '../testing/createTestServer.ts';
import { getDownload, registerExport, widgetExport } from '../testing/exportRequests.ts';
import {
  forgeries,
  signWithServerSecret,
  signWithStrangerKey,
  swapPayload,
  tokenParts,
} from '../testing/forgedTokens.ts';
import { reportViewToken } from '../testing/reportRequests.ts';
import { DEFAULT_PARTNER_CLAIMS, signPartnerToken } from '../testing/signPartnerToken.ts';

/**
 * The permanent "Tokens" suite (docs/security.md#bad-input-and-forged-tokens): every kind of token the API
 * issues or accepts, forged the ways an attacker would and used where another kind is expected, against the
 * real server. Each must be refused in the error shape (401/403, or the route's own refusal), never 200 and
 * never 5xx.
 */
const API = '/api/v1';
const AUTHENTICATION = `${API}/security/tokens/authentication`;
const OTP_ACCOUNT = SEEDED_ACCOUNTS.find((account) => account.email === 'otp@adlens.test')!;
const CHANNELS = 'datasets/channel-share?advertiser=5&period=LAST_30_DAYS';
const TOP_PUBLISHERS = {
  title: 'Top publishers',
  dataset: 'top-publishers',
  query: 'advertiser=5&period=LAST_30_DAYS&size=5',
};

type Kind =
  | 'access'
  | 'auth'
  | 'otp'
  | 'limit'
  | 'verification'
  | 'report'
  | 'unsubscribe'
  | IntegrationProvider
  | 'download-signature';
const KINDS: Kind[] = [
  'access',
  'auth',
  'otp',
  'limit',
  'verification',
  'report',
  'unsubscribe',
  ...INTEGRATION_PROVIDERS,
  'download-signature',
];

type Response = Awaited<ReturnType<TestServer['app']['inject']>>;

/** A place that takes one kind of token; `send` puts a token where that kind goes. */
interface Slot {
  name: string;
  accepts: Kind[];
  send(token: string): Promise<Response>;
  /** How the route refuses (401 unless the route's contract says otherwise). */
  refusedWith?: number[];
}

let server: TestServer;
const tokens = {} as Record<Kind, string>;
let otpCode: string;
let download: { id: string; expires: string };

beforeAll(async () => {
  server = await createTestServer();
  const [demo] = await server.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [DEMO_ACCOUNT.email]);
  tokens.access = await server.accessToken();
  tokens.auth = await server.login();
  const code = await server.app.inject({
    method: 'POST',
    url: `${AUTHENTICATION}/2fa`,
    headers: { authorization: basicHeader(OTP_ACCOUNT.email, OTP_ACCOUNT.password) },
  });
  expect(code.statusCode, code.body).toBe(200);
  tokens.otp = code.body;
  otpCode = /\b(\d{6})\b/.exec((await readOutbox(server.db, OTP_ACCOUNT.email))[0]!.text)![1]!;
  tokens.limit = await createOwnTokens(TEST_JWT_SECRET).signLimitToken({ sub: String(demo!.id), kind: 'sessions' });
  const reset = await server.app.inject({
    method: 'POST',
    url: `${API}/security/tokens/verification`,
    headers: { 'content-type': 'text/plain' },
    payload: DEMO_ACCOUNT.email,
  });
  expect(reset.statusCode, reset.body).toBe(204);
  tokens.verification = /\/set-password\/(\S+)/.exec((await readOutbox(server.db, DEMO_ACCOUNT.email))[0]!.text)![1]!;
  tokens.report = await reportViewToken(server, tokens.access, 'advertiser', [5]);
  tokens.unsubscribe = await createUnsubscribeTokens(TEST_JWT_SECRET).sign(demo!.id);
  for (const provider of INTEGRATION_PROVIDERS) tokens[provider] = await signPartnerToken(provider);
  const id = await registerExport(server.app, tokens.access, widgetExport([TOP_PUBLISHERS]));
  await server.app.exportWorker.run();
  const link = new URL((await getDownload(server.app, tokens.access, id)).link!, 'http://api/');
  download = { id, expires: link.searchParams.get('expires')! };
  tokens['download-signature'] = link.searchParams.get('signature')!;
});
afterAll(() => server?.close());

function bearer(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD', url: string, token: string) {
  return server.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
}

/** The places that take a token other than an access token, each with the kind it takes. */
const TOKEN_SLOTS: Slot[] = [
  {
    name: 'POST security/tokens/access',
    accepts: ['auth'],
    send: (t) => bearer('POST', `${API}/security/tokens/access`, t),
  },
  {
    name: 'DELETE security/tokens/authentication',
    accepts: ['auth'],
    send: (t) => bearer('DELETE', AUTHENTICATION, t),
  },
  {
    name: 'GET security/tokens/authentication (cookie)',
    accepts: ['auth'],
    send: (t) => server.app.inject({ method: 'GET', url: AUTHENTICATION, cookies: { adlens_auth: t } }),
  },
  {
    name: 'POST security/tokens/authentication (partner sign-in)',
    // An OTP token here asks for its code: 400 (tokenRoutes.ts), also a refusal.
    accepts: [...INTEGRATION_PROVIDERS],
    send: (t) => bearer('POST', AUTHENTICATION, t),
    refusedWith: [400, 401],
  },
  {
    name: 'POST security/tokens/authentication?otp=',
    accepts: ['otp'],
    send: (t) => bearer('POST', `${AUTHENTICATION}?otp=${otpCode}`, t),
  },
  {
    name: 'POST security/tokens/authentication/2fa',
    accepts: ['otp'],
    send: (t) => bearer('POST', `${AUTHENTICATION}/2fa`, t),
  },
  {
    name: 'HEAD security/tokens/verification',
    accepts: ['verification'],
    send: (t) => bearer('HEAD', `${API}/security/tokens/verification`, t),
  },
  {
    name: 'POST security/tokens/identity',
    accepts: ['verification'],
    send: (t) =>
      server.app.inject({
        method: 'POST',
        url: `${API}/security/tokens/identity?requestId=tokens-suite`,
        headers: { authorization: `Bearer ${t}` },
        payload: { password: 'Another-pass-1' },
      }),
  },
  {
    name: 'X-Report-Id of a view-token dataset',
    accepts: ['report'],
    send: (t) =>
      server.app.inject({
        method: 'GET',
        url: `${API}/${CHANNELS}`,
        headers: { authorization: `Bearer ${tokens.access}`, 'x-report-id': t },
      }),
  },
  {
    name: 'viewToken of POST downloads',
    accepts: ['report'],
    send: (t) =>
      server.app.inject({
        method: 'POST',
        url: `${API}/downloads`,
        headers: { authorization: `Bearer ${tokens.access}` },
        payload: widgetExport(
          [{ title: 'Channels', dataset: 'channel-share', query: 'advertiser=5&period=LAST_30_DAYS' }],
          {
            viewToken: t,
          },
        ),
      }),
  },
  {
    name: 'GET subscriptions/unsubscribe',
    accepts: ['unsubscribe'],
    send: (t) =>
      server.app.inject({ method: 'GET', url: `${API}/subscriptions/unsubscribe?token=${encodeURIComponent(t)}` }),
    // The link's contract: 400 'The unsubscribe link is invalid or has expired'.
    refusedWith: [400],
  },
  {
    name: 'signature of GET downloads/{id}/content',
    accepts: ['download-signature'],
    send: (t) =>
      bearer(
        'GET',
        `${API}/downloads/${download.id}/content?expires=${download.expires}&signature=${encodeURIComponent(t)}`,
        tokens.access,
      ),
    // 400 for what is not a signature at all, 410 'error.download-link-expired' for a wrong one.
    refusedWith: [400, 410],
  },
];

/** Every documented route that wants an access token (or, for devices and sessions, a LIMIT token). */
const ACCESS_SLOTS: Slot[] = documentedRoutes(await serverRouteTable())
  .filter((route) => route.security === 'accessToken' || route.security === 'limitOrAccessToken')
  .map((route) => ({
    name: `${route.method.toUpperCase()} ${route.path}`,
    accepts: route.security === 'limitOrAccessToken' ? ['access', 'limit'] : ['access'],
    send: (t) => bearer(route.method.toUpperCase() as 'GET', `${API}${route.path.replace(/\{\w+\}/g, '1')}`, t),
  }));

function expectRefused(response: Response, slot: Pick<Slot, 'name' | 'refusedWith'>, what: string) {
  const context = `${what} at ${slot.name} → ${response.statusCode} ${response.body}`;
  expect(slot.refusedWith ?? [401, 403], context).toContain(response.statusCode);
  // A HEAD answer has no body to check.
  if (!slot.name.startsWith('HEAD')) expect(isApiErrorBody(response.json()), context).toBe(true);
}

describe('each kind of token is refused wherever another kind is expected', () => {
  it.each([...TOKEN_SLOTS, ...ACCESS_SLOTS].map((slot) => [slot.name, slot] as const))('%s', async (_, slot) => {
    for (const kind of KINDS.filter((candidate) => !slot.accepts.includes(candidate))) {
      expectRefused(await slot.send(tokens[kind]), slot, kind);
    }
  });

  it('while each place takes its own kind (the tokens above are genuine)', async () => {
    const expectOk = async (slot: Slot, token: string) => {
      const response = await slot.send(token);
      expect(response.statusCode, `${slot.name} → ${response.body}`).toBeLessThan(300);
    };
    const slot = (name: string) => [...TOKEN_SLOTS, ...ACCESS_SLOTS].find((candidate) => candidate.name === name)!;
    await expectOk(slot('GET /users/me/settings'), tokens.access);
    await expectOk(slot('GET /security/sessions'), tokens.limit);
    await expectOk(slot('POST security/tokens/access'), tokens.auth);
    await expectOk(slot('GET security/tokens/authentication (cookie)'), tokens.auth);
    await expectOk(slot('DELETE security/tokens/authentication'), await server.login());
    for (const provider of INTEGRATION_PROVIDERS) {
      await expectOk(slot('POST security/tokens/authentication (partner sign-in)'), tokens[provider]);
    }
    await expectOk(slot('HEAD security/tokens/verification'), tokens.verification);
    await expectOk(slot('X-Report-Id of a view-token dataset'), tokens.report);
    await expectOk(slot('viewToken of POST downloads'), tokens.report);
    await expectOk(slot('GET subscriptions/unsubscribe'), tokens.unsubscribe);
    await expectOk(slot('signature of GET downloads/{id}/content'), tokens['download-signature']);
  });
});

/** Where each of our own kinds is checked, and the audience of another kind to try there. */
const OWN_KINDS: [Kind, string, string][] = [
  ['access', 'GET /users/me/settings', 'adlens-report'],
  ['auth', 'POST security/tokens/access', 'adlens-unsubscribe'],
  ['limit', 'GET /security/sessions', 'adlens-report'],
  ['verification', 'HEAD security/tokens/verification', 'adlens-report'],
  ['report', 'X-Report-Id of a view-token dataset', 'adlens-api'],
  ['unsubscribe', 'GET subscriptions/unsubscribe', 'adlens-api'],
  // Last: its genuine control signs the OTP user in with the mailed code, which uses the code up.
  ['otp', 'POST security/tokens/authentication?otp=', 'adlens-report'],
];

describe('forged tokens of our own kinds are refused (alg none, key confusion, claims and times)', () => {
  it.each(OWN_KINDS)('%s token, at %s', async (kind, slotName, otherAudience) => {
    const slot = [...TOKEN_SLOTS, ...ACCESS_SLOTS].find((candidate) => candidate.name === slotName)!;
    const parts = tokenParts(tokens[kind]);
    for (const [what, forge] of forgeries(parts, otherAudience)) {
      expectRefused(await slot.send(await forge()), slot, what);
    }
    // The control: the same claims signed with the server's secret are accepted, so each refusal
    // above is for what was changed.
    const genuine = await slot.send(await signWithServerSecret(parts));
    expect(genuine.statusCode, genuine.body).toBeLessThan(300);
  });
});

describe('forged partner tokens are refused at sign-in', () => {
  const signIn = (token: string) => bearer('POST', AUTHENTICATION, token);
  const slot = { name: 'partner sign-in' };
  const now = () => Math.floor(Date.now() / 1000);

  it.each(INTEGRATION_PROVIDERS)('%s', async (provider) => {
    const other = INTEGRATION_PROVIDERS.find((candidate) => candidate !== provider)!;
    const parts = tokenParts(await signPartnerToken(provider));
    const required = provider === 'sales-tool' ? 'email' : 'viewer_id';
    const attacks: [string, Promise<string>][] = [
      ['signed with a key nobody configured', signWithStrangerKey(parts.payload, parts.header)],
      ["naming the other partner, signed with this one's key", signPartnerToken(provider, { issuer: other })],
      ["signed with the other partner's key", signPartnerToken(provider, { signer: other })],
      ['from an unknown issuer', signPartnerToken(provider, { issuer: 'ad-network' })],
      [`without ${required}`, signPartnerToken(provider, { claims: { [required]: undefined } })],
      ['without exp', signPartnerToken(provider, { expiresIn: null })],
      ['expired', signPartnerToken(provider, { expiresIn: -60 })],
      ['living longer than five minutes', signPartnerToken(provider, { expiresIn: 3600 })],
      ['issued in the future beyond the 30 s skew', signPartnerToken(provider, { issuedAt: now() + 120 })],
      ['for another audience', signPartnerToken(provider, { audience: 'adlens-api' })],
      ['with our ACCESS typ', signPartnerToken(provider, { typ: 'ACCESS' })],
      [
        'a changed payload under the original signature',
        Promise.resolve(swapPayload(tokens[provider], { sub: 'someone-else' })),
      ],
      ...forgeries(parts, 'adlens-api')
        .filter(([what]) => /alg none|HS256/.test(what))
        .map(([what, forge]) => [what, forge()] as [string, Promise<string>]),
    ];
    for (const [what, token] of attacks) expectRefused(await signIn(await token), slot, what);
    expect(
      (await signIn(await signPartnerToken(provider, { claims: DEFAULT_PARTNER_CLAIMS[provider] }))).statusCode,
    ).toBe(200);
  });
});
