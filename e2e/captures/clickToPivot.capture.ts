import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { API_BASE_PATH, type SearchResponse, localOrigin } from '@adlens/core';
import { apiHeaders, saveFilterSettings } from '../support/apiHeaders.ts';
import { columnCenter, readCartesianChart } from '../support/chartData.ts';
import { DEMO, logIn } from '../support/signIn.ts';

/**
 * Issue 22 "Click to pivot" and "Campaign names are distinguishable", at 1440, 1024 and 375 px: a
 * comparison's column and a publisher link under the pointer, a campaign report named with its
 * advertiser and flight, and the campaign search telling apart campaigns of one name.
 */
const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'screens', 'click-to-pivot');
const APP = localOrigin('standalone');
const API = `${localOrigin('api')}${API_BASE_PATH}`;
const FILTERS = 'period=LAST_12_MONTHS&country=US&channel=DISPLAY-ALL';

mkdirSync(OUT, { recursive: true });
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

async function search(request: APIRequestContext, q: string, entityType: string) {
  const response = await request.get(`${API}/datasets/search`, {
    headers: await apiHeaders(request, DEMO),
    params: { q, entityType, size: 2 },
  });
  return ((await response.json()) as SearchResponse).elements;
}

async function ready(page: Page) {
  await expect(page.locator('main[data-page-ready="true"]')).toBeVisible({ timeout: 45_000 });
}

test.beforeEach(async ({ request, page }) => {
  await saveFilterSettings(request, DEMO);
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

for (const width of [1440, 1024, 375]) {
  test(`pivots and campaign names at ${width} px`, async ({ page, request }) => {
    // The two biggest advertisers: both have data in the chosen country and channel.
    const [first, second] = await search(request, 'a', 'advertiser');
    await page.setViewportSize({ width, height: 900 });
    await logIn(page);

    // A comparison's column under the pointer (its tooltip and emphasis), then a publisher link.
    await page.goto(`${APP}/ad-intelligence/advertiser-compare/${first!.id},${second!.id}?${FILTERS}`);
    await ready(page);
    const share = page.getByRole('region', { name: 'Channel Share of Voice' });
    await share.scrollIntoViewIfNeeded();
    const drawn = await readCartesianChart(share);
    const column = drawn.categories.indexOf(second!.title);
    const tallest = drawn.series
      .map((series, index) => ({ index, value: series.data[column] ?? 0 }))
      .sort((a, b) => b.value - a.value)[0]!.index;
    const point = await columnCenter(share, column, tallest);
    await page.mouse.move(point.x, point.y);
    await page.waitForTimeout(400);
    await share.screenshot({ path: join(OUT, `column-hover-${width}.png`) });

    const publishers = page.getByRole('region', { name: 'Top Publishers' });
    await publishers.scrollIntoViewIfNeeded();
    await publishers.locator('tbody tr').first().getByRole('link').hover();
    await publishers.screenshot({ path: join(OUT, `publisher-hover-${width}.png`) });

    // A campaign report, named with its advertiser and flight.
    await page.goto(`${APP}/ad-intelligence/advertiser/common/${first!.id}?${FILTERS}`);
    await ready(page);
    const campaigns = page.getByRole('region', { name: 'Top Campaigns' });
    await campaigns.scrollIntoViewIfNeeded();
    await campaigns.locator('tbody tr').first().getByRole('link').first().hover();
    await page.waitForTimeout(300);
    await campaigns.screenshot({ path: join(OUT, `campaign-row-hover-${width}.png`) });
    await campaigns.locator('tbody tr').first().getByRole('link').first().click();
    await ready(page);
    await page.screenshot({ path: join(OUT, `campaign-report-${width}.png`) });

    // The campaign search: campaigns of one name, each with its advertiser and flight.
    await page.goto(`${APP}/ad-intelligence/campaign/empty`);
    const box = page.getByRole('combobox').last();
    await box.fill('Always-on');
    await expect(page.getByRole('option').first()).toBeVisible({ timeout: 15_000 });
    await page.screenshot({ path: join(OUT, `campaign-search-${width}.png`) });
  });
}
