import { API_BASE_PATH } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/Database.ts';
import { buildTestApp, serverRouteTable } from '../testing/createTestServer.ts';
import { fastifyPath } from './declareRoute.ts';

/** Development conveniences: registered only with ADLENS_DEV_ROUTES, answering only on loopback, not documented. */
const DEVELOPMENT_ROUTES = ['GET /dev/mail', 'GET /dev/mail/messages', 'POST /api/v1/dev/notifications/run'];

const key = (method: string, url: string) => `${method.toUpperCase()} ${url}`;

describe('the OpenAPI document and the route table', () => {
  it('documents every route the server has, and no route it does not have', async () => {
    const table = await serverRouteTable();
    const app = await buildTestApp({ kind: 'pglite' } as Database);
    const document = (await app.inject({ method: 'GET', url: `${API_BASE_PATH}/docs` })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    await app.close();
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => key(method, `${API_BASE_PATH}${fastifyPath(path)}`)),
    );
    const routes = table
      // The HEAD twin of each GET, and the CORS preflight, answer for the route they stand beside.
      .filter((entry) => !entry.automaticHead && entry.method !== 'OPTIONS')
      .map((entry) => key(entry.method, entry.url));
    const undocumented = routes.filter((route) => !documented.includes(route));
    expect(undocumented.sort()).toEqual([...DEVELOPMENT_ROUTES].sort());
    const missing = documented.filter((route) => !routes.includes(route));
    expect(missing).toEqual([]);
    expect(new Set(documented).size).toBe(documented.length);
  });
});

describe('the interactive reference', () => {
  it('is served from the API itself, with its own policy that lets only this origin run scripts', async () => {
    const app = await buildTestApp({ kind: 'pglite' } as Database);
    const page = await app.inject({ method: 'GET', url: `${API_BASE_PATH}/docs/reference` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.body).not.toMatch(/<script>/);
    for (const src of page.body.match(/(?<=(?:src|href)=")[^"]+/g) ?? []) {
      const asset = await app.inject({ method: 'GET', url: src });
      expect(asset.statusCode, src).toBe(200);
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
    }
    const unknown = await app.inject({ method: 'GET', url: `${API_BASE_PATH}/docs/reference/index.html` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('error.validation');
    await app.close();
  });
});
