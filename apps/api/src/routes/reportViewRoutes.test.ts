import {
  API_ERROR_CODES,
  type PackageResponse,
  type RecentDatapoint,
  type ReportViewClaims,
  type ReportViewRequest,
} from '@adlens/core';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from '../testing/createTestServer.ts';

let server: TestServer;
let demo: string;
beforeAll(async () => {
  server = await createTestServer();
  demo = await server.accessToken();
});
afterAll(() => server?.close());

const view = (overrides: Partial<ReportViewRequest> = {}): ReportViewRequest => ({
  type: 'REGULAR',
  moduleType: 'AD_INTELLIGENCE',
  entityType: 'advertiser',
  instances: [5],
  favoriteIds: [],
  unsavedGroups: [],
  params: { channel: 'ALL-ALL', period: 'LAST_3_MONTHS' },
  ...overrides,
});

function open(payload: unknown, token = demo) {
  return server.app.inject({
    method: 'POST',
    url: '/api/v1/security/tokens/report',
    headers: { authorization: `Bearer ${token}` },
    payload: payload as object,
  });
}

async function trialSearches(token: string): Promise<PackageResponse['trialSearches']> {
  const response = await server.app.inject({
    method: 'GET',
    url: '/api/v1/datasets/package',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PackageResponse>().trialSearches;
}

async function claimsOf(payload: unknown, token = demo): Promise<ReportViewClaims> {
  const response = await open(payload, token);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain/);
  expect(decodeProtectedHeader(response.body).typ).toBe('REPORT');
  return decodeJwt(response.body) as unknown as ReportViewClaims;
}

describe('POST security/tokens/report', () => {
  it('counts a view once per report and filters, and carries the covered ids', async () => {
    const token = await server.accessToken({ email: 'admin@adlens.test', password: 'Adlens-admin-1' });
    const first = await claimsOf(view({ unsavedGroups: [{ name: 'Group 1', instances: [1, 2] }] }), token);
    expect(first.usedReportViews).toEqual({ DAILY: 1, MONTHLY: 1 });
    expect(first.entityType).toBe('advertiser');
    expect(first.ids.sort()).toEqual([1, 2, 5]);
    expect(first.categoryId).toBeNull();
    // The client asks again on demand: a refresh is logged but not counted.
    const again = await claimsOf(view({ unsavedGroups: [{ name: 'Group 1', instances: [1, 2] }] }), token);
    expect(again.usedReportViews).toEqual({ DAILY: 1, MONTHLY: 1 });
    expect(again.accessLogId).not.toBe(first.accessLogId);
    const otherFilters = await claimsOf(view({ params: { period: 'LAST_30_DAYS' } }), token);
    expect(otherFilters.usedReportViews).toEqual({ DAILY: 2, MONTHLY: 2 });
  });

  it("refuses a group larger than the type's maximum with the message the client does not retry", async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => i + 1);
    const response = await open(view({ instances: eleven }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('GROUP should have at most 10 entities.');
    const group = await open(view({ instances: [], unsavedGroups: [{ name: 'G', instances: eleven }] }));
    expect(group.json().error.message).toBe('GROUP should have at most 10 entities.');
  });

  it('answers the sixth report view of the day on the Basic plan 429 DAILY (5 a day)', async () => {
    const token = await server.accessToken({ email: 'basic@adlens.test', password: 'Adlens-basic-1' });
    const basicUsage = `DELETE FROM report_view_usage WHERE user_id = (SELECT id FROM users WHERE email = 'basic@adlens.test')`;
    await server.db.query(basicUsage);
    for (let id = 1; id <= 5; id++) {
      expect((await claimsOf(view({ instances: [id] }), token)).usedReportViews.DAILY).toBe(id);
    }
    // A refresh of the fifth is not a new view.
    expect((await open(view({ instances: [5] }), token)).statusCode).toBe(200);
    const sixth = await open(view({ instances: [6] }), token);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toMatchObject({
      code: API_ERROR_CODES.reportViewsLimitExceeded,
      message: 'You have reached the limit of 5 report views per day',
      attributes: { interval: 'DAILY', limit: 5 },
    });
    await server.db.query(basicUsage);
  });

  it('answers 429 with the interval once the package limit is used up', async () => {
    const token = await server.accessToken({ email: 'basic@adlens.test', password: 'Adlens-basic-1' });
    await claimsOf(view({ instances: [1] }), token);
    await server.db.query(
      `UPDATE report_view_usage SET views = 100 WHERE interval = 'MONTHLY'
         AND user_id = (SELECT id FROM users WHERE email = 'basic@adlens.test')`,
    );
    const response = await open(view({ instances: [2] }), token);
    expect(response.statusCode).toBe(429);
    expect(response.json().error).toMatchObject({
      code: API_ERROR_CODES.reportViewsLimitExceeded,
      attributes: { interval: 'MONTHLY', limit: 100 },
    });
  });

  it('answers 402 to a trial customer after 20 premium searches, before the views limit', async () => {
    const token = await server.accessToken({ email: 'trial@adlens.test', password: 'Adlens-trial-1' });
    expect(await trialSearches(token)).toEqual({ limit: 20, used: 0 });
    for (let id = 1; id <= 20; id++) await claimsOf(view({ instances: [id], params: { country: 'GB' } }), token);
    // The package dataset tells the trial progress ring how many premium searches are used.
    expect(await trialSearches(token)).toEqual({ limit: 20, used: 20 });
    expect(await trialSearches(demo)).toBeNull();
    const premium = await open(view({ instances: [21], params: { channel: 'CONNECTED_TV-SMART_TV' } }), token);
    expect(premium.statusCode).toBe(402);
    expect(premium.json().error.code).toBe(API_ERROR_CODES.trialSearchLimitReached);
    // The Trial plan also allows 20 views a month: a search inside the package now meets that limit.
    const inPackage = await open(view({ instances: [21], params: { country: 'US', channel: 'DISPLAY-ALL' } }), token);
    expect(inPackage.statusCode).toBe(429);
  });

  it.each([
    ['no body', undefined, 'request'],
    ['an unknown entity type', { ...view(), entityType: 'planet' }, 'entityType'],
    ['a non-integer id', { ...view(), instances: ['x'] }, 'instances.0'],
    ['an unknown key', { ...view(), extra: 1 }, 'extra'],
    ['nothing to report on', view({ instances: [] }), 'instances'],
    ['a bad module', { ...view(), moduleType: 'X' }, 'moduleType'],
  ])('answers %s with 400', async (_, payload, field) => {
    const response = await open(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.code).toBe(API_ERROR_CODES.validation);
    expect(Object.keys(response.json().error.fieldErrors)).toContain(field);
  });

  it('404s an unknown entity and 401s without an access token', async () => {
    expect((await open(view({ instances: [999999] }))).statusCode).toBe(404);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/security/tokens/report',
      payload: view(),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET accesslogs/datapoints', () => {
  it('lists the latest view of each report, newest first, with titles and icons', async () => {
    const token = await server.accessToken({ email: 'devices@adlens.test', password: 'Adlens-devices-1' });
    await claimsOf(view({ instances: [5] }), token);
    await claimsOf(view({ instances: [1, 2], type: 'COMPARISON' }), token);
    await claimsOf(view({ instances: [5], params: { period: 'LAST_7_DAYS' } }), token);
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/v1/accesslogs/datapoints',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { elements } = response.json<{ elements: RecentDatapoint[] }>();
    expect(elements.map((element) => element.details.instances)).toEqual([[5], [1, 2]]);
    expect(elements[0]!.details).toMatchObject({ type: 'regular', params: { period: 'LAST_7_DAYS' } });
    expect(elements[0]!.details.entities).toEqual([
      { id: 5, title: 'nike.com', icon: expect.stringMatching(/\/media\/favicons\/5\.svg$/) },
    ]);
    const comparisons = await server.app.inject({
      method: 'GET',
      url: '/api/v1/accesslogs/datapoints?types=COMPARISON&size=5&entityTypes=advertiser,publisher',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(comparisons.json().elements).toHaveLength(1);
  });

  it("names a recent publisher's kind and a recent campaign's advertiser, which tell apart names shared", async () => {
    const token = await server.accessToken({ email: 'devices@adlens.test', password: 'Adlens-devices-1' });
    const [channel] = await server.db.query<{ id: number; name: string }>(
      "SELECT id, name FROM publishers WHERE kind = 'YOUTUBE_CHANNEL' ORDER BY id LIMIT 1",
    );
    const [campaign] = await server.db.query<{ id: number; domain: string }>(
      'SELECT c.id, a.domain FROM campaigns c JOIN advertisers a ON a.id = c.advertiser_id ORDER BY c.id LIMIT 1',
    );
    await claimsOf(view({ entityType: 'publisher', instances: [channel!.id] }), token);
    await claimsOf(view({ entityType: 'campaign', instances: [campaign!.id] }), token);
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/v1/accesslogs/datapoints?entityTypes=publisher,campaign',
      headers: { authorization: `Bearer ${token}` },
    });
    const { elements } = response.json<{ elements: RecentDatapoint[] }>();
    const entityOf = (entityType: string) =>
      elements.find((e) => e.details.entityType === entityType)!.details.entities[0];
    expect(entityOf('publisher')).toMatchObject({
      id: channel!.id,
      title: channel!.name,
      publisherKind: 'YOUTUBE_CHANNEL',
    });
    expect(entityOf('campaign')).toMatchObject({ id: campaign!.id, campaign: { advertiser: campaign!.domain } });
  });

  it.each(['size=0', 'size=x', 'types=OTHER', 'entityTypes=planet', 'other=1'])(
    'answers %s with 400',
    async (query) => {
      const response = await server.app.inject({
        method: 'GET',
        url: `/api/v1/accesslogs/datapoints?${query}`,
        headers: { authorization: `Bearer ${demo}` },
      });
      expect(response.statusCode).toBe(400);
    },
  );
});

describe('per-entity datasets', () => {
  function get(path: string) {
    return server.app.inject({
      method: 'GET',
      url: `/api/v1/datasets/${path}`,
      headers: { authorization: `Bearer ${demo}` },
    });
  }

  it('resolves ids in the order asked, leaving unknown ones out', async () => {
    const response = await get('advertisers?advertiser=(5,999999,1)');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().elements.map((entity: { id: number }) => entity.id)).toEqual([5, 1]);
    expect(response.json().elements[0]).toMatchObject({ entityType: 'advertiser', title: 'nike.com' });
  });

  it('gives publishers their kind and its title suffix', async () => {
    const [app] = await server.db.query<{ id: number }>("SELECT id FROM publishers WHERE kind = 'ANDROID_APP' LIMIT 1");
    const response = await get(`publishers?publisher=${app!.id}`);
    expect(response.json().elements[0]).toMatchObject({ publisherKind: 'ANDROID_APP', suffix: 'Android' });
  });

  it('searches within one type', async () => {
    const response = await get('advertisers?q=ni&size=5');
    expect(response.statusCode).toBe(200);
    expect(response.json().elements.length).toBeLessThanOrEqual(5);
    expect(response.json().count.total).toBeGreaterThan(0);
  });

  it.each(['advertisers', 'advertisers?q=', 'advertisers?publisher=1', 'advertisers?q=a&size=101'])(
    '400s %s',
    async (path) => {
      expect((await get(path)).statusCode).toBe(400);
    },
  );
});
