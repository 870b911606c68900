import {
  API_ERROR_CODES,
  type DistributionResponse,
  ENTITY_TYPES,
  type EntityType,
  type EstimatedExpenditureResponse,
  type Measures,
  SEARCH_DEFAULT_SIZE,
  SEARCH_PER_TYPE_LIMIT,
  type SearchResponse,
} from '@adlens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from '../testing/createTestServer.ts';
import { getDataset, reportViewToken } from '../testing/reportRequests.ts';

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

describe('GET /datasets/search', () => {
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

  it("gives each suggestion its figures for the filters, its report's, and names their basis", async () => {
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
    // Six types of up to 20 each, cut to the default size of 100, largest first.
    const merged = await found('q=a');
    expect(merged.elements).toHaveLength(SEARCH_DEFAULT_SIZE);
    for (const entityType of ENTITY_TYPES) {
      expect(merged.elements.filter((e) => e.entityType === entityType).length).toBeLessThanOrEqual(
        SEARCH_PER_TYPE_LIMIT,
      );
    }
    expect((await found('q=a&size=7')).elements).toHaveLength(7);
  });

  it('searches publishers, titled by name', async () => {
    const body = await found('entityType=publisher&q=youtube');
    expect(body.elements[0]).toMatchObject({ id: 1, entityType: 'publisher', title: 'YouTube' });
    expect(body.elements[0]!.icon).toMatch(/\/media\/favicons\/publishers\/1\.svg$/);
  });

  // A name many advertisers use comes with each one's.
  it('names each campaign of a shared name with its advertiser and flight', async () => {
    const [shared] = await server.db.query<{ name: string }>(
      'SELECT name FROM campaigns GROUP BY name HAVING count(*) > 1 ORDER BY count(*) DESC, name LIMIT 1',
    );
    const body = await found(`entityType=campaign&q=${encodeURIComponent(shared!.name)}&size=100`);
    // Seen as the top campaigns list sees it: its creatives' first and last day.
    const rows = await server.db.query<{ id: number; domain: string; first_seen: string; last_seen: string }>(
      `SELECT c.id, a.domain, to_char(min(cr.first_seen), 'YYYY-MM-DD') AS first_seen,
              to_char(max(cr.last_seen), 'YYYY-MM-DD') AS last_seen
       FROM campaigns c JOIN advertisers a ON a.id = c.advertiser_id
       JOIN creatives cr ON cr.advertiser_id = c.advertiser_id AND cr.campaign_id = c.id
       WHERE c.id = ANY($1::bigint[]) GROUP BY c.id, a.domain`,
      [body.elements.map((element) => element.id)],
    );
    expect(body.elements.length).toBeGreaterThan(1);
    for (const element of body.elements) {
      const row = rows.find((candidate) => candidate.id === element.id)!;
      expect(element.campaign).toEqual({ advertiser: row.domain, firstSeen: row.first_seen, lastSeen: row.last_seen });
    }
  });

  /** A name of each type, as its table holds it, with the field it is titled by (core ENTITY_TYPE_INFO). */
  const NAMES: Record<EntityType, string> = {
    advertiser: 'SELECT id, name, domain AS title FROM advertisers',
    publisher: 'SELECT id, name, name AS title FROM publishers',
    campaign: 'SELECT id, name, name AS title FROM campaigns',
    keyword: 'SELECT id, name, name AS title FROM keywords',
    category: 'SELECT id, name, name AS title FROM categories',
    brand: 'SELECT id, name, domain AS title FROM brands',
  };

  /**
   * The `offset`-th largest entity of a type (keywords and categories, which have no size column, by
   * id): searched by its whole name it is among the first offset + 1, even where names repeat.
   */
  async function entityOf(entityType: EntityType, offset = 0) {
    const sized = entityType !== 'keyword' && entityType !== 'category';
    const [row] = await server.db.query<{ id: number; name: string; title: string }>(
      `${NAMES[entityType]} t WHERE length(t.name) >= 6
       AND t.id NOT IN (SELECT entity_id FROM skiplists WHERE entity_type = '${entityType}')
       ORDER BY ${sized ? 't.total_impressions DESC, ' : ''}t.id LIMIT 1 OFFSET ${offset}`,
    );
    return row!;
  }

  // datasets/search takes any entity type.
  it.each(ENTITY_TYPES)('finds a %s by part of its name, titled as its report is', async (entityType) => {
    const entity = await entityOf(entityType);
    const partial = entity.name.slice(1, 5);
    const body = await found(`entityType=${entityType}&q=${encodeURIComponent(partial)}&size=100`);
    expect(body.elements.every((element) => element.entityType === entityType)).toBe(true);
    expect(body.count.total).toBeGreaterThanOrEqual(1);
    const exact = await found(`entityType=${entityType}&q=${encodeURIComponent(entity.name)}`);
    expect(exact.elements.find((element) => element.id === entity.id)).toMatchObject({
      entityType,
      title: entity.title,
      impressionsCount: expect.any(Number),
    });
    expect(body.elements.map((element) => element.impressionsCount!)).toEqual(
      body.elements.map((element) => element.impressionsCount!).sort((a, b) => b - a),
    );
  });

  it('lists every type in an untyped search, largest first', async () => {
    const types = new Set<EntityType>();
    for (const entityType of ENTITY_TYPES) {
      const { name } = await entityOf(entityType);
      const body = await found(`q=${encodeURIComponent(name)}`);
      expect(body.elements.some((element) => element.entityType === entityType && element.title !== '')).toBe(true);
      for (const element of body.elements) types.add(element.entityType);
    }
    expect([...types].sort()).toEqual([...ENTITY_TYPES].sort());
  });

  it.each(ENTITY_TYPES)(
    "gives a %s suggestion its report's figures for the filters (figures that agree)",
    async (entityType) => {
      const filters = 'period=20250310-20250415&country=US&channel=ALL-ALL&currency=EUR';
      let withData = 0;
      for (const offset of [0, 1, 2]) {
        const entity = await entityOf(entityType, offset);
        const body = await found(`entityType=${entityType}&q=${encodeURIComponent(entity.name)}&${filters}`);
        const suggestion = body.elements.find((element) => element.id === entity.id);
        const viewToken = await reportViewToken(server, token, entityType, [entity.id]);
        const response = await getDataset(
          server,
          token,
          `channel-share?${entityType}=${entity.id}&${filters}`,
          viewToken,
        );
        expect(response.statusCode, response.body).toBe(200);
        const report: Measures = response.json<DistributionResponse<string>>().total;
        expect(suggestion?.figures, `${entityType} ${entity.id}`).toEqual({
          impressions: report.impressions,
          expenses: report.expenses,
        });
        const header =
          entityType === 'brand'
            ? (await getDataset(server, token, `brand-header?brand=${entity.id}&${filters}`)).json<{
                brand: Measures;
              }>().brand
            : entityType === 'campaign'
              ? (await getDataset(server, token, `campaign-header?campaign=${entity.id}&${filters}`, viewToken)).json<{
                  campaign: Measures;
                }>().campaign
              : report;
        expect(suggestion?.figures).toEqual({ impressions: header.impressions, expenses: header.expenses });
        if (report.impressions > 0) withData += 1;
      }
      expect(withData, 'some of them have figures in the period').toBeGreaterThan(0);
    },
  );

  /** The titles an untyped search lists of one type, in order. */
  async function titlesOf(q: string, entityType: EntityType): Promise<string[]> {
    const body = await found(`q=${encodeURIComponent(q)}`);
    return body.elements.filter((element) => element.entityType === entityType).map((element) => element.title);
  }

  // Names as people type them (searchTerm.ts), matched by pg_trgm.
  it.each([
    ['Nike Inc', 'advertiser', 'nike.com'],
    ['www.nike.com', 'advertiser', 'nike.com'],
    ['https://www.nike.com/us/', 'advertiser', 'nike.com'],
    ['coca cola', 'advertiser', 'coca-cola.com'],
    ['Coca-Cola Co.', 'advertiser', 'coca-cola.com'],
    ['sportswear', 'category', 'Sportswear'],
  ] as const)('finds %j: the %s %s first of its type', async (q, entityType, title) => {
    expect((await titlesOf(q, entityType))[0]).toBe(title);
  });

  it.each([
    ['sportwear', 'category', 'Sportswear'],
    ['addidas', 'advertiser', 'adidas.com'],
    ['coca colla', 'advertiser', 'coca-cola.com'],
    ['cocacola', 'advertiser', 'coca-cola.com'],
    ['amazom.com', 'advertiser', 'amazon.com'],
  ] as const)('forgives the typo %j: the %s %s is found', async (q, entityType, title) => {
    expect(await titlesOf(q, entityType)).toContain(title);
  });

  // A slip of two keys: "nkie" shares no trigram of "nike" but "  n"; "adidsa" is closer, by trigrams,
  // to kids.adidas.com than to adidas.com. Swapped back, each is found as typed would be.
  it.each([
    ['nkie', 'advertiser', 'nike.com'],
    ['adidsa', 'advertiser', 'adidas.com'],
    ['amzaon', 'advertiser', 'amazon.com'],
    ['addidas', 'advertiser', 'adidas.com'],
  ] as const)('forgives the swapped letters of %j: the %s %s first of its type', async (q, entityType, title) => {
    expect((await titlesOf(q, entityType))[0]).toBe(title);
  });

  it('lists names found with two letters swapped back after names found as typed, largest first', async () => {
    // Both Adidas brands are found swapped back, the larger first, as typed correctly.
    const swapped = await found('entityType=brand&q=adidsa&size=100');
    const typed = await found('entityType=brand&q=adidas&size=100');
    expect(swapped.elements.map((element) => element.title)).toEqual(typed.elements.map((element) => element.title));
    expect(swapped.elements.map((element) => element.title)).toEqual(['adidas.com', 'kids.adidas.com']);
    // 'nike' as typed is no slip of 'inke' inside 'LinkedIn': a swap is looked for at a word's start.
    expect((await found('q=nike')).elements.map((element) => element.title)).not.toContain('LinkedIn');
  });

  it('counts every match of each type, not only those listed', async () => {
    const body = await found('q=a&size=100');
    const byType = body.count.byType!;
    expect(Object.keys(byType).sort()).toEqual([...ENTITY_TYPES].sort());
    expect(body.count.total).toBe(Object.values(byType).reduce((sum, n) => sum + n, 0));
    // Far more campaigns hold an 'a' than the 20 listed.
    expect(byType.campaign).toBeGreaterThan(SEARCH_PER_TYPE_LIMIT);
    expect(body.elements.filter((element) => element.entityType === 'campaign')).toHaveLength(SEARCH_PER_TYPE_LIMIT);
    const [campaigns] = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM campaigns WHERE name ILIKE '%a%' AND id NOT IN (SELECT entity_id FROM skiplists WHERE entity_type = 'campaign')",
    );
    expect(byType.campaign).toBe(campaigns!.n);
    // One type searched: its count alone.
    const advertisers = await found('entityType=advertiser&q=a&size=3');
    expect(advertisers.elements).toHaveLength(3);
    expect(advertisers.count).toEqual({ total: byType.advertiser, byType: { advertiser: byType.advertiser } });
    expect(await found('q=zq')).toMatchObject({ count: { total: 0, byType: {} } });
  });

  it("names each publisher's kind, and each campaign's advertiser, in untyped results too", async () => {
    const [channel] = await server.db.query<{ id: number; name: string }>(
      "SELECT id, name FROM publishers WHERE kind = 'YOUTUBE_CHANNEL' ORDER BY total_impressions DESC LIMIT 1",
    );
    const body = await found(`q=${encodeURIComponent(channel!.name)}`);
    expect(
      body.elements.find((element) => element.entityType === 'publisher' && element.id === channel!.id),
    ).toMatchObject({
      title: channel!.name,
      publisherKind: 'YOUTUBE_CHANNEL',
    });
    const [shared] = await server.db.query<{ name: string }>(
      'SELECT name FROM campaigns GROUP BY name HAVING count(DISTINCT advertiser_id) > 2 ORDER BY count(*) DESC, name LIMIT 1',
    );
    const campaigns = (await found(`q=${encodeURIComponent(shared!.name)}`)).elements.filter(
      (element) => element.entityType === 'campaign',
    );
    expect(campaigns.length).toBeGreaterThan(2);
    expect(campaigns.every((element) => element.campaign?.advertiser)).toBe(true);
    expect(new Set(campaigns.map((element) => element.campaign!.advertiser)).size).toBeGreaterThan(1);
  });

  it('lists names found as typed before names only close to it, however large', async () => {
    // 'sportwear' is close to 'Sportswear'; keywords holding 'sportwear' as typed would come first.
    const body = await found('q=sportwear');
    const exact = body.elements.map((element) => /sportwear/i.test(element.title));
    expect(exact).toEqual([...exact].sort((a, b) => Number(b) - Number(a)));
    expect(body.elements.some((element) => element.title === 'Sportswear')).toBe(true);
  });

  it('finds a short name only as typed: two letters are no typo of anything', async () => {
    const body = await found('q=zq');
    expect(body.elements).toEqual([]);
  });

  it.each(ENTITY_TYPES)(
    'gives each of 20 %s suggestions, read in one scan, its own report figures',
    async (entityType) => {
      const filters = 'period=LAST_3_MONTHS&country=US&channel=ALL-ALL';
      const body = await found(`q=a&entityType=${entityType}&${filters}`);
      expect(body.elements).toHaveLength(SEARCH_PER_TYPE_LIMIT);
      let withData = 0;
      // The first, a middle and the last of the 20 that share the type's scan.
      for (const element of [0, 9, 19].map((index) => body.elements[index]!)) {
        const viewToken = await reportViewToken(server, token, entityType, [element.id]);
        const response = await getDataset(
          server,
          token,
          `channel-share?${entityType}=${element.id}&${filters}`,
          viewToken,
        );
        const report = response.json<DistributionResponse<string>>().total;
        expect(element.figures, `${entityType} ${element.id}`).toEqual({
          impressions: report.impressions,
          expenses: report.expenses,
        });
        if (report.impressions > 0) withData += 1;
      }
      expect(withData, 'some of them have figures in the period').toBeGreaterThan(0);
    },
  );

  it("gives a master brand and its sub-brands, found together, each its own report's figures", async () => {
    // A master brand includes its sub-brands' campaigns: read in one
    // scan, each campaign still counts for the sub-brand and for its master.
    const filters = 'period=LAST_12_MONTHS&channel=ALL-ALL';
    const body = await found(`q=nike&entityType=brand&${filters}`);
    const nike = body.elements.filter((element) => element.title.endsWith('nike.com'));
    expect(nike.length, 'the Nike master brand and its sub-brands').toBeGreaterThan(1);
    for (const brand of nike) {
      const header = (await getDataset(server, token, `brand-header?brand=${brand.id}&${filters}`)).json<{
        brand: Measures;
      }>().brand;
      expect(brand.figures, `brand ${brand.id} ${brand.title}`).toEqual({
        impressions: header.impressions,
        expenses: header.expenses,
      });
    }
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
    ['an unknown entity type', 'q=a&entityType=creative', 'entityType'],
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
