import {
  API_ERROR_CODES,
  type CampaignsResponse,
  type CreativesResponse,
  type DistributionResponse,
  type EstimatedExpenditureResponse,
  type MonthOverMonthResponse,
  type RankingResponse,
  type ReportViewRequest,
  type TrendResponse,
} from '@adlens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from '../testing/createTestServer.ts';
import { getDataset, reportViewToken } from '../testing/reportRequests.ts';

let server: TestServer;
let token: string;
let category: number;
let publisher: number;
let campaign: number;
let brand: number;
let keyword: number;
beforeAll(async () => {
  server = await createTestServer();
  token = await server.accessToken();
  category = (await one('SELECT category_id AS id FROM advertisers WHERE id = 5')).id;
  publisher = (await one('SELECT publisher_id AS id FROM publisher_monthly_advertiser WHERE advertiser_id = 5 LIMIT 1'))
    .id;
  campaign = (await one('SELECT campaign_id AS id FROM campaign_monthly_channel WHERE advertiser_id = 5 LIMIT 1')).id;
  brand = (await one('SELECT brand_id AS id FROM campaigns WHERE advertiser_id = 5 AND brand_id IS NOT NULL LIMIT 1'))
    .id;
  keyword = (await one('SELECT keyword_id AS id FROM campaign_keywords WHERE advertiser_id = 5 LIMIT 1')).id;
});
afterAll(() => server?.close());

async function one(sql: string): Promise<{ id: number }> {
  const [row] = await server.db.query<{ id: number }>(sql);
  return row!;
}

function viewToken(entityType: ReportViewRequest['entityType'], instances: number[], categoryId?: number) {
  return reportViewToken(server, token, entityType, instances, categoryId);
}

function get(path: string, reportToken?: string) {
  return getDataset(server, token, path, reportToken);
}

async function ok<T>(path: string, reportToken?: string): Promise<T> {
  const response = await get(path, reportToken);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

async function expenditure(query: string) {
  return (await ok<EstimatedExpenditureResponse>(`estimated-expenditure?${query}`)).elements[0]!;
}

describe('breakdowns add up to estimated-expenditure for the same filters', () => {
  it.each([
    ['LAST_30_DAYS', ''],
    ['LAST_3_MONTHS', ''],
    ['LAST_30_DAYS', '&channel=SOCIAL-ALL&country=US'],
    ['20250215-20250410', '&channel=ALL-MOBILE'],
    // No whole month, two partial ones (LAST_30_DAYS when the data ends mid-month).
    ['20250520-20250610', ''],
  ])('top-publishers over %s%s', async (period, filters) => {
    const body = await ok<RankingResponse>(`top-publishers?advertiser=5&period=${period}${filters}&size=3`);
    const total = await expenditure(`advertiser=5&period=${period}${filters}`);
    expect(body.elements).toHaveLength(3);
    expect(Math.abs(body.total.expenses - total.expenses)).toBeLessThan(0.05);
    expect(Math.abs(body.total.impressions - total.impressions)).toBeLessThanOrEqual(1);
    expect(body.count.total).toBeGreaterThan(3);
  });

  it.each(['LAST_30_DAYS', 'LAST_3_MONTHS'])('ad types, placements and channels over %s', async (period) => {
    const total = await expenditure(`advertiser=5&period=${period}`);
    const reportToken = await viewToken('advertiser', [5]);
    for (const path of ['ad-types-distribution', 'ad-placements', 'transaction-methods', 'channel-share']) {
      const body = await ok<DistributionResponse>(`${path}?advertiser=5&period=${period}`, reportToken);
      expect(Math.abs(body.total.expenses - total.expenses), path).toBeLessThan(0.05);
      expect(body.items.reduce((sum, item) => sum + item.share, 0)).toBeCloseTo(100, 0);
    }
  });

  it.each(['LAST_30_DAYS', '20250520-20250610', 'LAST_3_MONTHS'])(
    "a brand's header, trend, ad types, placements and channels over %s (the sales tool's brand preview)",
    async (period) => {
      const total = await expenditure(`brand=${brand}&period=${period}`);
      expect(total.expenses).toBeGreaterThan(0);
      const header = await ok<{ brand: { expenses: number; impressions: number } }>(
        `brand-header?brand=${brand}&period=${period}`,
      );
      // Within rounding: the expenditure rounds each channel, the header the whole.
      expect(Math.abs(header.brand.impressions - total.impressions)).toBeLessThanOrEqual(total.byChannel.length);
      expect(Math.abs(header.brand.expenses - total.expenses)).toBeLessThan(0.05);
      const trend = await ok<TrendResponse>(`expenditure-trend?brand=${brand}&period=${period}`);
      expect(
        Math.abs(trend.points.reduce((sum, point) => sum + point.impressions, 0) - total.impressions),
      ).toBeLessThanOrEqual(trend.points.length);
      const reportToken = await viewToken('brand', [brand]);
      for (const path of ['ad-types-distribution', 'ad-placements', 'transaction-methods', 'channel-share']) {
        const body = await ok<DistributionResponse>(`${path}?brand=${brand}&period=${period}`, reportToken);
        expect(Math.abs(body.total.expenses - total.expenses), path).toBeLessThan(0.05);
      }
    },
  );

  it('the weekly trend spans the period on ISO weeks, zeros included, and sums to the period total', async () => {
    const body = await ok<TrendResponse>('expenditure-trend?advertiser=5&period=LAST_3_MONTHS&interval=WEEKLY');
    const total = await expenditure('advertiser=5&period=LAST_3_MONTHS');
    expect(body.interval).toBe('WEEKLY');
    expect(body.supportedIntervals).toEqual(['DAILY', 'WEEKLY', 'MONTHLY']);
    expect(body.points[0]!.start).toBe(body.period.start);
    expect(body.points.at(-1)!.end).toBe(body.period.end);
    for (const [index, point] of body.points.entries()) {
      const monday = new Date(`${point.start}T00:00:00Z`).getUTCDay() === 1;
      // Every week but the first starts on a Monday; only the first and last may be partial.
      if (index > 0) expect(monday, point.start).toBe(true);
      if (index > 0 && index < body.points.length - 1) expect(point.partial).toBe(false);
      if (index > 0) expect(point.start > body.points[index - 1]!.end).toBe(true);
    }
    expect(body.points.reduce((sum, point) => sum + point.impressions, 0)).toBe(total.impressions);
  });

  it('offers other items only the intervals their monthly figures fill, and says which it drew', async () => {
    const ofCategory = await ok<TrendResponse>(`expenditure-trend?category=${category}&interval=DAILY`);
    expect(ofCategory.supportedIntervals).toEqual(['MONTHLY']);
    expect(ofCategory.interval).toBe('MONTHLY');
    expect(ofCategory.advertisersCount).toBeGreaterThan(0);
    expect(ofCategory.points.map((point) => point.start)).toEqual(['2025-04-01', '2025-05-01', '2025-06-01']);
    const ofCampaign = await ok<TrendResponse>(`expenditure-trend?campaign=${campaign}&period=LAST_3_MONTHS`);
    expect(ofCampaign.interval).toBe('MONTHLY');
    expect(ofCampaign.points.every((point) => point.start.endsWith('-01'))).toBe(true);
  });

  it('marks a partial first and last interval, and asks for a daily axis only where the data is daily', async () => {
    const body = await ok<TrendResponse>('expenditure-trend?advertiser=5&period=20250410-20250620&interval=MONTHLY');
    expect(body.points.map((point) => [point.start, point.end, point.partial])).toEqual([
      ['2025-04-10', '2025-04-30', true],
      ['2025-05-01', '2025-05-31', false],
      ['2025-06-01', '2025-06-20', true],
    ]);
    const daily = await ok<TrendResponse>('expenditure-trend?advertiser=5&period=20250410-20250620&interval=DAILY');
    expect(daily.points).toHaveLength(72);
    expect(daily.points.every((point) => !point.partial)).toBe(true);
  });
});

describe('rankings', () => {
  it('ranks by impressions with the change against the previous period, and pages', async () => {
    const body = await ok<RankingResponse>('top-publishers?advertiser=5&period=LAST_30_DAYS&size=5');
    const impressions = body.elements.map((row) => row.impressions);
    expect(impressions).toEqual([...impressions].sort((a, b) => b - a));
    expect(body.elements.some((row) => row.change !== null)).toBe(true);
    const second = await ok<RankingResponse>('top-publishers?advertiser=5&period=LAST_30_DAYS&size=5&page=1');
    expect(second.elements[0]!.entity.id).not.toBe(body.elements[0]!.entity.id);
    const bySpend = await ok<RankingResponse>('top-publishers?advertiser=5&sort=expenses-desc');
    const spends = bySpend.elements.map((row) => row.expenses);
    expect(spends).toEqual([...spends].sort((a, b) => b - a));
  });

  it.each([
    () => `top-advertisers?publisher=${publisher}`,
    () => `top-advertisers?keyword=${keyword}`,
    () => `top-advertisers?category=${category}`,
    () => `market-leaders?category=${category}`,
    () => 'market-leaders',
    () => `category-publishers?category=${category}`,
    () => 'youtube-channels?advertiser=1',
    () => 'top-apps?advertiser=1',
    () => 'start-top-items?metric=PUBLISHERS',
    () => 'start-top-items?metric=SPEND&size=5',
  ])('%s answers a ranking', async (path) => {
    const body = await ok<RankingResponse>(path());
    expect(body.elements.length).toBeGreaterThan(0);
    for (const row of body.elements) expect(row.share).toBeLessThanOrEqual(100);
  });

  it('keeps only YouTube channels and apps where asked', async () => {
    const youtube = await ok<RankingResponse>('youtube-channels?advertiser=1');
    expect(youtube.elements.every((row) => row.entity.publisherKind === 'YOUTUBE_CHANNEL')).toBe(true);
    const apps = await ok<RankingResponse>('top-apps?advertiser=1');
    expect(apps.elements.every((row) => ['ANDROID_APP', 'IOS_APP'].includes(row.entity.publisherKind!))).toBe(true);
  });

  it('shows YouTube channels for every brand that YouTube is a top publisher of ("not enough data" was shown beside YouTube at number two)', async () => {
    // Was: youtube.com and its channels were one pool of video publishers ranked by size, so the
    // platform took nearly every draw and an advertiser's video on YouTube had no channel to show.
    let onYoutube = 0;
    for (let id = 1; id <= 12; id++) {
      for (const filters of ['period=LAST_30_DAYS', 'period=LAST_3_MONTHS&country=US&channel=VIDEO-ALL']) {
        const top = await ok<RankingResponse>(`top-publishers?advertiser=${id}&${filters}&size=5`);
        if (!top.elements.some((row) => row.entity.publisherKind === 'YOUTUBE')) continue;
        onYoutube++;
        const channels = await ok<RankingResponse>(`youtube-channels?advertiser=${id}&${filters}`);
        expect(channels.elements.length, `advertiser ${id}, ${filters}`).toBeGreaterThan(0);
      }
    }
    expect(onYoutube).toBeGreaterThan(3);
  });
});

describe('creatives (view token)', () => {
  it('needs a view token covering the ids', async () => {
    expect((await get('creatives?advertiser=5')).json().error).toMatchObject({
      code: API_ERROR_CODES.reportViewTokenRequired,
      message: 'Report view token is not defined',
    });
    expect((await get('creatives?advertiser=5', 'not-a-token')).statusCode).toBe(401);
    const other = await viewToken('advertiser', [1]);
    expect((await get('creatives?advertiser=5', other)).statusCode).toBe(403);
  });

  it('sorts newest first by default, filters ad types and pages with a total count', async () => {
    const reportToken = await viewToken('advertiser', [5]);
    const body = await ok<CreativesResponse>('creatives?advertiser=5&size=5', reportToken);
    const firsts = body.creatives.elements.map((creative) => creative.detectionRange.first);
    expect(firsts).toEqual([...firsts].sort().reverse());
    expect(body.creatives.count.total).toBeGreaterThanOrEqual(body.creatives.elements.length);
    const banners = await ok<CreativesResponse>(
      'creatives?advertiser=5&f.type=in(BANNER)&sort=IMPRESSIONS',
      reportToken,
    );
    expect(banners.creatives.elements.every((creative) => creative.type.code === 'BANNER')).toBe(true);
    const impressions = banners.creatives.elements.map((creative) => creative.totalImpressions);
    expect(impressions).toEqual([...impressions].sort((a, b) => b - a));
    const durations = (
      await ok<CreativesResponse>('creatives?advertiser=5&sort=duration-desc', reportToken)
    ).creatives.elements.map((creative) => creative.detectionRange.duration);
    expect(durations).toEqual([...durations].sort((a, b) => b - a));
  });

  describe('publisher filter f.publisher=in(…)', () => {
    /** Publishers advertiser 5 ran on in the default period (LAST_3_MONTHS: April–June 2025), fewest months first. */
    async function publishersOf5(): Promise<number[]> {
      const rows = await server.db.query<{ id: number }>(
        `SELECT publisher_id::int AS id FROM publisher_monthly_advertiser
         WHERE advertiser_id = 5 AND month >= '2025-04-01' GROUP BY publisher_id
         ORDER BY count(DISTINCT (channel, device)), sum(impressions), publisher_id LIMIT 12`,
      );
      return rows.map((row) => row.id);
    }

    it('narrows the list to creatives whose advertiser ran on a chosen publisher in their channel', async () => {
      const reportToken = await viewToken('advertiser', [5]);
      const all = await ok<CreativesResponse>('creatives?advertiser=5&size=100', reportToken);
      let narrowed = false;
      for (const id of (await publishersOf5()).slice(0, 6)) {
        const body = await ok<CreativesResponse>(`creatives?advertiser=5&size=100&f.publisher=in(${id})`, reportToken);
        expect(body.creatives.count.total).toBeLessThanOrEqual(all.creatives.count.total);
        expect(body.creatives.count.total).toBe(body.creatives.elements.length);
        if (body.creatives.count.total > 0 && body.creatives.count.total < all.creatives.count.total) narrowed = true;
        for (const creative of body.creatives.elements) {
          const ran = await server.db.query(
            `SELECT 1 FROM publisher_monthly_advertiser WHERE advertiser_id = $1 AND publisher_id = $2
             AND channel = $3 AND device = $4 AND month >= '2025-04-01' LIMIT 1`,
            [creative.advertiser.id, id, creative.channel, creative.device],
          );
          expect(ran, `creative ${creative.id} on publisher ${id}`).toHaveLength(1);
        }
      }
      expect(narrowed).toBe(true);
    });

    it('keeps every creative seen on any of several publishers, with the type filter too', async () => {
      const reportToken = await viewToken('advertiser', [5]);
      const ids = (await publishersOf5()).slice(0, 10);
      const union = new Set<number>();
      for (const id of ids.slice(0, 3)) {
        const body = await ok<CreativesResponse>(`creatives?advertiser=5&size=100&f.publisher=in(${id})`, reportToken);
        for (const creative of body.creatives.elements) union.add(creative.id);
      }
      const three = await ok<CreativesResponse>(
        `creatives?advertiser=5&size=100&f.publisher=in(${ids.slice(0, 3).join(',')})`,
        reportToken,
      );
      expect(new Set(three.creatives.elements.map((creative) => creative.id))).toEqual(union);
      const ten = await ok<CreativesResponse>(
        `creatives?advertiser=5&size=2&f.type=in(BANNER)&f.publisher=in(${ids.join(',')})`,
        reportToken,
      );
      expect(ten.creatives.elements.every((creative) => creative.type.code === 'BANNER')).toBe(true);
    });

    it('answers an unknown publisher with an empty list and 11 publishers with a 400', async () => {
      const reportToken = await viewToken('advertiser', [5]);
      const unknown = await ok<CreativesResponse>('creatives?advertiser=5&f.publisher=in(987654321)', reportToken);
      // 5000: the demo account's Enterprise CREATIVE resultsLimit.
      expect(unknown.creatives).toEqual({ elements: [], count: { total: 0, resultsLimit: 5000 } });
      for (const path of [
        `creatives?advertiser=5&f.publisher=in(${Array.from({ length: 11 }, (_, i) => i + 1).join(',')})`,
        'creatives?advertiser=5&f.publisher=in(abc)',
        'creatives?advertiser=5&f.publisher=contains(1)',
      ]) {
        const response = await get(path, reportToken);
        expect(response.statusCode, response.body).toBe(400);
        expect(Object.keys(response.json().error.fieldErrors)).toEqual(['f.publisher']);
      }
      // Repeated ids count once.
      expect((await get('creatives?advertiser=5&f.publisher=in(1,1,1,1,1,1,1,1,1,1,1)', reportToken)).statusCode).toBe(
        200,
      );
    });
  });

  it('covers the benchmark category of the report', async () => {
    const reportToken = await viewToken('advertiser', [5], category);
    const body = await ok<DistributionResponse>(`channel-share?category=${category}`, reportToken);
    expect(body.advertisersCount).toBeGreaterThan(0);
  });
});

describe('campaigns, headers and summaries', () => {
  it('top-campaigns ranks the campaigns of an advertiser, 5 by default', async () => {
    const body = await ok<CampaignsResponse>('top-campaigns?advertiser=5');
    expect(body.elements.length).toBeLessThanOrEqual(5);
    expect(body.elements[0]).toMatchObject({ advertiser: { id: 5 } });
    expect(body.elements[0]!.channels.length).toBeGreaterThan(0);
  });

  it('campaign-header, brand-header and keywords-summary describe one item', async () => {
    const header = await ok<{ campaign: { id: number; keywords: string[] } }>(`campaign-header?campaign=${campaign}`);
    expect(header.campaign.id).toBe(campaign);
    const brandHeader = await ok<{ brand: { id: number } }>(`brand-header?brand=${brand}`);
    expect(brandHeader.brand.id).toBe(brand);
    const summary = await ok<{ elements: { id: number; campaignsCount: number }[] }>(`keywords-summary?advertiser=5`);
    expect(summary.elements.length).toBeGreaterThan(0);
    const single = await ok<{ elements: { id: number }[] }>(
      `keywords-summary?keyword=${keyword}&period=LAST_12_MONTHS`,
    );
    expect(single.elements.map((element) => element.id)).toEqual([keyword]);
  });

  it("brand-header of an advertiser describes its master brand (the sales tool's preview)", async () => {
    const master = await one('SELECT id FROM brands WHERE advertiser_id = 5 AND parent_id IS NULL');
    const header = await ok<{ brand: { id: number; master: unknown; expenses: number } }>('brand-header?advertiser=5');
    expect(header.brand).toMatchObject({ id: master.id, master: null });
    const spend = await expenditure('advertiser=5');
    expect(header.brand.expenses).toBeCloseTo(spend.expenses, 1);
  });

  it('month-over-month compares the last whole month with the one before', async () => {
    const reportToken = await viewToken('advertiser', [5]);
    const body = await ok<MonthOverMonthResponse>('month-over-month-change?advertiser=5', reportToken);
    expect(body.current.month).toBe('2025-06');
    expect(body.previous.month).toBe('2025-05');
    const june = await expenditure('advertiser=5&period=20250601-20250630');
    expect(body.current.expenses).toBeCloseTo(june.expenses, 1);
    expect(body.basis).toBe('WHOLE_MONTHS');
    expect([body.current.start, body.current.end, body.previous.start, body.previous.end]).toEqual([
      '2025-06-01',
      '2025-06-30',
      '2025-05-01',
      '2025-05-31',
    ]);
  });

  it('month-over-month compares a month to date with the same days of the month before, never with a whole month', async () => {
    const reportToken = await viewToken('advertiser', [5]);
    const body = await ok<MonthOverMonthResponse>(
      'month-over-month-change?advertiser=5&period=20250401-20250615',
      reportToken,
    );
    expect(body.basis).toBe('MONTH_TO_DATE');
    expect([body.current.start, body.current.end, body.previous.start, body.previous.end]).toEqual([
      '2025-06-01',
      '2025-06-15',
      '2025-05-01',
      '2025-05-15',
    ]);
    const [now, before] = await Promise.all([
      expenditure('advertiser=5&period=20250601-20250615'),
      expenditure('advertiser=5&period=20250501-20250515'),
    ]);
    expect(body.current.impressions).toBe(now.impressions);
    expect(body.previous.impressions).toBe(before.impressions);
  });

  it('month-over-month of monthly figures compares the last two whole months when the latest is not complete', async () => {
    const body = await ok<MonthOverMonthResponse>(
      `month-over-month-change?category=${category}&period=20250401-20250615`,
      await viewToken('category', [category]),
    );
    expect(body.basis).toBe('LAST_WHOLE_MONTHS');
    expect([body.current.month, body.previous.month]).toEqual(['2025-05', '2025-04']);
    expect(body.current.end).toBe('2025-05-31');
  });
});

describe('bad input', () => {
  it.each([
    ['an entity type the dataset does not support', 'mobile-platforms?publisher=1', 'publisher'],
    ['no entity', 'top-publishers', 'advertiser'],
    ['an unknown interval', 'expenditure-trend?advertiser=5&interval=HOURLY', 'interval'],
    ['an ascending ad sort', 'creatives?advertiser=5&sort=newest-asc', 'sort'],
    ['an unknown ad sort', 'creatives?advertiser=5&sort=name', 'sort'],
    ['an unknown ad type', 'creatives?advertiser=5&f.type=in(POSTER)', 'f.type'],
    ['a ranking sort it has not', 'top-publishers?advertiser=5&sort=name-desc', 'sort'],
    ['two campaigns for a header', 'campaign-header?campaign=(1,2)', 'campaign'],
    ['an unknown metric', 'start-top-items?metric=CLICKS', 'metric'],
    ['an unknown currency', 'top-publishers?advertiser=5&currency=ZZZ', 'currency'],
    ['too large a page', 'top-publishers?advertiser=5&size=101', 'size'],
  ])('answers %s with a 400 naming the field', async (_, path, field) => {
    const reportToken = await viewToken('advertiser', [5]);
    const response = await get(path, reportToken);
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().error.fieldErrors)).toContain(field);
  });
});
