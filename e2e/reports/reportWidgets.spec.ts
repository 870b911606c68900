import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  API_BASE_PATH,
  type BrandHeaderResponse,
  type CampaignsResponse,
  type KeywordsSummaryResponse,
  type RankingResponse,
  type SearchResponse,
  localOrigin,
} from '@adlens/core';
import { apiHeaders, saveFilterSettings } from '../support/apiHeaders.ts';
import { DEMO, logIn } from '../support/signIn.ts';
import { readWidgetCards } from '../support/widgetCards.ts';

/**
 * Every report whole: one report of each
 * type shows every widget of its type, in page order, each with data (success), none dropped, none
 * failed. The titles are the widgets' own.
 */
const APP = localOrigin('standalone');
const API = `${localOrigin('api')}${API_BASE_PATH}`;
const PERIOD = 'LAST_12_MONTHS';

const WIDGET_TITLES = {
  advertiser: [
    'Estimated Expenditure',
    'Expenditure Trend and Breakdown',
    'Channel Share of Voice',
    'Ad Types Distribution',
    'Ad Placement',
    'Transaction Methods',
    'Month-over-Month Change',
    'Top Publishers',
    'YouTube Channels',
    'Mobile Platforms',
    'Top Apps',
    'Top Ads',
    'Top Campaigns',
  ],
  publisher: [
    'Expenditure Trend and Breakdown',
    'Channel Share of Voice',
    'Ad Types Distribution',
    'Ad Placement',
    'Transaction Methods',
    'Top Advertisers',
    'Top Ads',
    'Top Campaigns',
  ],
  campaign: [
    'Campaign',
    'Expenditure Trend and Breakdown',
    'Channel Share of Voice',
    'Ad Types Distribution',
    'Ad Placement',
    'Top Publishers',
    'Top Ads',
  ],
  keyword: [
    'Keywords Summary',
    'Expenditure Trend and Breakdown',
    'Top Advertisers',
    'Top Publishers',
    'Top Ads',
    'Top Campaigns',
  ],
  category: [
    'Market Leaders',
    'Channel Share of Voice',
    'Expenditure Trend and Breakdown',
    'Ad Types Distribution',
    'Category Publishers',
    'Top Advertisers',
    'Top Ads',
  ],
  brand: [
    'Brand',
    'Estimated Expenditure',
    'Expenditure Trend and Breakdown',
    'Channel Share of Voice',
    'Ad Types Distribution',
    'Ad Placement',
    'Transaction Methods',
    'Top Publishers',
    'Top Ads',
    'Top Campaigns',
  ],
} as const;
type ReportType = keyof typeof WIDGET_TITLES;

async function dataset<T>(request: APIRequestContext, path: string, params: Record<string, string | number>) {
  const response = await request.get(`${API}/datasets/${path}`, {
    headers: await apiHeaders(request, DEMO),
    params: { period: PERIOD, ...params },
  });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** One well-covered report of each type, reached from the seeded nike.com advertiser. */
async function reportIds(request: APIRequestContext): Promise<Record<ReportType, number>> {
  const search = await dataset<SearchResponse>(request, 'search', { q: 'nike', entityType: 'advertiser', size: 5 });
  const nike = search.elements.find((element) => element.entityType === 'advertiser')!;
  const advertiser = { advertiser: `(${nike.id})` };
  const publishers = await dataset<RankingResponse>(request, 'top-publishers', { ...advertiser, size: 1 });
  const campaigns = await dataset<CampaignsResponse>(request, 'top-campaigns', { ...advertiser, size: 1 });
  const keywords = await dataset<KeywordsSummaryResponse>(request, 'keywords-summary', advertiser);
  const { brand } = await dataset<BrandHeaderResponse>(request, 'brand-header', advertiser);
  return {
    advertiser: nike.id,
    publisher: publishers.elements[0]!.entity.id,
    campaign: campaigns.elements[0]!.id,
    keyword: keywords.elements[0]!.id,
    category: brand.category!.id,
    brand: brand.id,
  };
}

test.describe('every report whole', () => {
  test.beforeEach(({ request }) => saveFilterSettings(request, DEMO));

  test('each report type shows its full widget list, every widget with data', async ({ page, request }) => {
    test.setTimeout(240_000);
    const ids = await reportIds(request);
    await logIn(page);
    for (const [type, titles] of Object.entries(WIDGET_TITLES) as [ReportType, readonly string[]][]) {
      // The filters travel in the URL: a spec running beside this one changes the demo user's saved
      // filters (reports.spec.ts picks Display and Germany), which a bare URL would take up.
      await page.goto(`${APP}/ad-intelligence/${type}/common/${ids[type]}?channel=ALL-ALL&country=US&period=${PERIOD}`);
      const cards = await readWidgetCards(page);
      expect(
        cards.map((card) => card.title),
        `${type} report`,
      ).toEqual(titles);
      for (const card of cards) expect(card.status, `${type} report: ${card.title}`).toBe('success');
    }
  });
});
