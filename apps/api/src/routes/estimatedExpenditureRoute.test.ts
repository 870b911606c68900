import {
  API_ERROR_CODES,
  type DateRange,
  type EntityExpenditure,
  type EstimatedExpenditureResponse,
  previousRange,
} from '@adlens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from '../testing/createTestServer.ts';

const URL = '/api/v1/datasets/estimated-expenditure';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createTestServer();
  token = await server.accessToken();
});
afterAll(() => server?.close());

function request(query: string) {
  return server.app.inject({ method: 'GET', url: `${URL}?${query}`, headers: { authorization: `Bearer ${token}` } });
}

async function figures(query: string): Promise<EstimatedExpenditureResponse> {
  const response = await request(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<EstimatedExpenditureResponse>();
}

interface Filter {
  channel?: string;
  device?: string;
  country?: string;
}

/** An independent oracle: the raw daily facts summed straight (what the rollups must reproduce). */
async function fromFacts(advertiserId: number, range: DateRange, filter: Filter = {}) {
  const [row] = await server.db.query<{ impressions: number; expenses: number }>(
    `SELECT coalesce(sum(impressions), 0)::float8 AS impressions, coalesce(sum(expenses), 0)::float8 AS expenses
     FROM ad_daily_facts
     WHERE advertiser_id = $1 AND day BETWEEN $2::date AND $3::date
       AND ($4::text IS NULL OR channel = $4) AND ($5::text IS NULL OR device = $5) AND ($6::text IS NULL OR country = $6)`,
    [advertiserId, range.start, range.end, filter.channel ?? null, filter.device ?? null, filter.country ?? null],
  );
  return row!;
}

function expectConsistent(element: EntityExpenditure) {
  const channelSpend = element.byChannel.reduce((sum, row) => sum + row.expenses, 0);
  expect(channelSpend).toBeCloseTo(element.expenses, 2);
  expect(element.byChannel.reduce((sum, row) => sum + row.impressions, 0)).toBe(element.impressions);
  const spends = element.byChannel.map((row) => row.expenses);
  expect(spends).toEqual([...spends].sort((a, b) => b - a));
  if (element.impressions > 0) expect(element.cpm).toBeCloseTo((element.expenses / element.impressions) * 1000, 2);
  if (element.previous.expenses > 0) {
    const expected = ((element.expenses - element.previous.expenses) / element.previous.expenses) * 100;
    expect(element.change.expenses).toBeCloseTo(expected, 2);
  } else expect(element.change.expenses).toBeNull();
}

type Figures = { impressions: number; expenses: number };

/** The element's figures are the oracle's, now and before, and add up. */
function expectFacts(element: EntityExpenditure, current: Figures, previous: Figures) {
  expect(element.impressions).toBe(current.impressions);
  expect(element.expenses).toBeCloseTo(current.expenses, 2);
  expect(element.previous.impressions).toBe(previous.impressions);
  expect(element.previous.expenses).toBeCloseTo(previous.expenses, 2);
  expectConsistent(element);
}

describe('GET /datasets/estimated-expenditure', () => {
  it('defaults to LAST_3_MONTHS ending on the last day of data, in USD, with the entity summary', async () => {
    const body = await figures('advertiser=5');
    expect(body.currency).toBe('USD');
    expect(body.period).toEqual({ id: 'LAST_3_MONTHS', start: '2025-04-01', end: '2025-06-30' });
    const [element] = body.elements;
    expect(element!.entity).toMatchObject({ id: 5, entityType: 'advertiser', title: 'nike.com' });
    expect(element!.entity.icon).toMatch(/\/api\/v1\/media\/favicons\/5\.svg$/);
    expect(element!.expenses).toBeGreaterThan(0);
    expectConsistent(element!);
  });

  it.each([
    ['LAST_3_MONTHS, everything', 1, 'period=LAST_3_MONTHS&channel=ALL-ALL', {}],
    [
      'LAST_30_DAYS, display in the US',
      5,
      'period=LAST_30_DAYS&channel=DISPLAY-ALL&country=US',
      { channel: 'DISPLAY', country: 'US' },
    ],
    [
      'a custom range across months, mobile only',
      2,
      'period=20250215-20250410&channel=ALL-MOBILE',
      { device: 'MOBILE' },
    ],
    [
      'LAST_7_DAYS, video on desktop',
      1,
      'period=LAST_7_DAYS&channel=VIDEO-DESKTOP',
      { channel: 'VIDEO', device: 'DESKTOP' },
    ],
    ['YEAR_TO_DATE', 3, 'period=YEAR_TO_DATE', {}],
    ['LAST_12_MONTHS, reaching before the data', 4, 'period=LAST_12_MONTHS&country=KR', { country: 'KR' }],
    ['a custom range inside one month', 1, 'period=20250303-20250317', {}],
    // No whole month: LAST_30_DAYS when the data ends mid-month.
    ['two partial months, mobile only', 2, 'period=20250520-20250610&channel=ALL-MOBILE', { device: 'MOBILE' }],
  ])('%s: current and previous period equal the raw facts', async (_, id, query, filter: Filter) => {
    const body = await figures(`advertiser=${id}&${query}`);
    const [element] = body.elements;
    const current = await fromFacts(id, body.period, filter);
    const previous = await fromFacts(id, previousRange(body.period), filter);
    expectFacts(element!, current, previous);
  });

  it('a channel filter keeps only that channel', async () => {
    const all = (await figures('advertiser=1')).elements[0]!;
    const display = (await figures('advertiser=1&channel=DISPLAY-ALL')).elements[0]!;
    expect(display.byChannel.map((row) => row.channel)).toEqual(['DISPLAY']);
    expect(display.expenses).toBeCloseTo(all.byChannel.find((row) => row.channel === 'DISPLAY')!.expenses, 2);
  });

  it('country figures add up to the all-countries figure', async () => {
    const all = (await figures('advertiser=1&period=LAST_30_DAYS')).elements[0]!;
    const countries = await server.db.query<{ code: string }>('SELECT code FROM countries');
    let impressions = 0;
    for (const { code } of countries) {
      const element = (await figures(`advertiser=1&period=LAST_30_DAYS&country=${code}`)).elements[0]!;
      expect(element.impressions).toBeLessThanOrEqual(all.impressions);
      impressions += element.impressions;
    }
    expect(impressions).toBe(all.impressions);
  });

  it('compares up to 10 advertisers, in the order asked, each as if asked alone', async () => {
    const body = await figures('advertiser=(5,1,12)&period=LAST_30_DAYS');
    expect(body.elements.map((element) => element.entity.id)).toEqual([5, 1, 12]);
    const alone = (await figures('advertiser=12&period=LAST_30_DAYS')).elements[0];
    expect(body.elements[2]).toEqual(alone);
    expect((await request(`advertiser=(${Array.from({ length: 10 }, (_, i) => i + 1).join(',')})`)).statusCode).toBe(
      200,
    );
  });

  it('converts every amount to the asked currency at its rate; impressions stay', async () => {
    const usd = (await figures('advertiser=5&period=LAST_30_DAYS')).elements[0]!;
    const body = await figures('advertiser=5&period=LAST_30_DAYS&currency=JPY');
    expect(body.currency).toBe('JPY');
    const jpy = body.elements[0]!;
    expect(jpy.impressions).toBe(usd.impressions);
    expect(jpy.expenses).toBeCloseTo(usd.expenses * 150, -1);
    expect(jpy.previous.expenses).toBeCloseTo(usd.previous.expenses * 150, -1);
    expect(jpy.change.expenses).toBeCloseTo(usd.change.expenses!, 1);
    expectConsistent(jpy);
  });

  it('is deterministic', async () => {
    expect(await figures('advertiser=(1,2)&period=LAST_12_MONTHS')).toEqual(
      await figures('advertiser=(1,2)&period=LAST_12_MONTHS'),
    );
  });

  it('answers zeros, no CPM and no change for a period without data', async () => {
    const [element] = (await figures('advertiser=1&period=20200101-20200131')).elements;
    expect(element).toMatchObject({
      expenses: 0,
      impressions: 0,
      cpm: null,
      previous: { expenses: 0, impressions: 0 },
      change: { expenses: null, impressions: null },
      byChannel: [],
    });
  });

  it('ignores what does not apply: paging, sort, search and the client’s custom placeholder', async () => {
    const plain = await figures('advertiser=5');
    expect(await figures('advertiser=5&page=0&size=10&sort=expenses-desc&q=x&placeholder=1&currency=USD')).toEqual(
      plain,
    );
  });

  it('404s an unknown advertiser in the error shape', async () => {
    const response = await request('advertiser=(1,999999)');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({
      code: API_ERROR_CODES.notFound,
      message: 'Advertiser 999999 was not found',
    });
  });

  it.each([
    ['a bad channel', 'advertiser=1&channel=FOO', 'channel'],
    ['a channel on a device it does not run on', 'advertiser=1&channel=CONNECTED_TV-MOBILE', 'channel'],
    ['a bad period', 'advertiser=1&period=LAST_2_DAYS', 'period'],
    ['an impossible date', 'advertiser=1&period=20250231-20250301', 'period'],
    ['a reversed range', 'advertiser=1&period=20250301-20250201', 'period'],
    ['a non-numeric id', 'advertiser=abc', 'advertiser'],
    ['id 0', 'advertiser=0', 'advertiser'],
    ['an empty id list entry', 'advertiser=(1,,2)', 'advertiser'],
    ['two entity types', 'advertiser=1&publisher=2', 'advertiser'],
    ['a publisher instead', 'publisher=2', 'advertiser'],
    ['no entity', 'channel=ALL-ALL', 'advertiser'],
    ['11 advertisers', `advertiser=(${Array.from({ length: 11 }, (_, i) => i + 1).join(',')})`, 'advertiser'],
    ['a repeated id', 'advertiser=(1,1)', 'advertiser'],
    ['a repeated key', 'advertiser=1&advertiser=2', 'advertiser'],
    ['size=0', 'advertiser=1&size=0', 'size'],
    ['an unknown currency', 'advertiser=1&currency=ZZZ', 'currency'],
    ['a lower-case currency', 'advertiser=1&currency=eur', 'currency'],
    ['a lower-case country', 'advertiser=1&country=us', 'country'],
    ['an unknown country', 'advertiser=1&country=ZZ', 'country'],
    ['a field condition', 'advertiser=1&f.type=in(BANNER)', 'f.type'],
    ['a bracketed key', 'advertiser=1&foo[bar]=1', 'foo[bar]'],
    ['a prototype key', 'advertiser=1&__proto__=1', '__proto__'],
    ['a repeated Object.prototype name', 'advertiser=1&constructor=1&constructor=2', 'constructor'],
    ['an overlong value', `advertiser=1&note=${'x'.repeat(600)}`, 'note'],
  ])('answers %s with 400 error.validation naming the field', async (_, query, field) => {
    const response = await request(query);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe(API_ERROR_CODES.validation);
    expect(Object.keys(error.fieldErrors)).toContain(field);
  });

  it('requires an access token', async () => {
    const response = await server.app.inject({ method: 'GET', url: `${URL}?advertiser=1` });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /datasets/estimated-expenditure of brands (the sales tool’s brand preview)', () => {
  /** The largest master brand with sub-brands, and its largest sub-brand. */
  let master: number;
  let sub: number;
  beforeAll(async () => {
    const [row] = await server.db.query<{ master: number; sub: number }>(
      `SELECT s.parent_id AS master, s.id AS sub FROM brands s JOIN brands m ON m.advertiser_id = s.advertiser_id AND m.id = s.parent_id
       ORDER BY m.total_impressions DESC, s.total_impressions DESC LIMIT 1`,
    );
    master = Number(row!.master);
    sub = Number(row!.sub);
  });

  /** The oracle: raw daily facts of the brand's campaigns (a master's include its sub-brands'). */
  async function brandFacts(brand: number, range: DateRange, except: number[] = []) {
    const [row] = await server.db.query<{ impressions: number; expenses: number }>(
      `SELECT coalesce(sum(f.impressions), 0)::float8 AS impressions, coalesce(sum(f.expenses), 0)::float8 AS expenses
       FROM ad_daily_facts f
       JOIN campaigns c ON c.advertiser_id = f.advertiser_id AND c.id = f.campaign_id
       JOIN brands b ON b.advertiser_id = c.advertiser_id AND b.id = c.brand_id
       WHERE (b.id = $1 OR b.parent_id = $1) AND NOT b.id = ANY($4::bigint[]) AND f.day BETWEEN $2::date AND $3::date`,
      [brand, range.start, range.end, except],
    );
    return row!;
  }

  it('over whole months equals the raw facts of its campaigns and its sub-brands’, now and before', async () => {
    const body = await figures(`brand=${master}&period=LAST_3_MONTHS`);
    const [element] = body.elements;
    expect(element!.entity).toMatchObject({ id: master, entityType: 'brand' });
    expect(element!.entity.icon).toMatch(new RegExp(`/api/v1/media/favicons/brands/${master}\\.svg$`));
    const current = await brandFacts(master, body.period);
    const previous = await brandFacts(master, previousRange(body.period));
    expectFacts(element!, current, previous);
  });

  it('counts a campaign once: a master asked with its sub-brand leaves the sub-brand’s out, so they add up', async () => {
    const period = 'period=LAST_30_DAYS';
    const alone = (await figures(`brand=${master}&${period}`)).elements[0]!;
    const subAlone = (await figures(`brand=${sub}&${period}`)).elements[0]!;
    const [masterPart, subPart] = (await figures(`brand=(${master},${sub})&${period}`)).elements;
    expect(subPart).toEqual(subAlone);
    expect(masterPart!.impressions + subPart!.impressions).toBe(alone.impressions);
    expect(masterPart!.expenses + subPart!.expenses).toBeCloseTo(alone.expenses, 1);
    expectConsistent(masterPart!);
    const body = await figures(`brand=(${master},${sub})&period=LAST_3_MONTHS`);
    expect(body.elements[0]!.impressions).toBe((await brandFacts(master, body.period, [sub])).impressions);
  });

  it.each([
    ['an advertiser and a brand', 'advertiser=1&brand=2', 'advertiser'],
    ['11 brands', `brand=(${Array.from({ length: 11 }, (_, i) => i + 1).join(',')})`, 'brand'],
    ['a repeated brand', 'brand=(1,1)', 'brand'],
  ])('answers %s with 400 naming the field', async (_, query, field) => {
    const response = await request(query);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fieldErrors)).toContain(field);
  });

  it('404s an unknown brand', async () => {
    const response = await request('brand=999999');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Brand 999999 was not found');
  });
});
