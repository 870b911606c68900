import {
  API_ERROR_CODES,
  type CampaignHeaderResponse,
  type ChannelOption,
  type DataChannel,
  type DistributionResponse,
  type EstimatedExpenditureResponse,
  type IntegrationProvider,
  type PackageResponse,
  type RankingResponse,
  type ReportViewRequest,
  type TrendResponse,
  channelSetNames,
} from '@adlens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from '../testing/createTestServer.ts';
import { getDataset, reportViewToken } from '../testing/reportRequests.ts';

/**
 * Integration mode removes connected TV channels (docs/product/channels.md), on the server: a partner
 * integration's 'All channels' is every channel but connected TV, so an embed's totals add up to the
 * channels it shows; asking for connected TV is a 400. Standalone sessions keep every channel.
 */
const VISIBLE: readonly DataChannel[] = ['DISPLAY', 'VIDEO', 'SOCIAL', 'INAPP'];
const PERIOD = 'period=LAST_3_MONTHS';

let server: TestServer;
let standalone: string;
const partner = {} as Record<IntegrationProvider, string>;
/** The advertiser with the most connected-TV spend in the period, and one of its brands. */
let advertiser: number;
let brand: number;
beforeAll(async () => {
  server = await createTestServer();
  standalone = await server.accessToken();
  partner['sales-tool'] = await server.partnerAccessToken('sales-tool');
  partner['seo-suite'] = await server.partnerAccessToken('seo-suite');
  const [top] = await server.db.query<{ id: number }>(
    `SELECT advertiser_id AS id FROM advertiser_monthly_channel
     WHERE channel = 'CONNECTED_TV' AND month >= '2025-04-01' GROUP BY advertiser_id ORDER BY sum(expenses) DESC LIMIT 1`,
  );
  advertiser = Number(top!.id);
  const [master] = await server.db.query<{ id: number }>(
    'SELECT id FROM brands WHERE advertiser_id = $1 AND parent_id IS NULL',
    [advertiser],
  );
  brand = Number(master!.id);
});
afterAll(() => server?.close());

async function ok<T>(token: string, path: string, reportToken?: string): Promise<T> {
  const response = await getDataset(server, token, path, reportToken);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return response.json<T>();
}

const expenditure = async (token: string, query: string) =>
  (await ok<EstimatedExpenditureResponse>(token, `estimated-expenditure?${query}&${PERIOD}`)).elements[0]!;

/** The standalone session's figure of one channel: what an integration's total is made of. */
async function standaloneChannelSum(path: string, total: (body: never) => { impressions: number; expenses: number }) {
  let impressions = 0;
  let expenses = 0;
  for (const channel of VISIBLE) {
    const figures = total(await ok<never>(standalone, `${path}&channel=${channel}-ALL`));
    impressions += figures.impressions;
    expenses += figures.expenses;
  }
  return { impressions, expenses };
}

describe.each(['sales-tool', 'seo-suite'] as const)('a %s session', (provider) => {
  it("estimated expenditure: 'All channels' is the visible channels' sum, without connected TV", async () => {
    const everything = await expenditure(standalone, `advertiser=${advertiser}`);
    const ctv = everything.byChannel.find((row) => row.channel === 'CONNECTED_TV');
    expect(ctv?.expenses, 'the advertiser has connected-TV spend').toBeGreaterThan(0);
    for (const query of [`advertiser=${advertiser}`, `brand=${brand}`]) {
      const embedded = await expenditure(partner[provider], query);
      expect(embedded.byChannel.map((row) => row.channel)).not.toContain('CONNECTED_TV');
      const ofChannels = await standaloneChannelSum(`estimated-expenditure?${query}&${PERIOD}`, (body) => {
        const element = (body as EstimatedExpenditureResponse).elements[0]!;
        return { impressions: element.impressions, expenses: element.expenses };
      });
      expect(embedded.impressions).toBe(ofChannels.impressions);
      expect(embedded.expenses).toBeCloseTo(ofChannels.expenses, 2);
    }
    const embedded = await expenditure(partner[provider], `advertiser=${advertiser}`);
    expect(embedded.expenses).toBeCloseTo(everything.expenses - ctv!.expenses, 2);
  });

  it('widget totals equal its estimated expenditure, and no answer names connected TV', async () => {
    const token = partner[provider];
    const total = await expenditure(token, `advertiser=${advertiser}`);
    const view = await reportViewToken(server, token, 'advertiser', [advertiser]);
    for (const path of ['ad-types-distribution', 'ad-placements', 'transaction-methods', 'channel-share']) {
      const body = await ok<DistributionResponse>(token, `${path}?advertiser=${advertiser}&${PERIOD}`, view);
      expect(Math.abs(body.total.expenses - total.expenses), path).toBeLessThan(0.05);
      expect(JSON.stringify(body), path).not.toContain('CONNECTED_TV');
    }
    for (const interval of ['WEEKLY', 'MONTHLY']) {
      const trend = await ok<TrendResponse>(
        token,
        `expenditure-trend?advertiser=${advertiser}&${PERIOD}&interval=${interval}`,
      );
      expect(trend.points.reduce((sum, point) => sum + point.impressions, 0)).toBe(total.impressions);
      expect(JSON.stringify(trend)).not.toContain('CONNECTED_TV');
    }
    const creatives = await ok<object>(token, `creatives?advertiser=${advertiser}&${PERIOD}&size=100`, view);
    expect(JSON.stringify(creatives)).not.toContain('CONNECTED_TV');
  });

  it("market-wide figures (the 'ALL' rows of the market rollups) leave connected TV out too", async () => {
    const path = `market-leaders?${PERIOD}&size=3`;
    const embedded = await ok<RankingResponse>(partner[provider], path);
    const ofChannels = await standaloneChannelSum(path, (body) => (body as RankingResponse).total);
    expect(embedded.total.impressions).toBe(ofChannels.impressions);
    expect(embedded.total.expenses).toBeCloseTo(ofChannels.expenses, 1);
    expect(embedded.total.impressions).toBeLessThan((await ok<RankingResponse>(standalone, path)).total.impressions);
  });

  it("filter datasets list no connected TV, and 'All channels' adds up to the channels listed", async () => {
    const token = partner[provider];
    const { channels } = await ok<{ channels: { elements: ChannelOption[] } }>(
      token,
      `channels?advertiser=${advertiser}&${PERIOD}&channel=DISPLAY-ALL`,
    );
    const pkg = await ok<PackageResponse>(token, 'package');
    for (const elements of [channels.elements, pkg.channels.elements]) {
      const [all, ...rest] = elements;
      expect(rest.map((option) => option.type)).toEqual(VISIBLE);
      expect(all!.devices.map((device) => device.code)).not.toContain('SMART_TV');
      expect(all!.impressions).toBe(rest.reduce((sum, option) => sum + option.impressions, 0));
    }
    const [all] = channels.elements;
    expect(all!.impressions).toBe((await expenditure(token, `advertiser=${advertiser}`)).impressions);
  });

  it.each([
    ['estimated-expenditure', 'CONNECTED_TV-ALL'],
    ['estimated-expenditure', 'CONNECTED_TV-SMART_TV'],
    ['expenditure-trend', 'ALL-SMART_TV'],
    ['ad-types-distribution', 'CONNECTED_TV-ALL'],
    ['countries', 'CONNECTED_TV-ALL'],
    ['available-publishers', 'CONNECTED_TV-ALL'],
  ])('refuses %s of channel %s with 400 naming `channel`', async (dataset, channel) => {
    const response = await getDataset(
      server,
      partner[provider],
      `${dataset}?advertiser=${advertiser}&channel=${channel}`,
    );
    expect(response.statusCode, response.body).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe(API_ERROR_CODES.validation);
    expect(Object.keys(error.fieldErrors)).toEqual(['channel']);
  });

  it('refuses datasets/search of connected TV with 400 naming `channel`, like the datasets', async () => {
    for (const channel of ['CONNECTED_TV-ALL', 'ALL-SMART_TV']) {
      const response = await getDataset(server, partner[provider], `search?q=a&channel=${channel}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys(response.json().error.fieldErrors)).toEqual(['channel']);
    }
    expect((await getDataset(server, partner[provider], 'search?q=a&channel=ALL-ALL')).statusCode).toBe(200);
  });

  it("counts a campaign's creatives without connected TV, as its figures", async () => {
    const [mixed] = await server.db.query<{ id: number; visible: number; every: number }>(
      `SELECT campaign_id AS id, count(*) FILTER (WHERE channel <> 'CONNECTED_TV')::int AS visible, count(*)::int AS every
       FROM creatives WHERE advertiser_id = $1 GROUP BY campaign_id
       HAVING count(*) FILTER (WHERE channel = 'CONNECTED_TV') > 0 AND count(*) FILTER (WHERE channel <> 'CONNECTED_TV') > 0
       ORDER BY campaign_id LIMIT 1`,
      [advertiser],
    );
    expect(mixed, 'a campaign with connected-TV and other creatives').toBeDefined();
    const header = async (token: string) => {
      const view = await reportViewToken(server, token, 'campaign', [Number(mixed!.id)]);
      const path = `campaign-header?campaign=${mixed!.id}&${PERIOD}`;
      return (await ok<CampaignHeaderResponse>(token, path, view)).campaign.creativesCount;
    };
    expect(await header(partner[provider])).toBe(mixed!.visible);
    expect(await header(standalone)).toBe(mixed!.every);
  });

  it('refuses a report view token of connected TV with 400 naming `params.channel`', async () => {
    const open = (token: string, channel: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/v1/security/tokens/report',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          type: 'REGULAR',
          moduleType: 'AD_INTELLIGENCE',
          entityType: 'advertiser',
          instances: [advertiser],
          favoriteIds: [],
          unsavedGroups: [],
          params: { channel },
        } satisfies ReportViewRequest,
      });
    for (const channel of ['CONNECTED_TV-ALL', 'ALL-SMART_TV']) {
      const response = await open(partner[provider], channel);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.code).toBe(API_ERROR_CODES.validation);
      expect(Object.keys(response.json().error.fieldErrors)).toEqual(['params.channel']);
      expect((await open(standalone, channel)).statusCode).toBe(200);
    }
    expect((await open(partner[provider], 'DISPLAY-ALL')).statusCode).toBe(200);
  });
});

/**
 * 'All channels' names its set (docs/product/channels.md): the package answer says what the
 * session cannot read at all, so an embed's label and its exports say connected TV is left out,
 * and a trial's say which channels its plan holds.
 */
describe("the package answer names what 'All channels' leaves out", () => {
  it.each(['sales-tool', 'seo-suite'] as const)(
    'a %s session: connected TV, not available in the integration',
    async (provider) => {
      const pkg = await ok<PackageResponse>(partner[provider], 'package');
      expect(pkg.unlistedChannels).toEqual([
        { type: 'CONNECTED_TV', title: 'Connected TV', devices: [{ code: 'SMART_TV', title: 'Smart TV' }] },
      ]);
      expect(channelSetNames(pkg)).toEqual({
        channels: {
          label: 'All channels in this integration: Display, Video, Social, In-app',
          note: 'Not available in this integration: Connected TV',
        },
        devices: {
          label: 'All devices in this integration: Desktop, Mobile',
          note: 'Not available in this integration: Smart TV',
        },
      });
    },
  );

  it("an Enterprise session (every channel) lists none and keeps 'All channels'", async () => {
    const pkg = await ok<PackageResponse>(standalone, 'package');
    expect(pkg.unlistedChannels).toEqual([]);
    expect(channelSetNames(pkg).channels).toEqual({ label: 'All channels', note: null });
  });

  it("a trial session's 'All channels' is its plan's Display and Social", async () => {
    const trial = await server.accessToken({ email: 'trial@adlens.test', password: 'Adlens-trial-1' });
    const pkg = await ok<PackageResponse>(trial, 'package');
    expect(pkg.unlistedChannels).toEqual([]);
    expect(channelSetNames(pkg).channels).toEqual({
      label: 'All channels in your plan: Display, Social',
      note: 'Not in your plan: Video, Connected TV, In-app',
    });
  });
});

describe('a standalone session keeps every channel', () => {
  it("lists connected TV and counts it in 'All channels'", async () => {
    const { channels } = await ok<{ channels: { elements: ChannelOption[] } }>(
      standalone,
      `channels?advertiser=${advertiser}&${PERIOD}`,
    );
    expect(channels.elements.map((option) => option.type)).toEqual([
      'ALL',
      ...VISIBLE.slice(0, 3),
      'CONNECTED_TV',
      'INAPP',
    ]);
    const [all, ...rest] = channels.elements;
    expect(all!.impressions).toBe(rest.reduce((sum, option) => sum + option.impressions, 0));
    expect(all!.impressions).toBe((await expenditure(standalone, `advertiser=${advertiser}`)).impressions);
    const ctv = await expenditure(standalone, `advertiser=${advertiser}&channel=CONNECTED_TV-ALL`);
    expect(ctv.byChannel.map((row) => row.channel)).toEqual(['CONNECTED_TV']);
  });
});
