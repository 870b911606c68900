import {
  API_ERROR_CODES,
  type EstimatedExpenditureResponse,
  SEARCH_PER_TYPE_LIMIT,
  type SearchResponse,
} from '@adlens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from '../testing/createTestServer.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createTestServer();
  token = await server.accessToken();
});
afterAll(() => server?.close());

function search(query: string, authorization: string | null = `Bearer ${token}`) {
  return server.app.inject({
    method: 'GET',
    url: `/api/v1/datasets/search?${query}`,
    headers: authorization ? { authorization } : {},
  });
}

async function found(query: string): Promise<SearchResponse> {
  const response = await search(query);
  expect(response.statusCode).toBe(200);
  return response.json<SearchResponse>();
}

describe('GET /datasets/search (spec reports-data §7)', () => {
  it('finds an advertiser by domain prefix with its favicon URL and size', async () => {
    const body = await found('entityType=advertiser&q=nik');
    expect(body.elements[0]).toEqual({
      id: 5,
      entityType: 'advertiser',
      title: 'nike.com',
      icon: 'http://localhost:80/api/v1/media/favicons/5.svg',
      impressionsCount: expect.any(Number),
      figures: { impressions: expect.any(Number), expenses: expect.any(Number) },
    });
  });

  it("gives each suggestion its figures for the filters, its report's, and names their basis (issue 20)", async () => {
    const filters = 'period=20250310-20250415&country=US&channel=ALL-MOBILE&currency=EUR';
    const body = await found(`entityType=advertiser&q=nike.com&${filters}`);
    expect(body).toMatchObject({
      basis: { figures: 'PERIOD', impressionsCount: 'LIFETIME' },
      currency: 'EUR',
      period: { id: '20250310-20250415', start: '2025-03-10', end: '2025-04-15' },
    });
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/v1/datasets/estimated-expenditure?advertiser=5&${filters}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const report = response.json<EstimatedExpenditureResponse>().elements[0]!;
    expect(body.elements[0]!.figures).toEqual({ impressions: report.impressions, expenses: report.expenses });
    expect(report.impressions).toBeGreaterThan(0);
    // The lifetime total the list is ordered by is larger than any period's.
    expect(body.elements[0]!.impressionsCount).toBeGreaterThan(report.impressions);
  });

  it('matches names and domains case-insensitively, inside words too', async () => {
    const lower = await found('q=amazon');
    const upper = await found('q=AMAZON');
    expect(upper).toEqual(lower);
    expect((await found('q=mazo')).elements.map((e) => e.title)).toContain('amazon.com');
    // 'The Home Depot' is found by its name, not only by its domain.
    expect((await found('q=home%20depot')).elements.map((e) => e.title)).toContain('homedepot.com');
  });

  it('orders by total impressions, largest first', async () => {
    const body = await found('entityType=advertiser&q=e');
    const sizes = body.elements.map((element) => element.impressionsCount!);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });

  it('cuts each type to 20 and the merged list to size; total counts every match', async () => {
    const advertisers = await found('entityType=advertiser&q=a');
    expect(advertisers.elements).toHaveLength(SEARCH_PER_TYPE_LIMIT);
    expect(advertisers.count.total).toBeGreaterThan(SEARCH_PER_TYPE_LIMIT);
    const merged = await found('q=a');
    expect(merged.elements.filter((e) => e.entityType === 'advertiser')).toHaveLength(SEARCH_PER_TYPE_LIMIT);
    expect(merged.elements.filter((e) => e.entityType === 'publisher')).toHaveLength(SEARCH_PER_TYPE_LIMIT);
    expect((await found('q=a&size=7')).elements).toHaveLength(7);
  });

  it('searches publishers, titled by name', async () => {
    const body = await found('entityType=publisher&q=youtube');
    expect(body.elements[0]).toMatchObject({ id: 1, entityType: 'publisher', title: 'YouTube' });
    expect(body.elements[0]!.icon).toMatch(/\/media\/favicons\/publishers\/1\.svg$/);
  });

  it('treats LIKE wildcards literally and trims q', async () => {
    expect((await found('q=%25')).elements).toEqual([]);
    expect((await found('q=_')).elements).toEqual([]);
    expect((await found('q=%20%20nike.com%20')).elements[0]!.title).toBe('nike.com');
  });

  it('accepts the channel, country and period the client sends along', async () => {
    expect((await found('q=nike&channel=ALL-ALL&country=US&period=LAST_3_MONTHS')).elements).not.toHaveLength(0);
  });

  it.each([
    ['an empty q', 'q=', 'q'],
    ['a blank q', 'q=%20%20', 'q'],
    ['no q', 'entityType=advertiser', 'q'],
    ['size=0', 'q=a&size=0', 'size'],
    ['a size above 100', 'q=a&size=101', 'size'],
    ['a non-numeric size', 'q=a&size=ten', 'size'],
    ['an unsupported entity type', 'q=a&entityType=keyword', 'entityType'],
    ['a repeated q', 'q=a&q=b', 'q'],
    ['an unknown parameter', 'q=a&foo=1', 'foo'],
    ['a prototype key', 'q=a&__proto__=1', '__proto__'],
    ['a bad channel', 'q=a&channel=TV', 'channel'],
  ])('answers %s with 400 error.validation naming the field', async (_, query, field) => {
    const response = await search(query);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe(API_ERROR_CODES.validation);
    expect(Object.keys(error.fieldErrors)).toContain(field);
  });

  it('requires an access token', async () => {
    const response = await search('q=nike', null);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe(API_ERROR_CODES.invalidToken);
    expect((await search('q=nike', 'Bearer nope')).statusCode).toBe(401);
  });
});
