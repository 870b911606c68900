import {
  API_ERROR_CODES,
  type CampaignsResponse,
  type ChannelOption,
  type CreativesResponse,
  type EstimatedExpenditureResponse,
  type PackageResponse,
  type RankingResponse,
  type ReportViewRequest,
  type TrendResponse,
} from '@adlens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRIAL_PREMIUM_SEARCHES } from '../datasets/reportViewLog.ts';
import { type TestServer, createTestServer } from '../testing/createTestServer.ts';
import { getDataset, reportViewToken } from '../testing/reportRequests.ts';

/**
 * Access is mainly by package, the trial search limit, and restricted filter entries: the server
 * enforces the package on the datasets, not only the filter menus, so calling the dataset API directly
 * for a restricted channel is refused (docs/product/plans-and-limits.md#how-the-limits-are-enforced).
 */
let server: TestServer;
let enterprise: string;
let basic: string;
let basicCountries: string[];
let advertiser: number;
beforeAll(async () => {
  server = await createTestServer();
  enterprise = await server.accessToken();
  basic = await server.accessToken({ email: 'basic@adlens.test', password: 'Adlens-basic-1' });
  const plan = (await getDataset(server, basic, 'package')).json<PackageResponse>();
  basicCountries = plan.countries.elements.filter((c) => !c.restricted).map((c) => c.code);
  const [top] = await server.db.query<{ id: number }>(
    `SELECT advertiser_id AS id FROM advertiser_monthly_channel WHERE channel = 'CONNECTED_TV'
     GROUP BY advertiser_id ORDER BY sum(expenses) DESC LIMIT 1`,
  );
  advertiser = Number(top!.id);
});
afterAll(() => server?.close());

const expenditure = (token: string, query: string) =>
  getDataset(server, token, `estimated-expenditure?advertiser=${advertiser}&period=LAST_3_MONTHS&${query}`);

async function figures(token: string, query: string) {
  const response = await expenditure(token, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<EstimatedExpenditureResponse>().elements[0]!;
}

function expectRefused(response: { statusCode: number; json: () => unknown }, attributes: object) {
  expect(response.statusCode).toBe(403);
  expect((response.json() as { error: unknown }).error).toMatchObject({
    code: API_ERROR_CODES.packageLimitExceeded,
    attributes,
  });
}

describe('a Basic customer calling the datasets directly', () => {
  it('is refused a channel outside the plan with 403 error.package-limit-exceeded naming it', async () => {
    const response = await expenditure(basic, 'channel=CONNECTED_TV-ALL');
    expectRefused(response, { limit: 'CHANNEL', value: 'CONNECTED_TV' });
    expect(response.json().error.message).toBe(
      'Unlock Connected TV data and gain a more comprehensive view of Ad Intelligence. Contact us to upgrade.',
    );
    expectRefused(await expenditure(basic, 'channel=INAPP-MOBILE'), { limit: 'CHANNEL', value: 'INAPP' });
    // A device only a restricted channel has is refused under 'All channels' too.
    expectRefused(await expenditure(basic, 'channel=ALL-SMART_TV'), { limit: 'CHANNEL', value: 'ALL-SMART_TV' });
    // The same request is fine on a plan with the channel.
    expect((await expenditure(enterprise, 'channel=CONNECTED_TV-ALL')).statusCode).toBe(200);
  });

  it('is refused a country outside the plan and a period longer than the plan', async () => {
    expect(basicCountries).toHaveLength(3);
    const plan = (await getDataset(server, basic, 'package')).json<PackageResponse>();
    const outside = plan.countries.elements.find((c) => c.restricted)!.code;
    expectRefused(await expenditure(basic, `country=${outside}`), { limit: 'COUNTRY', value: outside });
    expect((await expenditure(basic, `country=${basicCountries[0]}`)).statusCode).toBe(200);
    const longer = await getDataset(
      server,
      basic,
      `estimated-expenditure?advertiser=${advertiser}&period=LAST_12_MONTHS`,
    );
    expectRefused(longer, { limit: 'PERIOD', value: 'LAST_12_MONTHS', maxPeriodMonths: 6 });
    expect(longer.json().error.message).toBe('Enjoy longer historical data by increasing your limit');
  });

  it('is refused the same channel, country and period on datasets/search', async () => {
    const search = (query: string) => getDataset(server, basic, `search?q=a&${query}`);
    const plan = (await getDataset(server, basic, 'package')).json<PackageResponse>();
    const outside = plan.countries.elements.find((c) => c.restricted)!.code;
    expectRefused(await search('channel=CONNECTED_TV-ALL'), { limit: 'CHANNEL', value: 'CONNECTED_TV' });
    expectRefused(await search('channel=ALL-SMART_TV'), { limit: 'CHANNEL', value: 'ALL-SMART_TV' });
    expectRefused(await search(`country=${outside}`), { limit: 'COUNTRY', value: outside });
    expectRefused(await search('period=LAST_12_MONTHS'), {
      limit: 'PERIOD',
      value: 'LAST_12_MONTHS',
      maxPeriodMonths: 6,
    });
    const inPlan = await search(`channel=ALL-ALL&country=${basicCountries[0]}&period=LAST_3_MONTHS`);
    expect(inPlan.statusCode, inPlan.body).toBe(200);
    expect((await getDataset(server, enterprise, `search?q=a&country=${outside}`)).statusCode).toBe(200);
  });

  it("reads the plan's channels under 'All channels', so its totals are theirs", async () => {
    // One of the plan's countries, so both plans read the same market.
    const country = `country=${basicCountries[0]}`;
    const all = await figures(basic, `channel=ALL-ALL&${country}`);
    expect(all.byChannel.map((row) => row.channel).sort()).toEqual(['DISPLAY', 'SOCIAL', 'VIDEO']);
    let expenses = 0;
    for (const channel of ['DISPLAY', 'VIDEO', 'SOCIAL']) {
      expenses += (await figures(enterprise, `channel=${channel}-ALL&${country}`)).expenses;
    }
    expect(all.expenses).toBeCloseTo(expenses, 1);
    expect(all.expenses).toBeLessThan((await figures(enterprise, `channel=ALL-ALL&${country}`)).expenses);
  });

  it("reads the plan's markets when no country is given, so its totals hold no other country", async () => {
    const perCountry = async (token: string, path: string, total: (body: never) => { impressions: number }) => {
      let impressions = 0;
      for (const country of basicCountries) {
        const response = await getDataset(server, token, `${path}&country=${country}`);
        expect(response.statusCode, response.body).toBe(200);
        impressions += total(response.json<never>()).impressions;
      }
      return impressions;
    };
    const read = async (token: string, path: string) => {
      const response = await getDataset(server, token, path);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<never>();
    };
    const ofRanking = (body: never) => (body as RankingResponse).total;
    const ofExpenditure = (body: never) => (body as EstimatedExpenditureResponse).elements[0]!;
    const ofTrend = (body: never) => ({
      impressions: (body as TrendResponse).points.reduce((sum, point) => sum + point.impressions, 0),
    });
    // The market-wide rollups ('ALL' rows), an advertiser's monthly rollups and its daily one.
    const checks: [string, (body: never) => { impressions: number }][] = [
      ['market-leaders?period=LAST_3_MONTHS&channel=DISPLAY-ALL&size=3', ofRanking],
      [`estimated-expenditure?advertiser=${advertiser}&period=LAST_3_MONTHS&channel=DISPLAY-ALL`, ofExpenditure],
      [`expenditure-trend?advertiser=${advertiser}&period=LAST_30_DAYS&interval=DAILY&channel=DISPLAY-ALL`, ofTrend],
    ];
    for (const [path, total] of checks) {
      const markets = await perCountry(basic, path, total);
      const plan = total(await read(basic, path)).impressions;
      expect(Math.abs(plan - markets), path).toBeLessThanOrEqual(basicCountries.length);
      // An unlimited package keeps the all-market total, which is more.
      expect(total(await read(enterprise, path)).impressions, path).toBeGreaterThan(plan);
    }
  });

  it("lists restricted channels without their figures, and 'All channels' as the plan's sum", async () => {
    const response = await getDataset(server, basic, `channels?advertiser=${advertiser}&period=LAST_3_MONTHS`);
    expect(response.statusCode, response.body).toBe(200);
    const elements = response.json<{ channels: { elements: ChannelOption[] } }>().channels.elements;
    const ctv = elements.find((channel) => channel.id === 'CONNECTED_TV')!;
    expect(ctv).toMatchObject({ restricted: true, impressions: 0, expenses: 0 });
    const open = elements.filter((channel) => channel.type !== 'ALL' && !channel.restricted);
    expect(open.map((channel) => channel.id)).toEqual(['DISPLAY', 'VIDEO', 'SOCIAL']);
    const sum = open.reduce((total, channel) => total + channel.impressions, 0);
    expect(elements[0]!.impressions).toBeGreaterThan(0);
    expect(Math.abs(elements[0]!.impressions - sum)).toBeLessThanOrEqual(open.length);
  });
});

describe('a trial customer', () => {
  let trial: string;
  let outside: string;
  beforeAll(async () => {
    trial = await server.accessToken({ email: 'trial@adlens.test', password: 'Adlens-trial-1' });
    const plan = (await getDataset(server, trial, 'package')).json<PackageResponse>();
    outside = plan.countries.elements.find((c) => c.restricted)!.code;
  });

  const open = (params: Record<string, string>, instance: number) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v1/security/tokens/report',
      headers: { authorization: `Bearer ${trial}` },
      payload: {
        type: 'REGULAR',
        moduleType: 'AD_INTELLIGENCE',
        entityType: 'advertiser',
        instances: [instance],
        favoriteIds: [],
        unsavedGroups: [],
        params,
      } satisfies ReportViewRequest,
    });

  it('reads a restricted country only after a counted premium search opened it; 402 once all are used', async () => {
    // Calling the dataset directly spends no premium search, so it is refused.
    expectRefused(await expenditure(trial, `country=${outside}`), { limit: 'COUNTRY', value: outside });
    expect((await open({ country: outside }, advertiser)).statusCode).toBe(200);
    expect((await expenditure(trial, `country=${outside}`)).statusCode).toBe(200);
    // Its package's period limit still holds.
    const longer = `estimated-expenditure?advertiser=${advertiser}&country=${outside}&period=LAST_12_MONTHS`;
    expectRefused(await getDataset(server, trial, longer), { limit: 'PERIOD', maxPeriodMonths: 3 });
    await server.db.query(
      `UPDATE access_logs SET premium = true, counted = true
       WHERE user_id = (SELECT id FROM users WHERE email = 'trial@adlens.test')`,
    );
    await server.db.query(
      `INSERT INTO access_logs (id, user_id, context_key, type, module_type, entity_type, instances, favorite_ids,
         unsaved_groups, params, counted, premium)
       SELECT gen_random_uuid(), id, 'k' || n, 'REGULAR', 'AD_INTELLIGENCE', 'advertiser', '{1}', '{}', '[]',
              '{"channel":"SOCIAL-ALL"}', true, true
       FROM users, generate_series(1, $1) n WHERE email = 'trial@adlens.test'`,
      [TRIAL_PREMIUM_SEARCHES],
    );
    const exhausted = await expenditure(trial, 'channel=CONNECTED_TV-ALL');
    expect(exhausted.statusCode).toBe(402);
    expect(exhausted.json().error.code).toBe(API_ERROR_CODES.trialSearchLimitReached);
    // What a premium search opened stays readable.
    expect((await expenditure(trial, `country=${outside}`)).statusCode).toBe(200);
  });
});

it('answers a user without a package 400 no-package-available', async () => {
  const none = await server.accessToken({ email: 'nopackage@adlens.test', password: 'Adlens-none-1' });
  const response = await expenditure(none, 'channel=ALL-ALL');
  expect(response.statusCode).toBe(400);
  expect(response.json().error.code).toBe(API_ERROR_CODES.noPackageAvailable);
  // The package dataset still answers, everything restricted.
  const plan = await getDataset(server, none, 'package');
  expect(plan.statusCode, plan.body).toBe(200);
  expect(
    plan
      .json<PackageResponse>()
      .channels.elements.slice(1)
      .every((channel) => channel.restricted),
  ).toBe(true);
});

describe("the package's CAMPAIGN and CREATIVE resultsLimit", () => {
  it('caps top campaigns and top ads over all pages, and says so in the count', async () => {
    await server.db.query(
      `UPDATE packages SET limits = limits || '{"CAMPAIGN": 2, "CREATIVE": 3}'::jsonb WHERE code = 'BASIC'`,
    );
    // One of the plan's countries, so both plans rank the same campaigns.
    const query = `advertiser=${advertiser}&channel=DISPLAY-ALL&country=${basicCountries[0]}&period=LAST_3_MONTHS`;
    const uncapped = await getDataset(server, enterprise, `top-campaigns?${query}&size=5`);
    const everyCampaign = uncapped.json<CampaignsResponse>();
    expect(everyCampaign.count.total).toBeGreaterThan(2);
    const first = (await getDataset(server, basic, `top-campaigns?${query}&size=5`)).json<CampaignsResponse>();
    expect(first.count).toEqual({ total: everyCampaign.count.total, resultsLimit: 2 });
    expect(first.elements.map((row) => row.id)).toEqual(everyCampaign.elements.slice(0, 2).map((row) => row.id));
    const beyond = (await getDataset(server, basic, `top-campaigns?${query}&size=2&page=1`)).json<CampaignsResponse>();
    expect(beyond.elements).toEqual([]);

    const view = await reportViewToken(server, basic, 'advertiser', [advertiser]);
    const ads = (
      await getDataset(server, basic, `creatives?${query}&size=10&sort=IMPRESSIONS`, view)
    ).json<CreativesResponse>();
    expect(ads.creatives.count.total).toBeGreaterThan(3);
    expect(ads.creatives.elements).toHaveLength(3);
    expect(ads.creatives.count.resultsLimit).toBe(3);
    const secondPage = (
      await getDataset(server, basic, `creatives?${query}&size=2&page=1&sort=IMPRESSIONS`, view)
    ).json<CreativesResponse>();
    expect(secondPage.creatives.elements.map((ad) => ad.id)).toEqual(
      ads.creatives.elements.slice(2, 3).map((ad) => ad.id),
    );
    // Each plan answers its own cap (Enterprise: 1000 campaigns).
    expect(everyCampaign.count.resultsLimit).toBe(1000);
  });
});

it('documents the package refusals in the OpenAPI document', async () => {
  const document = (await server.app.inject({ method: 'GET', url: '/api/v1/docs' })).json();
  for (const path of ['/datasets/estimated-expenditure', '/datasets/top-campaigns', '/datasets/search']) {
    const { responses } = document.paths[path].get;
    expect(responses['403'].description, path).toContain('error.package-limit-exceeded');
    expect(responses['402'].description, path).toContain('error.trial-search-limit-reached');
  }
});
