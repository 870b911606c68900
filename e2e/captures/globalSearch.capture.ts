import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { localOrigin } from '@adlens/core';
import { logIn } from '../support/signIn.ts';

/**
 * The global search dialog at three widths: with a name's matches, and
 * empty with the recent reports. `pnpm screens` regenerates them with the rest of docs/screens.
 */
const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'screens');
const APP = localOrigin('standalone');
mkdirSync(OUT, { recursive: true });
test.setTimeout(120_000);

for (const width of [1440, 1024, 375]) {
  test(`global search at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
    await logIn(page);
    // A recent report to offer: the advertiser report opened once.
    const start = page.getByRole('main').getByRole('combobox', { name: /^Search advertisers/ });
    await start.fill('nike');
    await page
      .getByRole('option', { name: /^nike\.com/ })
      .first()
      .click();
    await expect(page.locator('main[data-page-ready="true"]')).toBeVisible({ timeout: 45_000 });
    await page.goto(`${APP}/ad-intelligence`);
    // The shortcut listens once the signed-in header is there.
    await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog.getByRole('group', { name: 'Recent reports' })).toBeVisible();
    await page.screenshot({ path: join(OUT, `global-search-recents-${width}.png`) });

    await dialog.getByRole('combobox').fill('coca cola');
    await expect(dialog.getByRole('option').first()).toContainText('impressions', { timeout: 15_000 });
    await dialog.getByRole('combobox').press('ArrowDown');
    await page.screenshot({ path: join(OUT, `global-search-results-${width}.png`) });
  });
}
