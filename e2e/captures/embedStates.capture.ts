import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { localOrigin } from '@adlens/core';

/**
 * Issue 22's embed states in the partner host, at 1440, 1024 and 375 px (docs/screens): the SEO
 * suite's locked page (a report the plan lacks: its lock and the partner's purchase), the sales
 * tool's unsubscribed message with 'Upgrade now', and a dialog opened deep in a tall embed, placed
 * where the user is looking. `pnpm screens` regenerates them with the rest.
 */
const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'screens');
const HOST = localOrigin('partnerHost');
const SEO_SUITE = 'iframe[title="Adlens SEO-suite embed"]';
const SALES_TOOL = 'iframe[title="Adlens sales-tool embed"]';
const LOCKED_CATEGORY = '/ad-intelligence/category/common/1';

mkdirSync(OUT, { recursive: true });
test.setTimeout(120_000);
test.beforeEach(({ page }) => page.emulateMedia({ reducedMotion: 'reduce' }));

for (const width of [1440, 1024, 375]) {
  test(`the SEO suite's locked page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${HOST}/seo-suite.html?path=${encodeURIComponent(LOCKED_CATEGORY)}`);
    const app = page.frameLocator(SEO_SUITE);
    await expect(app.getByRole('heading', { level: 1, name: 'Categories is not part of your plan' })).toBeVisible({
      timeout: 45_000,
    });
    await expect(app.getByRole('button', { name: 'Upgrade now' })).toBeVisible();
    await page.screenshot({ path: join(OUT, `seo-suite-locked-${width}.png`) });
  });

  test(`the sales tool's unsubscribed message at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${HOST}/sales-tool.html?company=nike.com&subscribed=0`);
    const app = page.frameLocator(SALES_TOOL);
    await expect(app.getByRole('heading', { name: 'Upgrade to explore' })).toBeVisible({ timeout: 45_000 });
    await expect(app.getByRole('button', { name: 'Upgrade now' })).toBeVisible();
    await page.screenshot({ path: join(OUT, `sales-tool-unsubscribed-${width}.png`) });
  });

  test(`a dialog opened deep in a tall embed at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${HOST}/seo-suite.html?path=${encodeURIComponent('/ad-intelligence/advertiser/common/1')}`);
    const iframe = page.locator(SEO_SUITE);
    const app = page.frameLocator(SEO_SUITE);
    await expect(app.locator('main[data-page-ready="true"]').first()).toBeVisible({ timeout: 45_000 });
    await expect.poll(async () => (await iframe.boundingBox())?.height ?? 0, { timeout: 30_000 }).toBeGreaterThan(3000);
    // The partner's own prompt for weekly e-mails (bridge requestEmailReports) is answered first.
    await page.getByRole('button', { name: 'No, thanks' }).click();
    await page.evaluate(() => {
      const frame = document.querySelector('iframe')!;
      window.scrollTo({ top: frame.getBoundingClientRect().top + window.scrollY + 2500, behavior: 'instant' });
    });
    // The Partner package lacks Categories: its promotion opens a dialog, low in the frame. Narrow
    // frames fold the side menu behind 'Menu'; both are clicked without scrolling to them.
    const menu = app.getByRole('button', { name: 'Menu', exact: true });
    if ((await menu.count()) > 0) await menu.dispatchEvent('click');
    await app
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'Categories' })
      .dispatchEvent('click');
    await expect(app.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: join(OUT, `seo-suite-tall-dialog-${width}.png`) });
  });
}
