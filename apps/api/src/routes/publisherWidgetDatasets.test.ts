import type { CampaignsResponse, CreativesResponse, DistributionResponse, Measures } from '@adlens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from '../testing/createTestServer.ts';
import { getDataset, reportViewToken } from '../testing/reportRequests.ts';

/**
 * A publisher report's ad types, placements, transaction methods, top campaigns and top ads,
 * estimated from its advertisers' creatives (migration 0011: a
 * creative's spend on publisher P in a month, country, channel and device is its spend there times its
 * advertiser's share of that cell spent on P). The test data ends on 2025-06-30; the default period is
 * LAST_3_MONTHS (April–June 2025).
 */
let server: TestServer;
let token: string;
/** The two websites with the most spend in the default period, largest first (websites sell DISPLAY, VIDEO and CTV). */
let big: number;
let second: number;
beforeAll(async () => {
  server = await createTestServer();
  token = await server.accessToken();
  const rows = await server.db.query<{ id: number }>(
    `SELECT m.publisher_id::int AS id FROM publisher_monthly_advertiser m JOIN publishers p ON p.id = m.publisher_id
     WHERE m.month >= '2025-04-01' AND p.kind = 'WEBSITE'
     GROUP BY m.publisher_id ORDER BY sum(m.expenses) DESC, m.publisher_id LIMIT 2`,
  );
  [big, second] = rows.map((row) => row.id) as [number, number];
});
afterAll(() => server?.close());

const viewToken = (instances: number[]) => reportViewToken(server, token, 'publisher', instances);

async function ok<T>(path: string, reportToken?: string): Promise<T> {
  const response = await getDataset(server, token, path, reportToken);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

/** The publisher's own totals for the filters: channel share reads publisher_monthly_totals. */
async function publisherTotal(query: string, reportToken: string): Promise<Measures> {
  return (await ok<DistributionResponse>(`channel-share?${query}`, reportToken)).total;
}

/** Within rounding: every estimated part is floored to the cent (and impression), the largest takes the rest. */
function expectClose(actual: Measures, expected: Measures) {
  expect(Math.abs(actual.expenses - expected.expenses)).toBeLessThanOrEqual(Math.max(0.05, expected.expenses * 1e-4));
  expect(Math.abs(actual.impressions - expected.impressions)).toBeLessThanOrEqual(
    Math.max(2, expected.impressions * 1e-4),
  );
}

const DISTRIBUTIONS = ['ad-types-distribution', 'ad-placements', 'transaction-methods'];

describe("a publisher's ad types, placements and transaction methods", () => {
  it.each([
    ['LAST_3_MONTHS', ''],
    ['LAST_30_DAYS', ''],
    ['LAST_3_MONTHS', '&channel=DISPLAY-ALL'],
    ['LAST_3_MONTHS', '&country=US'],
    ['20250410-20250620', '&channel=ALL-MOBILE'],
  ])('add up to the publisher’s spend over %s%s', async (period, filters) => {
    const query = `publisher=${big}&period=${period}${filters}`;
    const reportToken = await viewToken([big]);
    const total = await publisherTotal(query, reportToken);
    expect(total.expenses).toBeGreaterThan(0);
    for (const path of DISTRIBUTIONS) {
      const body = await ok<DistributionResponse>(`${path}?${query}`, reportToken);
      expectClose(body.total, total);
      expect(body.items.length, path).toBeGreaterThan(0);
      expect(body.items.reduce((sum, item) => sum + item.share, 0)).toBeCloseTo(100, 0);
      expectClose(
        {
          impressions: body.items.reduce((sum, item) => sum + item.impressions, 0),
          expenses: body.items.reduce((sum, item) => sum + item.expenses, 0),
        },
        body.total,
      );
    }
  });

  it('split transaction methods by channel, and the channel filter changes the answer', async () => {
    const all = await ok<DistributionResponse>(`transaction-methods?publisher=${big}`);
    expect(all.items.every((item) => item.byChannel && item.byChannel.length > 0)).toBe(true);
    const display = await ok<DistributionResponse>(`transaction-methods?publisher=${big}&channel=DISPLAY-ALL`);
    expect(display.total.expenses).toBeLessThan(all.total.expenses);
    expect(new Set(display.items.flatMap((item) => item.byChannel!.map((row) => row.channel)))).toEqual(
      new Set(['DISPLAY']),
    );
    const types = await ok<DistributionResponse>(`ad-types-distribution?publisher=${big}&channel=DISPLAY-ALL`);
    for (const item of types.items) expect(['BANNER', 'ANIMATED_BANNER']).toContain(item.code);
  });

  it('change with the country and the period', async () => {
    const base = await ok<DistributionResponse>(`ad-types-distribution?publisher=${big}`);
    const us = await ok<DistributionResponse>(`ad-types-distribution?publisher=${big}&country=US`);
    const month = await ok<DistributionResponse>(`ad-types-distribution?publisher=${big}&period=LAST_30_DAYS`);
    expect(us.total.expenses).toBeLessThan(base.total.expenses);
    expect(month.total.expenses).toBeLessThan(base.total.expenses);
  });

  it('aggregate several publishers into one item, and compare two item by item', async () => {
    const reportToken = await viewToken([big, second]);
    const one = await ok<DistributionResponse>(`ad-placements?publisher=${big}`);
    const other = await ok<DistributionResponse>(`ad-placements?publisher=${second}`);
    const both = await ok<DistributionResponse>(`ad-placements?publisher=(${big},${second})`, reportToken);
    expect(one.total.expenses).not.toBe(other.total.expenses);
    expectClose(both.total, {
      impressions: one.total.impressions + other.total.impressions,
      expenses: one.total.expenses + other.total.expenses,
    });
  });
});

describe("a publisher's top campaigns", () => {
  it('are campaigns of advertisers that ran on it, estimated at most at their own figures', async () => {
    const body = await ok<CampaignsResponse>(`top-campaigns?publisher=${big}&size=10`);
    expect(body.elements).toHaveLength(10);
    expect(body.count.total).toBeGreaterThan(10);
    const impressions = body.elements.map((row) => row.impressions);
    expect(impressions).toEqual([...impressions].sort((a, b) => b - a));
    for (const row of body.elements) {
      const ran = await server.db.query(
        `SELECT 1 FROM publisher_monthly_advertiser WHERE advertiser_id = $1 AND publisher_id = $2
         AND month >= '2025-04-01' LIMIT 1`,
        [row.advertiser.id, big],
      );
      expect(ran, `campaign ${row.id}`).toHaveLength(1);
      const [own] = (await ok<CampaignsResponse>(`top-campaigns?campaign=${row.id}`)).elements;
      expect(row.expenses).toBeLessThanOrEqual(own!.expenses);
      expect(row.impressions).toBeLessThanOrEqual(own!.impressions);
      expect(row.channels.every((channel) => own!.channels.includes(channel))).toBe(true);
    }
  });

  it('add up to the publisher’s spend, and differ between two publishers and with the filters', async () => {
    const reportToken = await viewToken([second]);
    const query = `publisher=${second}&country=US`;
    const all = await ok<CampaignsResponse>(`top-campaigns?${query}&size=100`);
    expect(all.count.total).toBeLessThanOrEqual(100);
    expectClose(
      {
        impressions: all.elements.reduce((sum, row) => sum + row.impressions, 0),
        expenses: all.elements.reduce((sum, row) => sum + row.expenses, 0),
      },
      await publisherTotal(query, reportToken),
    );
    const ofBig = await ok<CampaignsResponse>(`top-campaigns?publisher=${big}&size=5`);
    const ofSecond = await ok<CampaignsResponse>(`top-campaigns?publisher=${second}&size=5`);
    expect(ofBig.elements.map((row) => row.id)).not.toEqual(ofSecond.elements.map((row) => row.id));
    const elsewhere = await ok<CampaignsResponse>(`top-campaigns?publisher=${big}&channel=SOCIAL-ALL`);
    expect(elsewhere).toMatchObject({ elements: [], count: { total: 0 } });
    const lastMonth = await ok<CampaignsResponse>(`top-campaigns?publisher=${big}&period=LAST_30_DAYS&size=5`);
    expect(lastMonth.elements[0]!.impressions).toBeLessThan(ofBig.elements[0]!.impressions);
  });
});

describe("a publisher's top ads (view token)", () => {
  it('are the creatives the top-ads publisher filter keeps for their advertisers, with estimated figures', async () => {
    const reportToken = await viewToken([big]);
    const body = await ok<CreativesResponse>(
      `creatives?publisher=${big}&size=20&sort=IMPRESSIONS&period=LAST_30_DAYS`,
      reportToken,
    );
    expect(body.creatives.elements).toHaveLength(20);
    const impressions = body.creatives.elements.map((creative) => creative.totalImpressions);
    expect(impressions).toEqual([...impressions].sort((a, b) => b - a));
    const advertisers = [...new Set(body.creatives.elements.map((creative) => creative.advertiser.id))];
    for (const advertiser of advertisers.slice(0, 3)) {
      const advertiserToken = await reportViewToken(server, token, 'advertiser', [advertiser]);
      const filtered = await ok<CreativesResponse>(
        `creatives?advertiser=${advertiser}&f.publisher=in(${big})&size=100&period=LAST_30_DAYS`,
        advertiserToken,
      );
      const own = new Map(filtered.creatives.elements.map((creative) => [creative.id, creative]));
      for (const creative of body.creatives.elements.filter((c) => c.advertiser.id === advertiser)) {
        // The same rule decides both lists; on the publisher the figures are the estimated part.
        expect(own.has(creative.id), `creative ${creative.id}`).toBe(true);
        expect(creative.totalExpenses).toBeLessThanOrEqual(own.get(creative.id)!.totalExpenses);
      }
    }
  });

  it('sort newest first by default, filter ad types, page, and follow the filters', async () => {
    const reportToken = await viewToken([big, second]);
    const body = await ok<CreativesResponse>(`creatives?publisher=${big}&size=5`, reportToken);
    const firsts = body.creatives.elements.map((creative) => creative.detectionRange.first);
    expect(firsts).toEqual([...firsts].sort().reverse());
    const next = await ok<CreativesResponse>(`creatives?publisher=${big}&size=5&page=1`, reportToken);
    expect(next.creatives.count.total).toBe(body.creatives.count.total);
    expect(next.creatives.elements[0]!.id).not.toBe(body.creatives.elements[0]!.id);
    const banners = await ok<CreativesResponse>(`creatives?publisher=${big}&f.type=in(BANNER)`, reportToken);
    expect(banners.creatives.elements.every((creative) => creative.type.code === 'BANNER')).toBe(true);
    expect(banners.creatives.count.total).toBeLessThan(body.creatives.count.total);
    const us = await ok<CreativesResponse>(`creatives?publisher=${big}&country=US&size=5`, reportToken);
    expect(us.creatives.count.total).toBeLessThan(body.creatives.count.total);
    const video = await ok<CreativesResponse>(`creatives?publisher=${big}&channel=VIDEO-ALL&size=100`, reportToken);
    expect(video.creatives.elements.every((creative) => creative.channel === 'VIDEO')).toBe(true);
    const ofSecond = await ok<CreativesResponse>(`creatives?publisher=${second}&size=5`, reportToken);
    expect(ofSecond.creatives.count.total).not.toBe(body.creatives.count.total);
    const both = await ok<CreativesResponse>(`creatives?publisher=(${big},${second})&size=5`, reportToken);
    expect(both.creatives.count.total).toBeGreaterThanOrEqual(body.creatives.count.total);
  });
});
