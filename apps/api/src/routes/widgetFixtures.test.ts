import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type EntityType, REPORT_VIEW_HEADER, VIEW_TOKEN_DATASETS, isEntityType } from '@adlens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRepoRoot } from '../repoRoot.ts';
import { type TestServer, createTestServer } from '../testing/createTestServer.ts';
import { reportViewToken } from '../testing/reportRequests.ts';

/**
 * Storybook's widget fixtures are real API responses (standards: fixtures come from the data
 * generator or real responses). This test asks the real server the same questions and fails when a
 * fixture no longer matches what the API answers; `UPDATE_WIDGET_FIXTURES=1` rewrites them.
 *
 * Files are `<dataset>.<variant>.json`. Variants: single (nike.com), comparison (adidas.com, the second
 * item of a comparison: each item is asked on its own), empty (nike.com in a month before the data),
 * category (nike.com's category), brand and campaign (nike.com's largest), publisher (nike.com's
 * largest publisher). Predefined periods: LAST_3_MONTHS. Audience datasets are `audience-<dataset>.<variant>.json`
 * (single and empty of nike.com, no country, nobody selected).
 */
const FIXTURES = join(findRepoRoot(), 'packages', 'report-widgets', 'src', 'fixtures');
const update = process.env.UPDATE_WIDGET_FIXTURES === '1';
const PERIOD = 'period=LAST_3_MONTHS&channel=ALL-ALL';
const EMPTY = 'period=20200101-20200131&channel=ALL-ALL';

let server: TestServer;
let token: string;
let ids: Record<'nike' | 'adidas' | 'hm' | 'category' | 'brand' | 'adidasBrand' | 'campaign' | 'publisher', number>;
beforeAll(async () => {
  server = await createTestServer();
  token = await server.accessToken();
  const [nike, adidas, hm] = await idsOf('nike.com', 'adidas.com', 'hm.com');
  const first = async (sql: string, id: number) => (await server.db.query<{ id: number }>(sql, [id]))[0]!.id;
  ids = {
    nike: nike!,
    adidas: adidas!,
    hm: hm!,
    category: await first('SELECT category_id AS id FROM advertisers WHERE id = $1', nike!),
    brand: await first(
      'SELECT id FROM brands WHERE advertiser_id = $1 ORDER BY total_impressions DESC, id LIMIT 1',
      nike!,
    ),
    adidasBrand: await first(
      'SELECT id FROM brands WHERE advertiser_id = $1 ORDER BY total_impressions DESC, id LIMIT 1',
      adidas!,
    ),
    campaign: await first(
      'SELECT id FROM campaigns WHERE advertiser_id = $1 ORDER BY total_impressions DESC, id LIMIT 1',
      nike!,
    ),
    publisher: await first(
      `SELECT publisher_id AS id FROM publisher_monthly_advertiser WHERE advertiser_id = $1
       GROUP BY publisher_id ORDER BY sum(impressions) DESC, publisher_id LIMIT 1`,
      nike!,
    ),
  };
});
afterAll(() => server?.close());

async function idsOf(...domains: string[]): Promise<number[]> {
  const rows = await server.db.query<{ id: number; domain: string }>(
    'SELECT id, domain FROM advertisers WHERE domain = ANY($1::text[])',
    [domains],
  );
  return domains.map((domain) => rows.find((row) => row.domain === domain)!.id);
}

/** A view token covering the path's entity (the benchmark category as the report's categoryId). */
async function viewTokenFor(query: URLSearchParams): Promise<string> {
  const [entityType, raw] = [...query].find(([key]) => isEntityType(key)) as [EntityType, string];
  const entityIds = raw.replace(/[()]/g, '').split(',').map(Number);
  const category = entityType === 'category';
  // A category is the benchmark of nike.com's report.
  return category
    ? reportViewToken(server, token, 'advertiser', [ids.nike], entityIds[0])
    : reportViewToken(server, token, entityType, entityIds);
}

async function answer(path: string): Promise<unknown> {
  const [name, query = ''] = path.split('?') as [string, string?];
  const params = new URLSearchParams(query);
  const needsToken = VIEW_TOKEN_DATASETS.includes(name.replace(/^datasets\//, ''));
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/v1/${path}`,
    // Icons are absolute URLs of the API as `pnpm start` serves it.
    headers: {
      authorization: `Bearer ${token}`,
      host: 'localhost:4000',
      ...(needsToken ? { [REPORT_VIEW_HEADER.toLowerCase()]: await viewTokenFor(params) } : {}),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

type Variant = 'single' | 'comparison' | 'empty';
const advertiserVariants = (dataset: string): [string, () => string][] =>
  (['single', 'comparison', 'empty'] as Variant[]).map((variant) => [
    `${dataset}.${variant}.json`,
    () =>
      `datasets/${dataset}?advertiser=${variant === 'comparison' ? ids.adidas : ids.nike}&${variant === 'empty' ? EMPTY : PERIOD}`,
  ]);

/** The audience widgets' datasets (core AUDIENCE_DATASETS) and the selector's lists. */
const audienceVariants = (dataset: string): [string, () => string][] =>
  (['single', 'empty'] as const).map((variant) => [
    `audience-${dataset}.${variant}.json`,
    () =>
      `datasets/audience/${dataset}?advertiser=${ids.nike}&period=${variant === 'empty' ? '20200101-20200131' : 'LAST_3_MONTHS'}`,
  ]);

const CASES: [string, () => string][] = [
  ['estimatedExpenditure.single.json', () => `datasets/estimated-expenditure?advertiser=${ids.nike}&${PERIOD}`],
  [
    'estimatedExpenditure.comparison.json',
    () => `datasets/estimated-expenditure?advertiser=(${ids.nike},${ids.adidas},${ids.hm})&${PERIOD}`,
  ],
  ['estimatedExpenditure.empty.json', () => `datasets/estimated-expenditure?advertiser=${ids.nike}&${EMPTY}`],
  ['estimatedExpenditure.brand.json', () => `datasets/estimated-expenditure?brand=${ids.brand}&${PERIOD}`],
  // What a user typing 'ni' is offered: several advertisers, largest first.
  ['search.json', () => 'datasets/search?q=ni&entityType=advertiser&size=20'],
  // Filters and entity resolution.
  ['package.json', () => 'datasets/package'],
  ['countries.json', () => 'datasets/countries'],
  ['channels.single.json', () => `datasets/channels?advertiser=${ids.nike}&${PERIOD}`],
  ['periods.json', () => 'datasets/periods'],
  ['currencies.json', () => 'datasets/currencies'],
  ['available-publishers.single.json', () => `datasets/available-publishers?advertiser=${ids.nike}&${PERIOD}`],
  ['all-categories.json', () => 'datasets/all-categories'],
  ['advertisers.json', () => `datasets/advertisers?advertiser=(${ids.nike},${ids.adidas})`],
  // Widgets.
  ...[
    'ad-types-distribution',
    'ad-placements',
    'transaction-methods',
    'mobile-platforms',
    'channel-share',
    'top-publishers',
    'creatives',
    'top-campaigns',
    'expenditure-trend',
    'month-over-month-change',
    'keywords-summary',
  ].flatMap(advertiserVariants),
  ['channel-share.category.json', () => `datasets/channel-share?category=${ids.category}&${PERIOD}`],
  ['expenditure-trend.category.json', () => `datasets/expenditure-trend?category=${ids.category}&${PERIOD}`],
  ['category-publishers.category.json', () => `datasets/category-publishers?category=${ids.category}&${PERIOD}`],
  ['market-leaders.category.json', () => `datasets/market-leaders?category=${ids.category}&${PERIOD}`],
  ['top-advertisers.publisher.json', () => `datasets/top-advertisers?publisher=${ids.publisher}&${PERIOD}`],
  ['youtube-channels.single.json', () => `datasets/youtube-channels?advertiser=${ids.nike}&${PERIOD}`],
  ['top-apps.single.json', () => `datasets/top-apps?advertiser=${ids.nike}&${PERIOD}`],
  ['start-top-items.single.json', () => `datasets/start-top-items?metric=ADVERTISERS&${PERIOD}`],
  ['campaign-header.campaign.json', () => `datasets/campaign-header?campaign=${ids.campaign}&${PERIOD}`],
  ['brand-header.brand.json', () => `datasets/brand-header?brand=${ids.brand}&${PERIOD}`],
  ['brand-header.comparison.json', () => `datasets/brand-header?brand=${ids.adidasBrand}&${PERIOD}`],
  ['brand-header.empty.json', () => `datasets/brand-header?brand=${ids.brand}&${EMPTY}`],
  // Audience.
  ...[
    'activity-segments',
    'languages',
    'gender-age',
    'engagement',
    'impression-map',
    'visited-websites',
    'top-interests',
    'keyword-volume',
  ].flatMap(audienceVariants),
  audienceVariants('genders')[0]!,
];

describe('Storybook fixtures are what the API answers', () => {
  it.each(CASES)('%s', async (file, path) => {
    const body = await answer(path());
    const target = join(FIXTURES, file);
    if (update) writeFileSync(target, `${JSON.stringify(body, null, 2)}\n`);
    expect(body).toEqual(JSON.parse(readFileSync(target, 'utf8')));
  });
});
