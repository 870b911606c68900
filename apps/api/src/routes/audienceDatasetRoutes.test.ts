import {
  AGE_GROUPS,
  API_ERROR_CODES,
  type ActivitySegmentsResponse,
  type AudienceGendersResponse,
  type CountryOption,
  type ElementsResponse,
  type EngagementResponse,
  type GenderAgeResponse,
  type ImpressionMapResponse,
  type KeywordVolumeResponse,
  type LanguagesResponse,
  type PeriodOption,
  type TopInterestsResponse,
  type VisitedWebsitesResponse,
} from '@adlens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from '../testing/createTestServer.ts';
import { getDataset } from '../testing/reportRequests.ts';

/**
 * The audience datasets (docs/decisions/data-generation.md#audience-data; core audienceDatasets.ts) on the
 * `small` seed, data to 2025-06-30.
 */
let server: TestServer;
let token: string;
let nike: number;
let silent: number;
const EMPTY = 'period=20200101-20200131';
beforeAll(async () => {
  server = await createTestServer();
  token = await server.accessToken();
  const [row] = await server.db.query<{ id: number }>("SELECT id FROM advertisers WHERE domain = 'nike.com'");
  nike = Number(row!.id);
  // An advertiser without a single impression in the data: no audience at all.
  const [quiet] = await server.db.query<{ id: number }>(
    `SELECT id FROM advertisers a WHERE NOT EXISTS (SELECT 1 FROM advertiser_monthly_channel m WHERE m.advertiser_id = a.id)
     ORDER BY id LIMIT 1`,
  );
  silent = Number(quiet?.id ?? 0);
});
afterAll(() => server?.close());

async function ok<T>(path: string, as = token): Promise<T> {
  const response = await getDataset(server, as, `audience/${path}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('audience widgets answer for an advertiser', () => {
  it('gender-age: the pyramid, every age × gender, shares adding up to 100', async () => {
    const body = await ok<GenderAgeResponse>(`gender-age?advertiser=${nike}&period=LAST_3_MONTHS`);
    expect(body.period.id).toBe('LAST_3_MONTHS');
    expect(body.panelists).toBeGreaterThan(0);
    expect(body.elements.map((e) => e.age)).toEqual([...AGE_GROUPS]);
    const shares = body.elements.flatMap((e) => [e.genders.MALE.share, e.genders.FEMALE.share]);
    expect(sum(shares)).toBeCloseTo(100, 0);
  });

  it('a gender selection changes the pyramid, languages and interests', async () => {
    const all = `advertiser=${nike}&period=LAST_3_MONTHS`;
    const female = `${all}&gender=FEMALE`;
    const pyramid = await ok<GenderAgeResponse>(`gender-age?${female}`);
    expect(pyramid.elements.every((e) => e.genders.MALE.share === 0 && e.genders.MALE.panelists === 0)).toBe(true);
    expect(sum(pyramid.elements.map((e) => e.genders.FEMALE.share))).toBeCloseTo(100, 0);
    const everybody = await ok<GenderAgeResponse>(`gender-age?${all}`);
    expect(pyramid.panelists).toBeLessThan(everybody.panelists);
    for (const dataset of ['languages', 'top-interests']) {
      const [a, b] = await Promise.all([ok<LanguagesResponse>(`${dataset}?${all}`), ok(`${dataset}?${female}`)]);
      expect(b, dataset).not.toEqual(a);
    }
  });

  it('an age selection moves the languages towards second languages for the young', async () => {
    // A market of nike.com's whose main language is not English.
    const [market] = await server.db.query<{ country: string; language: string }>(
      `SELECT l.country, l.language FROM audience_panel_languages l
       WHERE l.language <> 'en' AND l.share = (SELECT max(share) FROM audience_panel_languages m WHERE m.country = l.country)
         AND l.country IN (SELECT country FROM advertiser_monthly_channel WHERE advertiser_id = $1 AND month >= '2025-04-01')
       ORDER BY l.country LIMIT 1`,
      [nike],
    );
    const query = `advertiser=${nike}&period=LAST_3_MONTHS&country=${market!.country}`;
    const young = await ok<LanguagesResponse>(`languages?${query}&age=AGE_18_24`);
    const old = await ok<LanguagesResponse>(`languages?${query}&age=AGE_65_PLUS`);
    const main = (body: LanguagesResponse) => body.elements.find((e) => e.code === market!.language)!.share;
    expect(main(young)).toBeLessThan(main(old));
    expect(young.elements[0]!.code).toBe(market!.language);
  });

  it('a country narrows every figure to its market', async () => {
    const all = await ok<ActivitySegmentsResponse>(`activity-segments?advertiser=${nike}&period=LAST_3_MONTHS`);
    const us = await ok<ActivitySegmentsResponse>(
      `activity-segments?advertiser=${nike}&period=LAST_3_MONTHS&country=US`,
    );
    expect(us.panelists).toBeGreaterThan(0);
    expect(us.panelists).toBeLessThan(all.panelists);
    expect(us.elements.map((e) => e.share)).not.toEqual(all.elements.map((e) => e.share));
    expect(sum(us.elements.map((e) => e.share))).toBeCloseTo(100, 0);
    expect(us.elements.map((e) => e.code)).toEqual(['NEW', 'OCCASIONAL', 'MODERATE', 'FREQUENT', 'RETURNING', 'HEAVY']);
  });

  it('engagement: 168 cells, the busiest at 100', async () => {
    const body = await ok<EngagementResponse>(`engagement?advertiser=${nike}&period=LAST_3_MONTHS`);
    expect(body.elements).toHaveLength(168);
    expect(Math.max(...body.elements.map((e) => e.value))).toBe(100);
    expect(body.elements.every((e) => e.value >= 0 && e.value <= 100)).toBe(true);
    expect(body.elements[0]).toMatchObject({ weekday: 1, hour: 0 });
  });

  it("impression map: the package's markets with ISO numeric ids, adding up to the advertiser's impressions", async () => {
    const body = await ok<ImpressionMapResponse>(`impression-map?advertiser=${nike}&period=LAST_3_MONTHS`);
    expect(body.elements.length).toBeGreaterThan(0);
    const us = body.elements.find((e) => e.country.code === 'US');
    expect(us?.country).toEqual({ id: 840, code: 'US', title: 'United States' });
    expect(sum(body.elements.map((e) => e.share))).toBeCloseTo(100, 0);
    const impressions = body.elements.map((e) => e.impressions);
    expect(impressions).toEqual([...impressions].sort((a, b) => b - a));
    // The map shows every market whatever the country filter.
    const withCountry = await ok<ImpressionMapResponse>(
      `impression-map?advertiser=${nike}&period=LAST_3_MONTHS&country=US`,
    );
    expect(withCountry.elements).toEqual(body.elements);
  });

  it('visited websites: publishers the ads ran on, at most 15, with share and affinity', async () => {
    const body = await ok<VisitedWebsitesResponse>(`visited-websites?advertiser=${nike}&period=LAST_3_MONTHS`);
    expect(body.elements.length).toBeGreaterThan(0);
    expect(body.elements.length).toBeLessThanOrEqual(15);
    for (const element of body.elements) {
      expect(element.entity.entityType).toBe('publisher');
      expect(element.share).toBeGreaterThan(0);
      expect(element.share).toBeLessThanOrEqual(100);
      expect(element.affinity).toBeGreaterThan(0);
    }
  });

  it('top interests: highest affinity first, the advertiser’s own subcategory among them', async () => {
    const body = await ok<TopInterestsResponse>(`top-interests?advertiser=${nike}&period=LAST_3_MONTHS`);
    const [own] = await server.db.query<{ id: number }>('SELECT category_id AS id FROM advertisers WHERE id = $1', [
      nike,
    ]);
    expect(body.elements.map((e) => e.id)).toContain(Number(own!.id));
    const affinities = body.elements.map((e) => e.affinity);
    expect(affinities).toEqual([...affinities].sort((a, b) => b - a));
    expect(body.elements.length).toBeLessThanOrEqual(15);
  });

  it("keyword volume: its campaigns' keywords by monthly searches", async () => {
    const body = await ok<KeywordVolumeResponse>(`keyword-volume?advertiser=${nike}&period=LAST_3_MONTHS`);
    const keywords = await server.db.query<{ name: string }>(
      `SELECT DISTINCT k.name FROM campaign_keywords ck JOIN keywords k ON k.id = ck.keyword_id WHERE ck.advertiser_id = $1`,
      [nike],
    );
    expect(body.elements.length).toBeGreaterThan(0);
    expect(keywords.map((k) => k.name)).toEqual(expect.arrayContaining(body.elements.map((e) => e.keyword)));
    expect(sum(body.elements.map((e) => e.share))).toBeCloseTo(100, 0);
    const volumes = body.elements.map((e) => e.volume);
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
  });

  it.each([
    'activity-segments',
    'languages',
    'gender-age',
    'engagement',
    'impression-map',
    'visited-websites',
    'top-interests',
    'keyword-volume',
  ])('%s: a period without impressions has no audience and no elements', async (dataset) => {
    const body = await ok<{ panelists: number; elements: unknown[] }>(`${dataset}?advertiser=${nike}&${EMPTY}`);
    expect(body).toMatchObject({ panelists: 0, elements: [] });
  });

  it('an advertiser with more impressions has a larger audience', async () => {
    const [small] = await server.db.query<{ id: number }>(
      `SELECT advertiser_id AS id FROM advertiser_monthly_channel WHERE month >= '2025-04-01'
       GROUP BY advertiser_id ORDER BY sum(impressions) ASC, advertiser_id LIMIT 1`,
    );
    const big = await ok<GenderAgeResponse>(`gender-age?advertiser=${nike}&period=LAST_3_MONTHS`);
    const tiny = await ok<GenderAgeResponse>(`gender-age?advertiser=${small!.id}&period=LAST_3_MONTHS`);
    expect(tiny.panelists).toBeLessThan(big.panelists);
  });
});

describe('audience filter datasets', () => {
  it('genders: both lists with shares and deviations from the panel, the selection not applied', async () => {
    const body = await ok<AudienceGendersResponse>(`genders?advertiser=${nike}&period=LAST_3_MONTHS&gender=MALE`);
    expect(body.genders.elements.map((e) => e.code)).toEqual(['MALE', 'FEMALE']);
    expect(body.ages.elements.map((e) => e.code)).toEqual([...AGE_GROUPS]);
    expect(sum(body.genders.elements.map((e) => e.share))).toBeCloseTo(100, 0);
    expect(sum(body.ages.elements.map((e) => e.share))).toBeCloseTo(100, 0);
    expect(sum(body.genders.elements.map((e) => e.deviation))).toBeCloseTo(0, 0);
    expect(body.genders.elements[0]).toMatchObject({ title: 'Male' });
    expect(body.ages.elements[5]).toMatchObject({ title: '65+' });
    const empty = await ok<AudienceGendersResponse>(`genders?advertiser=${nike}&${EMPTY}`);
    expect(empty).toEqual({ genders: { elements: [] }, ages: { elements: [] } });
  });

  it('countries: only with an advertiser; disabled where it has no impressions', async () => {
    const body = await ok<ElementsResponse<CountryOption>>(`countries?advertiser=${nike}&period=LAST_3_MONTHS`);
    expect(body.elements).toHaveLength(20);
    expect(body.elements.some((c) => !c.disabled)).toBe(true);
    const response = await getDataset(server, token, 'audience/countries?period=LAST_3_MONTHS');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toHaveProperty('advertiser');
  });

  it('periods: with or without an advertiser; months without its impressions disabled', async () => {
    const plain = await ok<ElementsResponse<PeriodOption>>('periods');
    expect(plain.elements[0]).toMatchObject({ id: 'LAST_7_DAYS' });
    if (silent) {
      const quiet = await ok<ElementsResponse<PeriodOption>>(`periods?advertiser=${silent}`);
      expect(quiet.elements.every((p) => p.disabled)).toBe(true);
    }
    const mine = await ok<ElementsResponse<PeriodOption>>(`periods?advertiser=${nike}`);
    expect(mine.elements.find((p) => p.id === 'LAST_3_MONTHS')?.disabled).toBe(false);
  });
});

describe('audience requests are validated and gated', () => {
  const fieldErrors = async (path: string) => {
    const response = await getDataset(server, token, `audience/${path}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.code).toBe(API_ERROR_CODES.validation);
    return response.json().error.fieldErrors as Record<string, string[]>;
  };

  it('names every bad key', async () => {
    expect(Object.keys(await fieldErrors(`languages?advertiser=${nike}&gender=OTHER&age=AGE_10_17`)).sort()).toEqual([
      'age',
      'gender',
    ]);
    expect(await fieldErrors('languages?period=LAST_3_MONTHS')).toHaveProperty('advertiser');
    expect(await fieldErrors(`languages?advertiser=(${nike},2)`)).toHaveProperty('advertiser');
    expect(await fieldErrors(`languages?advertiser=${nike}&period=LAST_2_WEEKS`)).toHaveProperty('period');
    expect(await fieldErrors(`languages?advertiser=${nike}&country=ZZ`)).toHaveProperty('country');
    expect(await fieldErrors(`languages?advertiser=${nike}&channel=VIDEO-ALL`)).toHaveProperty('channel');
    expect(await fieldErrors(`languages?advertiser=${nike}&currency=EUR&size=5`)).toMatchObject({
      currency: expect.any(Array),
      size: expect.any(Array),
    });
    expect(await fieldErrors(`languages?publisher=1`)).toHaveProperty('publisher');
  });

  it('404 for an unknown advertiser', async () => {
    const response = await getDataset(server, token, 'audience/languages?advertiser=999999999');
    expect(response.statusCode).toBe(404);
  });

  it('refuses a package without the audience reports with 403 error.package-limit-exceeded {limit: AUDIENCE}', async () => {
    const basic = await server.accessToken({ email: 'basic@adlens.test', password: 'Adlens-basic-1' });
    for (const dataset of ['genders', 'languages', 'periods']) {
      const response = await getDataset(server, basic, `audience/${dataset}?advertiser=${nike}`);
      expect(response.statusCode, dataset).toBe(403);
      expect(response.json().error).toMatchObject({
        code: API_ERROR_CODES.packageLimitExceeded,
        attributes: { limit: 'AUDIENCE', value: `audience/${dataset}` },
      });
    }
    const none = await server.accessToken({ email: 'nopackage@adlens.test', password: 'Adlens-none-1' });
    const response = await getDataset(server, none, `audience/languages?advertiser=${nike}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(API_ERROR_CODES.noPackageAvailable);
  });

  it('refuses a period beyond the package like every dataset', async () => {
    const response = await getDataset(server, token, `audience/languages?advertiser=${nike}&period=20220101-20250630`);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: API_ERROR_CODES.packageLimitExceeded,
      attributes: { limit: 'PERIOD' },
    });
  });

  it('needs an access token', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/v1/datasets/audience/languages?advertiser=${nike}`,
    });
    expect(response.statusCode).toBe(401);
  });
});
