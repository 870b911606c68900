import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Locator, type Page, expect, test } from '@playwright/test';
import { localOrigin } from '@adlens/core';
import { logIn } from '../support/signIn.ts';

/**
 * The filter bar with a named channel set (docs/product/channels.md), at 1440, 1024 and 375 px
 * (docs/screens): a trial customer's in the standalone app, and the SEO-suite embed's in the partner
 * host. A long name must end in an ellipsis on its trigger, never run out of the bar.
 */
const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'screens');
const APP = localOrigin('standalone');
const HOST = localOrigin('partnerHost');
const TRIAL = { email: 'trial@adlens.test', password: 'Adlens-trial-1' };
const REPORT = '/ad-intelligence/advertiser/common/1?channel=ALL-ALL&period=LAST_30_DAYS';

mkdirSync(OUT, { recursive: true });
test.setTimeout(120_000);
test.beforeEach(({ page }) => page.emulateMedia({ reducedMotion: 'reduce' }));

/** The filter bar, with room above and below, and no part of it wider than the page. */
async function captureBar(page: Page, bar: Locator, name: string) {
  await bar.scrollIntoViewIfNeeded();
  const box = (await bar.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x + box.width, 'the filter bar stays inside the page').toBeLessThanOrEqual(width + 0.5);
  await page.screenshot({
    path: join(OUT, `${name}.png`),
    clip: { x: 0, y: Math.max(0, box.y - 120), width, height: Math.min(box.height + 240, 700) },
  });
}

for (const width of [1440, 1024, 375]) {
  test(`a trial customer's filter bar at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await logIn(page, TRIAL);
    await page.goto(`${APP}${REPORT}`);
    await expect(page.locator('main[data-page-ready="true"]')).toBeVisible({ timeout: 30_000 });
    const bar = page.getByRole('group', { name: 'Report filters' });
    await expect(bar.getByText('Not in your plan: Video, Connected TV, In-app')).toBeVisible();
    await captureBar(page, bar, `channel-set-trial-${width}`);
  });

  test(`the SEO-suite embed's filter bar at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${HOST}/seo-suite.html?path=${encodeURIComponent(REPORT)}`);
    const app = page.frameLocator('iframe[title="Adlens SEO-suite embed"]');
    await expect(app.locator('main[data-page-ready="true"]')).toBeVisible({ timeout: 45_000 });
    // The partner's own prompt for weekly e-mails (bridge requestEmailReports) is answered first.
    await page.getByRole('button', { name: 'No, thanks' }).click();
    const bar = app.getByRole('group', { name: 'Report filters' });
    await expect(bar.getByText('Not available in this integration: Connected TV')).toBeVisible();
    await captureBar(page, bar, `channel-set-embed-${width}`);
  });
}
