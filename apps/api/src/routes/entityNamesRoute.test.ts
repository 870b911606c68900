import { API_ERROR_CODES } from '@adlens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from '../testing/createTestServer.ts';

/** The sneak view resolves entities by name, the requested type first, then advertisers. */
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createTestServer();
  token = await server.accessToken();
});
afterAll(() => server?.close());

function byName(query: string, authorization: string | null = `Bearer ${token}`) {
  return server.app.inject({
    method: 'GET',
    url: `/api/v1/entities/by-name?${query}`,
    headers: authorization ? { authorization } : {},
  });
}

interface Answer {
  entityType: string;
  elements: { id: number; entityType: string; title: string }[];
}

describe('GET /entities/by-name', () => {
  it('finds advertisers by domain, case-insensitively, in the order of the names', async () => {
    const rows = await server.db.query<{ id: number; domain: string }>(
      'SELECT id, domain FROM advertisers ORDER BY id LIMIT 2',
    );
    const [first, second] = rows;
    const names = [second!.domain.toUpperCase(), ` ${first!.domain} `].map(encodeURIComponent).join(',');
    const response = await byName(`names=${names}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<Answer>();
    expect(body.entityType).toBe('advertiser');
    expect(body.elements.map((entity) => entity.id)).toEqual([second!.id, first!.id]);
    expect(body.elements[0]).toMatchObject({ entityType: 'advertiser', title: second!.domain });
  });

  it('prefers the requested type when a name fits it', async () => {
    const [brand] = await server.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM brands WHERE parent_id IS NOT NULL ORDER BY id LIMIT 1',
    );
    const response = await byName(`entityType=brand&names=${encodeURIComponent(brand!.name)}`);
    const body = response.json<Answer>();
    expect(body.entityType).toBe('brand');
    expect(body.elements.map((entity) => entity.id)).toContain(brand!.id);
  });

  it('falls back to advertisers when no name fits the requested type', async () => {
    const [advertiser] = await server.db.query<{ id: number; domain: string }>(
      `SELECT a.id, a.domain FROM advertisers a
       WHERE NOT EXISTS (SELECT 1 FROM publishers p WHERE lower(p.name) = lower(a.domain) OR lower(p.domain) = lower(a.domain))
       ORDER BY a.id LIMIT 1`,
    );
    const response = await byName(`entityType=publisher&names=${encodeURIComponent(advertiser!.domain)}`);
    expect(response.json<Answer>()).toMatchObject({
      entityType: 'advertiser',
      elements: [{ id: advertiser!.id, entityType: 'advertiser' }],
    });
  });

  it('answers an empty list when nothing has the name', async () => {
    const response = await byName('entityType=brand&names=no-such-company.invalid');
    expect(response.statusCode).toBe(200);
    expect(response.json<Answer>()).toEqual({ entityType: 'advertiser', elements: [] });
  });

  it.each([
    ['without names', ''],
    ['with only commas', 'names=,,'],
    ['with more than 10 names', `names=${Array.from({ length: 11 }, (_, i) => `n${i}.com`).join(',')}`],
    ['with a name over 200 characters', `names=${'a'.repeat(201)}`],
    ['with an unknown entity type', 'names=nike.com&entityType=company'],
    ['with an unknown parameter', 'names=nike.com&limit=5'],
  ])('refuses a request %s: 400 error.validation', async (_, query) => {
    const response = await byName(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: API_ERROR_CODES.validation } });
  });

  it('needs an access token', async () => {
    expect((await byName('names=nike.com', null)).statusCode).toBe(401);
  });
});
