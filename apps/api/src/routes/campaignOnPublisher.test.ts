import type {
  CampaignHeaderResponse,
  CampaignsResponse,
  CreativesResponse,
  DistributionResponse,
  RankingResponse,
  TrendResponse,
} from '@adlens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from '../testing/createTestServer.ts';
import { getDataset, reportViewToken } from '../testing/reportRequests.ts';

/**
 * A campaign opened from a publisher's report reads that publisher's slice (`onPublisher`,
 * docs/product/campaign-on-a-publisher.md): every widget of the campaign page gives the figures the
 * publisher's Top Campaigns gave it, never the campaign on every publisher.
 */
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createTestServer();
  token = await server.accessToken();
});
afterAll(() => server?.close());

async function ok<T>(path: string, reportToken?: string): Promise<T> {
  const response = await getDataset(server, token, path, reportToken);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

const figures = (row: { impressions: number; expenses: number }) => ({
  impressions: row.impressions,
  expenses: row.expenses,
});

describe('a campaign on one publisher', () => {
  it.each(['LAST_3_MONTHS', 'LAST_30_DAYS'])(
    'gives every campaign-page widget the figures of the publisher’s Top Campaigns row (%s)',
    async (period) => {
      const filters = `period=${period}&channel=ALL-ALL&currency=USD`;
      const top = await ok<CampaignsResponse>(`top-campaigns?publisher=5&${filters}&size=3`);
      expect(top.elements.length).toBeGreaterThan(0);
      for (const row of top.elements) {
        const slice = `campaign=${row.id}&${filters}&onPublisher=5`;
        const onYahoo = figures(row);
        const viewToken = await reportViewToken(server, token, 'campaign', [row.id]);
        const header = await ok<CampaignHeaderResponse>(`campaign-header?${slice}`, viewToken);
        expect(figures(header.campaign)).toEqual(onYahoo);
        const trend = await ok<TrendResponse>(`expenditure-trend?${slice}`, viewToken);
        expect(figures(trend.total!)).toEqual(onYahoo);
        const channels = await ok<DistributionResponse>(`channel-share?${slice}`, viewToken);
        expect(figures(channels.total)).toEqual(onYahoo);
        const types = await ok<DistributionResponse>(`ad-types-distribution?${slice}`, viewToken);
        expect(figures(types.total)).toEqual(onYahoo);
        const publishers = await ok<RankingResponse>(`top-publishers?${slice}`, viewToken);
        expect(publishers.elements.map((p) => ({ id: p.entity.id, ...figures(p) }))).toEqual([{ id: 5, ...onYahoo }]);
        const ads = await ok<CreativesResponse>(`creatives?${slice}&sort=IMPRESSIONS&size=100`, viewToken);
        const adsTotal = ads.creatives.elements.reduce(
          (sum, ad) => ({
            impressions: sum.impressions + ad.totalImpressions,
            expenses: sum.expenses + ad.totalExpenses,
          }),
          { impressions: 0, expenses: 0 },
        );
        expect(Math.abs(adsTotal.impressions - onYahoo.impressions)).toBeLessThanOrEqual(ads.creatives.elements.length);
        expect(Math.abs(adsTotal.expenses - onYahoo.expenses)).toBeLessThan(
          0.01 * ads.creatives.elements.length + 0.001,
        );
        // The same campaign on every publisher is more: the slice is not the whole.
        const whole = await ok<CampaignHeaderResponse>(`campaign-header?campaign=${row.id}&${filters}`, viewToken);
        expect(whole.campaign.impressions).toBeGreaterThan(onYahoo.impressions);
      }
    },
  );

  it.each([
    [
      'an advertiser',
      'expenditure-trend?advertiser=1&period=LAST_3_MONTHS&onPublisher=5',
      400,
      'only a campaign is read on one publisher',
    ],
    [
      'a dataset that cannot',
      'keywords-summary?campaign=1&period=LAST_3_MONTHS&onPublisher=5',
      400,
      'this dataset does not read one publisher',
    ],
    ['not an id', 'campaign-header?campaign=1&period=LAST_3_MONTHS&onPublisher=yahoo', 400, 'must be a publisher id'],
  ])('refuses %s', async (_what, path, status, message) => {
    const response = await getDataset(server, token, path);
    expect(response.statusCode).toBe(status);
    expect(response.json().error.fieldErrors.onPublisher).toEqual([message]);
  });

  it('is documented on the datasets that read it, and only there', async () => {
    const document = (await server.app.inject({ method: 'GET', url: '/api/v1/docs' })).json();
    const names = (path: string) =>
      (document.paths[path].get.parameters as { name: string }[]).map((parameter) => parameter.name);
    expect(names('/datasets/campaign-header')).toContain('onPublisher');
    expect(names('/datasets/top-publishers')).toContain('onPublisher');
    expect(names('/datasets/keywords-summary')).not.toContain('onPublisher');
  });

  it('answers 404 for a publisher that does not exist', async () => {
    const response = await getDataset(
      server,
      token,
      'campaign-header?campaign=1&period=LAST_3_MONTHS&onPublisher=999999',
    );
    expect(response.statusCode).toBe(404);
  });
});
