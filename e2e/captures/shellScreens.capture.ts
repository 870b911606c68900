import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { API_BASE_PATH, type SearchResponse, localOrigin } from '@adlens/core';
import { type SeededAccount, apiHeaders } from '../support/apiHeaders.ts';
import { logIn } from '../support/signIn.ts';

/**
 * Screens of the shell (docs/screens): Account settings, the login page under the maintenance
 * banner and the trial ring, at 1440, 1024 and 375 px. The banner shows when the API runs with
 * ADLENS_MAINTENANCE_MESSAGE set (`ADLENS_MAINTENANCE_MESSAGE=… pnpm screens`); without it the login
 * shot is taken without one.
 */
const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'screens');
const APP = localOrigin('standalone');
const API = `${localOrigin('api')}${API_BASE_PATH}`;
const ADMIN: SeededAccount = { email: 'admin@adlens.test', password: 'Adlens-admin-1' };
const TRIAL: SeededAccount = { email: 'trial@adlens.test', password: 'Adlens-trial-1' };
const WIDTHS = [1440, 1024, 375] as const;

mkdirSync(OUT, { recursive: true });
test.setTimeout(120_000);
test.beforeEach(({ page }) => page.emulateMedia({ reducedMotion: 'reduce' }));

for (const width of WIDTHS) {
  test(`account settings at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await logIn(page, ADMIN);
    await page.goto(`${APP}/ad-intelligence/settings/account`);
    await expect(page.getByRole('table')).toBeVisible();
    await page.screenshot({ path: join(OUT, `account-settings-${width}.png`), fullPage: true });
  });

  test(`the login page with the maintenance banner at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${APP}/login`);
    await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
    if (process.env.ADLENS_MAINTENANCE_MESSAGE) {
      await expect(page.getByText(process.env.ADLENS_MAINTENANCE_MESSAGE)).toBeVisible();
    }
    await page.screenshot({ path: join(OUT, `login-banner-${width}.png`) });
  });

  test(`the trial ring at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const search = await request.get(`${API}/datasets/search`, {
      headers: await apiHeaders(request, TRIAL),
      params: { q: 'nike', entityType: 'advertiser', size: 5 },
    });
    const nike = ((await search.json()) as SearchResponse).elements[0]!.id;
    await page.goto(`${APP}/login`);
    await page.getByLabel('E-mail address').fill(TRIAL.email);
    await page.getByLabel('Password', { exact: true }).fill(TRIAL.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/ad-intelligence/);
    await page.goto(`${APP}/ad-intelligence/advertiser/common/${nike}`);
    await expect(page.getByRole('progressbar', { name: 'Trial searches used' })).toBeVisible({ timeout: 45_000 });
    await page.screenshot({ path: join(OUT, `trial-ring-${width}.png`) });
  });
}
