import {
  API_ERROR_CODES,
  AUTH_MESSAGES,
  type AccessTokenClaims,
  type PackageResponse,
  TOKEN_TYPES,
} from '@adlens/core';
import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../seed/demoAccount.ts';
import { type TestServer, TEST_JWT_SECRET, basicHeader, createTestServer } from '../testing/createTestServer.ts';
import { signPartnerToken } from '../testing/signPartnerToken.ts';
import { testPartnerKeyPair } from '../testing/testPartnerKeys.ts';

const AUTHENTICATION = '/api/v1/security/tokens/authentication';
const ACCESS = '/api/v1/security/tokens/access';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

function signIn(authorization: string | undefined, query = '') {
  return server.app.inject({
    method: 'POST',
    url: `${AUTHENTICATION}${query}`,
    headers: authorization ? { authorization } : {},
  });
}

function exchange(token: string) {
  return server.app.inject({ method: 'POST', url: ACCESS, headers: { authorization: `Bearer ${token}` } });
}

function expectError(
  response: { statusCode: number; json(): unknown },
  status: number,
  code: string,
  message?: string,
) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as { error: { code: string; message: string } };
  expect(body.error.code).toBe(code);
  if (message) expect(body.error.message).toBe(message);
}

describe('password login', () => {
  it('returns an AUTHENTICATION token as text that lives one day', async () => {
    const response = await signIn(basicHeader(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(decodeProtectedHeader(response.body).typ).toBe(TOKEN_TYPES.authentication);
    const { exp, iat } = decodeJwt(response.body);
    expect(exp! - iat!).toBe(24 * 60 * 60);
  });

  it('remembers the device for 30 days with forever=true, and ignores e-mail case', async () => {
    const response = await signIn(
      basicHeader(DEMO_ACCOUNT.email.toUpperCase(), DEMO_ACCOUNT.password),
      '?forever=true',
    );
    expect(response.statusCode).toBe(200);
    const { exp, iat } = decodeJwt(response.body);
    expect(exp! - iat!).toBe(30 * 24 * 60 * 60);
  });

  it.each([
    ['a wrong password', DEMO_ACCOUNT.email, 'Adlens-demo-2'],
    ['an unknown e-mail', 'nobody@adlens.test', DEMO_ACCOUNT.password],
  ])('refuses %s with 401 and the catalogue text', async (_, email, password) => {
    const response = await signIn(basicHeader(email, password));
    expectError(response, 401, API_ERROR_CODES.wrongCredentials, AUTH_MESSAGES.wrongCredentials);
  });

  it.each([
    ['no Authorization header', undefined],
    ['not base64', 'Basic !!!'],
    ['no colon', `Basic ${Buffer.from('demo@adlens.test').toString('base64')}`],
    ['an empty password', basicHeader(DEMO_ACCOUNT.email, '')],
    ['an unknown scheme', 'Digest username="demo"'],
  ])('answers a request with %s with 400 error.validation', async (_, authorization) => {
    const response = await signIn(authorization);
    expectError(response, 400, API_ERROR_CODES.validation);
    expect(response.json().error.fieldErrors.authorization).toHaveLength(1);
  });

  it('validates the query: forever must be true or false, unknown keys are refused', async () => {
    const header = basicHeader(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    expectError(await signIn(header, '?forever=yes'), 400, API_ERROR_CODES.validation);
    const response = await signIn(header, '?sneaky=1');
    expect(response.json().error.fieldErrors).toEqual({ sneaky: ['is not a recognised parameter'] });
  });
});

describe('access token', () => {
  it('trades an auth token for a 15-minute ACCESS token carrying the SessionUser', async () => {
    const response = await exchange(await server.login());
    expect(response.statusCode).toBe(200);
    expect(decodeProtectedHeader(response.body).typ).toBe(TOKEN_TYPES.access);
    const claims = decodeJwt(response.body) as unknown as AccessTokenClaims & { exp: number; iat: number };
    expect(claims.exp - claims.iat).toBe(15 * 60);
    expect(claims.integration).toBeUndefined();
    expect(claims.user).toMatchObject({
      email: DEMO_ACCOUNT.email,
      firstName: DEMO_ACCOUNT.firstName,
      customer: { name: DEMO_ACCOUNT.customer, type: 'B2B' },
      isB2C: false,
      hasPackage: true,
      packagePlan: 'Enterprise',
      roles: ['USER'],
      avatarUrl: null,
    });
    expect(claims.sub).toBe(String(claims.user.id));
  });

  it('refuses an access token where an auth token is expected: Invalid token format', async () => {
    const access = await server.accessToken();
    expectError(await exchange(access), 401, API_ERROR_CODES.invalidTokenFormat, AUTH_MESSAGES.invalidTokenFormat);
  });

  it('refuses an auth token where an access token is expected', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/v1/datasets/search?q=nike',
      headers: { authorization: `Bearer ${await server.login()}` },
    });
    expectError(response, 401, API_ERROR_CODES.invalidTokenFormat, AUTH_MESSAGES.invalidTokenFormat);
  });

  it('refuses a token signed with another secret, an expired one and one that is not a JWT', async () => {
    const auth = await server.login();
    const claims = decodeJwt(auth);
    const forge = (secret: string, exp: number) =>
      new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256', typ: TOKEN_TYPES.authentication })
        .setSubject(claims.sub!)
        .setIssuer(claims.iss!)
        .setAudience(claims.aud as string)
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(secret));
    const now = Math.floor(Date.now() / 1000);
    expectError(
      await exchange(await forge('another-secret-that-is-long-enough-0123456789', now + 60)),
      401,
      API_ERROR_CODES.invalidToken,
      AUTH_MESSAGES.invalidAuthToken,
    );
    expectError(await exchange(await forge(TEST_JWT_SECRET, now - 60)), 401, API_ERROR_CODES.invalidToken);
    expectError(await exchange('not-a-jwt'), 401, API_ERROR_CODES.invalidTokenFormat);
    const missing = await server.app.inject({ method: 'POST', url: ACCESS });
    expectError(missing, 401, API_ERROR_CODES.invalidToken);
  });

  it('refuses the auth token after logout (its session is revoked)', async () => {
    const auth = await server.login();
    expect((await exchange(auth)).statusCode).toBe(200);
    const logout = await server.app.inject({
      method: 'DELETE',
      url: AUTHENTICATION,
      headers: { authorization: `Bearer ${auth}` },
    });
    expect(logout.statusCode).toBe(204);
    expectError(await exchange(auth), 401, API_ERROR_CODES.invalidToken, AUTH_MESSAGES.invalidAuthToken);
  });
});

describe('partner tokens (third-party)', () => {
  it('signs a sales-tool user in by e-mail and finds the same user next time', async () => {
    const first = await signIn(`Bearer ${await signPartnerToken('sales-tool')}`);
    expect(first.statusCode).toBe(200);
    const access = decodeJwt((await exchange(first.body)).body) as unknown as AccessTokenClaims;
    expect(access.integration).toBe('sales-tool');
    expect(access.user).toMatchObject({
      email: 'seller@agency.example',
      hasPackage: true,
      packagePlan: 'Partner',
      roles: ['USER'],
    });
    const second = await signIn(
      `Bearer ${await signPartnerToken('sales-tool', { claims: { email: 'SELLER@agency.example' } })}`,
    );
    expect(decodeJwt(second.body).sub).toBe(decodeJwt(first.body).sub);
  });

  it('carries the sales-tool claims, validated, into every access token of the session', async () => {
    const claims = { country: 'de', entities: 'nike.com', viewMode: 'SEARCH', baseUrl: 'https://sales.example/app' };
    const auth = await signIn(`Bearer ${await signPartnerToken('sales-tool', { claims })}`);
    const access = decodeJwt((await exchange(auth.body)).body) as unknown as AccessTokenClaims;
    expect(access.salesTool).toEqual({
      ...claims,
      country: 'DE',
      subscribed: true,
      path: '/advertiser/5',
    });
    const seo = await signIn(`Bearer ${await signPartnerToken('seo-suite')}`);
    expect(decodeJwt((await exchange(seo.body)).body)).not.toHaveProperty('salesTool');
  });

  it("carries the SEO suite's e-mail consent state, and nothing else of its token, into the session", async () => {
    const auth = await signIn(
      `Bearer ${await signPartnerToken('seo-suite', { claims: { email_subscription: { state: 'UNSUBSCRIBED' } } })}`,
    );
    const access = decodeJwt((await exchange(auth.body)).body) as unknown as AccessTokenClaims;
    expect(access.seoSuite).toEqual({ emailSubscription: { state: 'UNSUBSCRIBED' } });
    expect(access).not.toHaveProperty('salesTool');
    expect(JSON.stringify(access)).not.toContain('viewer_id');
    const sales = await signIn(`Bearer ${await signPartnerToken('sales-tool')}`);
    expect(decodeJwt((await exchange(sales.body)).body)).not.toHaveProperty('seoSuite');
  });

  it('signs an SEO-suite viewer in by viewer_id', async () => {
    const response = await signIn(`Bearer ${await signPartnerToken('seo-suite', { typ: 'JWT' })}`);
    expect(response.statusCode).toBe(200);
    const access = decodeJwt((await exchange(response.body)).body) as unknown as AccessTokenClaims;
    expect(access.integration).toBe('seo-suite');
    expect(access.user.email).toBe('viewer-777@seo-suite.invalid');
    const other = await signIn(`Bearer ${await signPartnerToken('seo-suite', { claims: { viewer_id: 778 } })}`);
    expect(decodeJwt(other.body).sub).not.toBe(decodeJwt(response.body).sub);
  });

  it('ends the session with the partner token that opened it: auth and access tokens expire with it', async () => {
    const partner = await signPartnerToken('sales-tool', { expiresIn: 90 });
    const auth = await signIn(`Bearer ${partner}`);
    expect(auth.statusCode).toBe(200);
    const partnerExp = decodeJwt(partner).exp ?? 0;
    expect(Math.abs((decodeJwt(auth.body).exp ?? 0) - partnerExp)).toBeLessThanOrEqual(1);
    const access = await exchange(auth.body);
    expect(decodeJwt(access.body).exp ?? Infinity).toBeLessThanOrEqual(partnerExp);
  });

  describe('SEO-suite entitlements follow the products in the token', () => {
    async function packageOf(claims: Record<string, unknown>) {
      const auth = await signIn(`Bearer ${await signPartnerToken('seo-suite', { claims })}`);
      expect(auth.statusCode).toBe(200);
      const access = (await exchange(auth.body)).body;
      const pkg = await server.app.inject({
        method: 'GET',
        url: '/api/v1/datasets/package',
        headers: { authorization: `Bearer ${access}` },
      });
      expect(pkg.statusCode).toBe(200);
      const claimsOfAccess = decodeJwt(access) as unknown as AccessTokenClaims;
      return { plan: claimsOfAccess.user.packagePlan, features: (pkg.json() as PackageResponse).features };
    }

    it('the app product is the Partner package, without Categories', async () => {
      const result = await packageOf({ viewer_id: 901, active_products: [{ id: 'adlens' }] });
      expect(result).toMatchObject({ plan: 'Partner', features: { category: false, brand: true } });
    });

    it('buying the upgrade shows up at the next sign-in of the same viewer', async () => {
      await packageOf({ viewer_id: 902, active_products: [{ id: 'adlens' }] });
      const upgraded = await packageOf({ viewer_id: 902, active_products: [{ id: 'adlens' }, { id: 'adlens-pro' }] });
      expect(upgraded).toMatchObject({
        plan: 'Partner Pro',
        features: { category: true, brand: true, advertiserBenchmark: true },
      });
    });

    it.each([
      ['still has the trial to take: no-package', ['adlens'], API_ERROR_CODES.noPackageAvailable],
      ['has used the trial: trial-ended', [], API_ERROR_CODES.trialFinishedWithoutPackage],
    ])('a viewer without the app who %s (400)', async (_, trials, code) => {
      const response = await signIn(
        `Bearer ${await signPartnerToken('seo-suite', {
          claims: { viewer_id: 903, active_products: [], product_trials_available: trials },
        })}`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code } });
    });
  });

  it.each([
    ['expired', { expiresIn: -120 }],
    ['without exp', { expiresIn: null }],
    ['living longer than five minutes', { expiresIn: 3600 }],
    ['for another audience', { audience: 'someone-else' }],
    ['signed with the other partner’s key', { signer: 'seo-suite' as const }],
    ['missing a required claim', { claims: { subscribed: 'yes' } }],
  ])('refuses a token %s: 401 Invalid token', async (_, options) => {
    const response = await signIn(`Bearer ${await signPartnerToken('sales-tool', options)}`);
    expectError(response, 401, API_ERROR_CODES.invalidToken, AUTH_MESSAGES.invalidToken);
  });

  it('refuses HS256 keyed with the partner public key (algorithm pinned to ES256)', async () => {
    const publicPem = new TextEncoder().encode(testPartnerKeyPair('sales-tool').publicPem);
    const forged = await new SignJWT({ email: 'evil@example.com', subscribed: true })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('sales-tool')
      .setAudience('adlens')
      .setExpirationTime('5m')
      .sign(new Uint8Array(publicPem));
    expectError(await signIn(`Bearer ${forged}`), 401, API_ERROR_CODES.invalidToken, AUTH_MESSAGES.invalidToken);
  });

  it.each([
    ['from an unknown issuer', () => signPartnerToken('sales-tool', { issuer: 'ad-network' })],
    ['with a foreign typ header', () => signPartnerToken('sales-tool', { typ: 'SOMETHING' })],
    ['of our own (an auth token)', () => server.login()],
    ['that is not a JWT', async () => 'garbage'],
  ])('refuses a bearer token %s: 401 Invalid token format', async (_, token) => {
    const response = await signIn(`Bearer ${await token()}`);
    expectError(response, 401, API_ERROR_CODES.invalidTokenFormat, AUTH_MESSAGES.invalidTokenFormat);
  });
});
