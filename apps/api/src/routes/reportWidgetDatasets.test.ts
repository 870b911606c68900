import type { CreativesResponse, DistributionResponse, RankingResponse, ReportViewRequest } from '@adlens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from '../testing/createTestServer.ts';
import { getDataset, reportViewToken } from '../testing/reportRequests.ts';

/**
 * Every report whole (docs/product/report-types.md): the datasets behind the widgets
 * that category, campaign, keyword and brand reports used to drop answer those types with data.
 */
let server: TestServer;
let token: string;
const ids: Record<'category' | 'campaign' | 'brand' | 'keyword', number> = {
  category: 0,
  campaign: 0,
  brand: 0,
  keyword: 0,
};

beforeAll(async () => {
  server = await createTestServer();
  token = await server.accessToken();
  const one = async (sql: string) => (await server.db.query<{ id: number }>(sql))[0]!.id;
  ids.category = await one('SELECT category_id AS id FROM advertisers WHERE id = 5');
  ids.campaign = await one('SELECT campaign_id AS id FROM campaign_monthly_channel WHERE advertiser_id = 5 LIMIT 1');
  ids.brand = await one(
    'SELECT brand_id AS id FROM campaigns WHERE advertiser_id = 5 AND brand_id IS NOT NULL LIMIT 1',
  );
  ids.keyword = await one('SELECT keyword_id AS id FROM campaign_keywords WHERE advertiser_id = 5 LIMIT 1');
});
afterAll(() => server?.close());

async function ok<T>(path: string, reportToken?: string): Promise<T> {
  const response = await getDataset(server, token, path, reportToken);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

function viewToken(entityType: ReportViewRequest['entityType'], instances: number[]) {
  return reportViewToken(server, token, entityType, instances);
}

describe('a category report has its ad types and top ads', () => {
  it("splits the category's impressions by its advertisers' ad types", async () => {
    const query = `category=${ids.category}&period=LAST_3_MONTHS`;
    const reportToken = await viewToken('category', [ids.category]);
    const types = await ok<DistributionResponse>(`ad-types-distribution?${query}`, reportToken);
    expect(types.items.length).toBeGreaterThan(0);
    expect(types.total.impressions).toBeGreaterThan(0);
    const shares = types.items.reduce((sum, item) => sum + item.share, 0);
    expect(Math.abs(shares - 100)).toBeLessThan(0.5);
  });

  it("lists the category's advertisers' creatives", async () => {
    const reportToken = await viewToken('category', [ids.category]);
    const body = await ok<CreativesResponse>(
      `creatives?category=${ids.category}&period=LAST_3_MONTHS&sort=IMPRESSIONS&size=4`,
      reportToken,
    );
    expect(body.creatives.elements).toHaveLength(4);
    const impressions = body.creatives.elements.map((creative) => creative.totalImpressions);
    expect(impressions).toEqual([...impressions].sort((a, b) => b - a));
  });
});

describe('campaign, keyword and brand reports have their top publishers', () => {
  it.each(['campaign', 'keyword', 'brand'] as const)('%s', async (entityType) => {
    const body = await ok<RankingResponse>(
      `top-publishers?${entityType}=${ids[entityType]}&period=LAST_12_MONTHS&size=5`,
    );
    expect(body.entityType).toBe('publisher');
    expect(body.elements.length).toBeGreaterThan(0);
    expect(body.elements.every((row) => row.entity.entityType === 'publisher' && row.impressions > 0)).toBe(true);
    const impressions = body.elements.map((row) => row.impressions);
    expect(impressions).toEqual([...impressions].sort((a, b) => b - a));
  });
});
