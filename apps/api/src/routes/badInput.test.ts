import { isApiErrorBody } from '@adlens/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedRoutes } from '../openapi/routeTable.ts';
import { type TestServer, createTestServer } from '../testing/createTestServer.ts';

/**
 * Bad input gets a 4xx in the error shape, never a 500. Random
 * query strings (known keys, prototype names, odd characters, repeats) against every route that
 * reads a query.
 */
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createTestServer();
  token = await server.accessToken();
});
afterAll(() => server?.close());

const keys = fc.oneof(
  fc.constantFrom('advertiser', 'publisher', 'channel', 'country', 'period', 'currency', 'size', 'page', 'sort', 'q'),
  fc.constantFrom('entityType', 'forever', 'f.type', '__proto__', 'constructor', 'toString', 'f.', 'a[b]', ''),
  fc.string({ maxLength: 12 }),
);
const values = fc.oneof(
  fc.constantFrom('1', '(1,2)', '(1,,2)', 'ALL-ALL', 'DISPLAY-SMART_TV', 'US', 'LAST_3_MONTHS', '20250230-20250301'),
  fc.constantFrom('in(a,b)', 'between(1)', '%', '%%', '()', 'true', '0', '-1', '1e9', 'x'.repeat(300)),
  fc.string({ maxLength: 20 }),
);
const queryStrings = fc
  .array(fc.tuple(keys, values), { maxLength: 6 })
  .map((pairs) => pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&'));

/** Bodies any route must survive: none, random text, random JSON — as (content type, payload). */
const ANY_BODIES = [
  fc.constant(undefined),
  fc.tuple(fc.constantFrom('text/plain', 'application/json'), fc.string({ maxLength: 40 })),
  fc.tuple(
    fc.constant('application/json'),
    fc.jsonValue().map((value) => JSON.stringify(value)),
  ),
] as const;

async function expectClientError(method: 'GET' | 'POST', url: string, authorization: string) {
  const response = await server.app.inject({ method, url, headers: { authorization } });
  expect(response.statusCode, `${method} ${url} → ${response.body}`).toBeLessThan(500);
  if (response.statusCode >= 400) expect(isApiErrorBody(response.json())).toBe(true);
}

describe('bad input never produces a 500', () => {
  it.each([
    ['/api/v1/datasets/estimated-expenditure', 'GET'],
    ['/api/v1/datasets/search', 'GET'],
    ['/api/v1/datasets/anything', 'GET'],
    ['/api/v1/datasets/channels', 'GET'],
    ['/api/v1/datasets/available-publishers', 'GET'],
    ['/api/v1/datasets/advertisers', 'GET'],
    ['/api/v1/accesslogs/datapoints', 'GET'],
    ['/api/v1/datasets/top-publishers', 'GET'],
    ['/api/v1/datasets/creatives', 'GET'],
    ['/api/v1/datasets/expenditure-trend', 'GET'],
    ['/api/v1/datasets/keywords-summary', 'GET'],
  ] as const)('%s', async (path, method) => {
    await fc.assert(
      fc.asyncProperty(queryStrings, (query) => expectClientError(method, `${path}?${query}`, `Bearer ${token}`)),
      { numRuns: 150 },
    );
  });

  it('the login endpoint, with random Authorization headers too', async () => {
    const headers = fc.oneof(
      fc.string({ maxLength: 40 }).map((text) => `Basic ${Buffer.from(text).toString('base64')}`),
      fc.string({ maxLength: 60 }).map((text) => `Bearer ${text}`),
      fc.string({ maxLength: 60 }).filter((text) => !/[\r\n]/.test(text)),
    );
    await fc.assert(
      fc.asyncProperty(queryStrings, headers, (query, authorization) =>
        expectClientError('POST', `/api/v1/security/tokens/authentication?${query}`, authorization),
      ),
      { numRuns: 100 },
    );
  });

  it('every access route, with random tokens, ids and bodies', async () => {
    const routes = fc.constantFrom(
      ['POST', '/api/v1/security/tokens/authentication/2fa'],
      ['GET', '/api/v1/security/tokens/authentication'],
      ['DELETE', '/api/v1/security/tokens/authentication'],
      ['POST', '/api/v1/security/tokens/verification'],
      ['HEAD', '/api/v1/security/tokens/verification'],
      ['POST', '/api/v1/security/tokens/identity'],
      ['GET', '/api/v1/security/devices'],
      ['GET', '/api/v1/security/sessions'],
      ['DELETE', '/api/v1/security/devices/'],
      ['DELETE', '/api/v1/security/sessions/'],
      ['GET', '/api/v1/customers/'],
      ['POST', '/api/v1/sales/contact'],
      ['GET', '/api/v1/inapps'],
      ['GET', '/api/v1/settings'],
      ['GET', '/dev/mail'],
      ['GET', '/dev/mail/messages'],
    ) as fc.Arbitrary<['GET' | 'POST' | 'DELETE' | 'HEAD', string]>;
    const segments = fc.oneof(
      fc.constantFrom('1', '0', '-1', '1e9', '00000000-0000-4000-8000-000000000000', '%00', 'x'.repeat(300)),
      fc.string({ maxLength: 20 }),
    );
    const authorizations = fc.oneof(
      fc.constant(undefined),
      fc.constant(`Bearer ${token}`),
      fc.string({ maxLength: 60 }).map((text) => `Bearer ${text}`),
      fc.string({ maxLength: 40 }).map((text) => `Basic ${Buffer.from(text).toString('base64')}`),
    );
    const bodies = fc.oneof(
      ...ANY_BODIES,
      fc.tuple(
        fc.constant('application/json'),
        fc.string({ maxLength: 30 }).map((password) => JSON.stringify({ password })),
      ),
      fc.tuple(
        fc.constant('application/json'),
        fc
          .record(
            {
              message: fc.oneof(fc.string({ maxLength: 40 }), fc.constant('x'.repeat(2001)), fc.integer()),
              topic: fc.oneof(fc.constantFrom('brands', 'general', '__proto__', ''), fc.string({ maxLength: 10 })),
            },
            { requiredKeys: [] },
          )
          .map((body) => JSON.stringify(body)),
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        routes,
        segments,
        queryStrings,
        authorizations,
        bodies,
        async ([method, path], segment, query, authorization, body) => {
          const url = `${path}${path.endsWith('/') ? `${encodeURIComponent(segment)}${path.includes('customers') ? '/contacts' : ''}` : ''}?${query}`;
          const response = await server.app.inject({
            method,
            url,
            headers: {
              ...(authorization ? { authorization } : {}),
              ...(body ? { 'content-type': body[0] } : {}),
              cookie: `adlens_auth=${segment.replace(/[;\r\n]/g, '')}`,
            },
            ...(body && method !== 'HEAD' ? { payload: body[1] } : {}),
          });
          expect(response.statusCode, `${method} ${url} → ${response.body}`).toBeLessThan(500);
          if (response.statusCode >= 400 && method !== 'HEAD') expect(isApiErrorBody(response.json())).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the onboarding, add-user, demo-preset, category-directory and metrics routes, with random bodies', async () => {
    const admin = await server.accessToken({ email: 'admin@adlens.test', password: 'Adlens-admin-1' });
    const routes = fc.constantFrom(
      ['GET', '/api/v1/users/me/onboarding', token],
      ['PUT', '/api/v1/users/me/onboarding', token],
      ['POST', '/api/v1/users/me/onboarding/complete', token],
      ['POST', '/api/v1/users/me/onboarding/skip', token],
      ['POST', '/api/v1/customers/1/users', admin],
      ['POST', '/api/v1/customers/x/users', admin],
      ['POST', '/api/v1/customers/1/users', token],
      ['GET', '/api/v1/demo-presets', token],
      ['GET', '/api/v1/datasets/category-directory', token],
      ['POST', '/api/v1/metrics/events', token],
    ) as fc.Arbitrary<['GET' | 'PUT' | 'POST', string, string]>;
    const ids = fc.oneof(
      fc.integer(),
      fc.constantFrom(-1, 0, 1, 2, 1e15, Number.MAX_SAFE_INTEGER),
      fc.string({ maxLength: 8 }),
    );
    const answers = fc.record(
      {
        step: fc.oneof(
          fc.constantFrom('domain', 'competitors', 'defaults', 'review', '__proto__'),
          fc.string({ maxLength: 8 }),
        ),
        choices: fc.oneof(
          fc.jsonValue(),
          fc.record(
            {
              ownDomain: ids,
              competitors: fc.oneof(fc.array(ids, { maxLength: 12 }), ids),
              country: fc.oneof(fc.constantFrom('US', 'GB', 'XX', 'us'), fc.string({ maxLength: 4 })),
              channel: fc.oneof(
                fc.constantFrom('ALL-ALL', 'DISPLAY-ALL', 'CTV-SMART_TV', 'X-Y'),
                fc.string({ maxLength: 8 }),
              ),
              period: fc.oneof(
                fc.constantFrom('LAST_3_MONTHS', '20250101-20250230', 'NEVER'),
                fc.string({ maxLength: 8 }),
              ),
            },
            { requiredKeys: [] },
          ),
        ),
      },
      { requiredKeys: [] },
    );
    const people = fc.record(
      {
        email: fc.oneof(fc.emailAddress(), fc.string({ maxLength: 20 }), fc.constant('demo@adlens.test')),
        firstName: fc.oneof(fc.string({ maxLength: 30 }), fc.constant('x'.repeat(300)), fc.integer()),
        lastName: fc.oneof(fc.string({ maxLength: 30 }), fc.constant('')),
      },
      { requiredKeys: [] },
    );
    const metrics = fc.record(
      {
        analyticsId: fc.oneof(fc.string({ maxLength: 10 }), fc.integer()),
        events: fc.oneof(
          fc.jsonValue(),
          fc.array(
            fc.record({ event: fc.constantFrom('PAGE_READY', 'TRACK_ACTION', 'NOPE'), properties: fc.jsonValue() }),
            {
              maxLength: 5,
            },
          ),
        ),
      },
      { requiredKeys: [] },
    );
    const bodies = fc.oneof(
      ...ANY_BODIES,
      fc.tuple(
        fc.constant('application/json'),
        answers.map((value) => JSON.stringify(value)),
      ),
      fc.tuple(
        fc.constant('application/json'),
        people.map((value) => JSON.stringify(value)),
      ),
      fc.tuple(
        fc.constantFrom('application/json', 'text/plain'),
        metrics.map((value) => JSON.stringify(value)),
      ),
    );
    await fc.assert(
      // Half without a query, so the bodies reach their validation.
      fc.asyncProperty(
        routes,
        fc.oneof(fc.constant(''), queryStrings),
        bodies,
        async ([method, path, bearer], query, body) => {
          const url = `${path}?${query}`;
          const response = await server.app.inject({
            method,
            url,
            headers: { authorization: `Bearer ${bearer}`, ...(body ? { 'content-type': body[0] } : {}) },
            ...(body && method !== 'GET' ? { payload: body[1] } : {}),
          });
          expect(response.statusCode, `${method} ${url} ${body?.[1] ?? ''} → ${response.body}`).toBeLessThan(500);
          if (response.statusCode >= 400) expect(isApiErrorBody(response.json())).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('NUL bytes, lone surrogates and out-of-range integers are 400s, never 500s', () => {
  it('every documented route refuses a NUL byte in its query or its body with the error shape', async () => {
    const nul = '\u0000';
    const body = JSON.stringify({ name: `a${nul}`, title: `a${nul}`, message: `a${nul}`, email: `a${nul}@b.test` });
    for (const doc of documentedRoutes(server.app.routeTable)) {
      const path = `/api/v1${doc.path.replace(/\{[^}]+\}/g, '1')}`;
      const method = doc.method.toUpperCase() as 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const withBody = !['GET', 'HEAD', 'DELETE'].includes(method);
      const inQuery = await server.app.inject({
        method,
        url: `${path}?q=a%00b`,
        headers: { authorization: `Bearer ${token}` },
      });
      const inBody = withBody
        ? await server.app.inject({
            method,
            url: path,
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            payload: body,
          })
        : undefined;
      for (const response of [inQuery, inBody]) {
        if (!response) continue;
        const label = `${method} ${path} → ${response.statusCode} ${response.body.slice(0, 200)}`;
        // Refused: as bad input, or earlier for the token (a route that takes another kind).
        expect([400, 401, 403, 404, 405, 415], label).toContain(response.statusCode);
        if (method !== 'HEAD') expect(isApiErrorBody(response.json()), label).toBe(true);
      }
    }
  });

  it('names the field with the NUL byte, in text bodies and in Basic credentials too', async () => {
    const search = await server.app.inject({
      method: 'GET',
      url: '/api/v1/datasets/search?q=ni%00ke',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(search.statusCode).toBe(400);
    expect(search.json().error.fieldErrors).toEqual({ 'query.q': ['must not contain a NUL byte'] });
    const recovery = await server.app.inject({
      method: 'POST',
      url: '/api/v1/security/tokens/verification',
      headers: { 'content-type': 'text/plain' },
      payload: 'demo\u0000@adlens.test',
    });
    expect(recovery.statusCode).toBe(400);
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/v1/security/tokens/authentication?forever=false',
      headers: { authorization: `Basic ${Buffer.from('demo@adlens.test:Adlens\u0000demo-1').toString('base64')}` },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().error.fieldErrors).toEqual({ authorization: ['must not contain a NUL byte'] });
  });

  it("refuses half of a surrogate pair in a dashboard's filters (jsonb cannot hold it) and keeps a whole emoji", async () => {
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/v1/dashboards',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'Unicode check' },
    });
    const { id, version } = created.json() as { id: string; version: number };
    // The channel written as JSON escapes by hand, as a client's JSON.stringify escapes a lone half.
    const putChannel = (escaped: string) =>
      server.app.inject({
        method: 'PUT',
        url: `/api/v1/dashboards/${id}`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: `{"version":${version},"filters":{"channel":"${escaped}"},"widgets":[]}`,
      });
    const half = await putChannel('a\\ud800b');
    expect(half.statusCode, half.body).toBe(400);
    expect(half.json().error.fieldErrors).toEqual({ 'filters.channel': ['must be valid Unicode text'] });
    const whole = await putChannel('a\\ud83d\\ude42b');
    expect(whole.statusCode, whole.body).toBe(200);
    expect((whole.json() as { filters: { channel: string } }).filters.channel).toBe('a🙂b');
  });

  it('refuses a dashboard version beyond the 32-bit column as a 400', async () => {
    const list = await server.app.inject({
      method: 'GET',
      url: '/api/v1/dashboards',
      headers: { authorization: `Bearer ${token}` },
    });
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/v1/dashboards',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'Version check' },
    });
    expect(list.statusCode).toBe(200);
    const id = (created.json() as { id: string }).id;
    const response = await server.app.inject({
      method: 'PUT',
      url: `/api/v1/dashboards/${id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { version: 3_000_000_000_000, name: 'Too far' },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fieldErrors.version).toBeDefined();
  });
});
