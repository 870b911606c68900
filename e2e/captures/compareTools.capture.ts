import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type FrameLocator, type Page, expect, test } from '@playwright/test';
import { API_BASE_PATH, type EntityType, type SearchResponse, localOrigin } from '@adlens/core';
import { apiHeaders, saveFilterSettings } from '../support/apiHeaders.ts';
import { DEMO, logIn } from '../support/signIn.ts';

/**
 * Screens of "Compare against anything": a comparison with a category benchmark and a
 * group card, at 1440, 1024 and 375 px, in the standalone app and in the SEO suite's embed (whose
 * Partner plan has no benchmark: the control is shown locked there).
 */
const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'screens');
const APP = localOrigin('standalone');
const API = `${localOrigin('api')}${API_BASE_PATH}`;
const FILTERS = 'period=LAST_3_MONTHS&country=US';

mkdirSync(OUT, { recursive: true });
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

async function find(request: APIRequestContext, entityType: EntityType, q: string): Promise<number> {
  const response = await request.get(`${API}/datasets/search`, {
    headers: await apiHeaders(request, DEMO),
    params: { q, entityType, size: 5 },
  });
  const found = ((await response.json()) as SearchResponse).elements.find((e) => e.entityType === entityType);
  expect(found, q).toBeDefined();
  return found!.id;
}

async function comparisonPath(request: APIRequestContext, benchmark: boolean): Promise<string> {
  const [nike, adidas, puma] = [
    await find(request, 'advertiser', 'nike'),
    await find(request, 'advertiser', 'adidas'),
    await find(request, 'advertiser', 'puma'),
  ];
  const category = benchmark ? `&category=${await find(request, 'category', 'sportswear')}` : '';
  return `/ad-intelligence/advertiser-compare/${nike},Rivals:(${adidas},${puma})?${FILTERS}${category}`;
}

/** Opens the compare box on 'sp' so its two groups show. */
async function openCompareBox(scope: Page | FrameLocator) {
  await scope.getByRole('combobox', { name: 'Compare with' }).fill('sp');
  await expect(scope.getByRole('option').first()).toBeVisible({ timeout: 15_000 });
}

test.beforeEach(async ({ request, page }) => {
  await saveFilterSettings(request, DEMO);
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

for (const width of [1440, 1024, 375]) {
  test(`a benchmarked comparison with a group at ${width} px`, async ({ page, request }) => {
    const path = await comparisonPath(request, true);
    await page.setViewportSize({ width, height: 900 });
    await logIn(page);
    await page.goto(`${APP}${path}`);
    await expect(page.locator('main[data-page-ready="true"]')).toBeVisible({ timeout: 45_000 });
    await page.screenshot({ path: join(OUT, `compare-benchmark-group-${width}.png`) });
    await openCompareBox(page);
    await page.screenshot({ path: join(OUT, `compare-box-${width}.png`) });
  });
}

for (const width of [1440, 1024, 375]) {
  test(`the SEO suite embed's comparison with a group at ${width} px`, async ({ page, request }) => {
    const path = encodeURIComponent(await comparisonPath(request, false));
    await page.setViewportSize({ width, height: 1100 });
    await page.goto(`${localOrigin('partnerHost')}/seo-suite.html?path=${path}`);
    const frame = page.frameLocator('iframe.embed-frame');
    await expect(frame.locator('main[data-page-ready="true"]')).toBeVisible({ timeout: 45_000 });
    await page.getByRole('button', { name: 'No, thanks' }).click({ timeout: 15_000 });
    await openCompareBox(frame);
    await page.screenshot({ path: join(OUT, `seo-suite-compare-group-${width}.png`) });
  });
}
