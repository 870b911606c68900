import type { EstimatedExpenditureResponse, Measures, TrendResponse } from '@adlens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from '../testing/createTestServer.ts';
import { getDataset } from '../testing/reportRequests.ts';

/**
 * The brand hierarchy (brandHierarchyEnabled): a
 * brand's figures include its sub-brands by default (`subBrands=true`), and are the brand's own with
 * `subBrands=false`; every brand dataset reads the same scope, so they agree either way.
 */
let server: TestServer;
let token: string;
let master: number;
let subs: number[];
beforeAll(async () => {
  server = await createTestServer();
  token = await server.accessToken();
  // The master brand with the most sub-brands that have campaigns of their own.
  const [row] = await server.db.query<{ master: number; subs: number[] }>(
    `SELECT b.parent_id AS master, array_agg(DISTINCT b.id ORDER BY b.id) AS subs
     FROM brands b JOIN campaigns c ON c.advertiser_id = b.advertiser_id AND c.brand_id = b.id
     WHERE b.parent_id IS NOT NULL GROUP BY b.parent_id ORDER BY count(DISTINCT b.id) DESC, b.parent_id LIMIT 1`,
  );
  master = Number(row!.master);
  subs = row!.subs.map(Number);
});
afterAll(() => server?.close());

const FILTERS = 'period=LAST_12_MONTHS';

async function spend(brands: number[], subBrands?: boolean) {
  const param = subBrands === undefined ? '' : `&subBrands=${subBrands}`;
  const response = await getDataset(
    server,
    token,
    `estimated-expenditure?brand=(${brands.join(',')})&${FILTERS}${param}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as EstimatedExpenditureResponse).elements.map((element) => element.impressions);
}

describe('brand hierarchy: sub-brands in a brand’s figures', () => {
  it('counts a master brand with its sub-brands by default, and alone with subBrands=false', async () => {
    const [withSubs] = await spend([master]);
    const [alone] = await spend([master], false);
    expect(await spend([master], true)).toEqual([withSubs]);
    const subTotals = await Promise.all(subs.map(async (id) => (await spend([id], false))[0]!));
    // The master's own campaigns plus each sub-brand's are the whole brand.
    expect(alone! + subTotals.reduce((sum, value) => sum + value, 0)).toBe(withSubs);
    expect(alone!).toBeLessThan(withSubs!);
  });

  it('gives the brand header and the trend the same brand-alone figures as the expenditure', async () => {
    const [alone] = await spend([master], false);
    const header = await getDataset(server, token, `brand-header?brand=${master}&${FILTERS}&subBrands=false`);
    expect(header.statusCode, header.body).toBe(200);
    expect((header.json() as { brand: Measures }).brand.impressions).toBe(alone);
    const trend = await getDataset(server, token, `expenditure-trend?brand=${master}&${FILTERS}&subBrands=false`);
    expect(trend.statusCode, trend.body).toBe(200);
    expect((trend.json() as TrendResponse).total?.impressions).toBe(alone);
  });

  it('answers 400 naming subBrands for anything but true or false', async () => {
    const response = await getDataset(server, token, `brand-header?brand=${master}&subBrands=maybe`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({ subBrands: ['must be true or false'] });
    const expenditure = await getDataset(server, token, `estimated-expenditure?brand=${master}&subBrands=no`);
    expect(expenditure.statusCode).toBe(400);
  });
});
