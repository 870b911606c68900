import { isApiErrorBody } from '@adlens/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from '../testing/createTestServer.ts';

/**
 * ARCHITECTURE.md, API conventions: bad input gets a 4xx in the error shape, never a 500. Random
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

  it('every access route (spec §7), with random tokens, ids and bodies', async () => {
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
      fc.constant(undefined),
      fc.tuple(fc.constantFrom('text/plain', 'application/json'), fc.string({ maxLength: 40 })),
      fc.tuple(
        fc.constant('application/json'),
        fc.jsonValue().map((value) => JSON.stringify(value)),
      ),
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
});
