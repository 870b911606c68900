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
});
