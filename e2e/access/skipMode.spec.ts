import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { API_BASE_PATH, type SearchResponse, localOrigin } from '@adlens/core';
import { type SeededAccount, apiHeaders } from '../support/apiHeaders.ts';
import { logIn } from '../support/signIn.ts';

/**
 * Skip mode (the account menu's toggle and the customer's
 * skiplist): a skiplist manager skips an advertiser from a publisher report's
 * Top Advertisers, sees it vanish, unskips it on the settings page and sees it come back.
 */
const APP = localOrigin('standalone');
const API = `${localOrigin('api')}${API_BASE_PATH}`;
/** admin@adlens.test: ADMIN + SKIPLIST_MANAGER (apps/api/src/seed/accessAccounts.ts). */
const ADMIN: SeededAccount = { email: 'admin@adlens.test', password: 'Adlens-admin-1' };

async function biggestPublisher(request: APIRequestContext): Promise<number> {
  const response = await request.get(`${API}/datasets/search`, {
    headers: await apiHeaders(request, ADMIN),
    params: { q: 'a', entityType: 'publisher', size: 5 },
  });
  expect(response.ok()).toBe(true);
  const { elements } = (await response.json()) as SearchResponse;
  expect(elements.length).toBeGreaterThan(0);
  return elements[0]!.id;
}

async function waitForReport(page: Page) {
  await expect(page.locator('main[data-page-ready="true"]')).toBeVisible({ timeout: 30_000 });
}

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Ada Admin' }).click();
  return page.getByRole('menu');
}

/** What the test skipped, unskipped afterwards whatever happened (the database outlives a failed run). */
let skipped: number | undefined;
test.afterEach(async ({ request }) => {
  if (skipped === undefined) return;
  await request.delete(`${API}/db/skiplists`, {
    headers: { ...(await apiHeaders(request, ADMIN)), 'Content-Type': 'application/json' },
    data: [{ entityId: skipped, entityType: 'advertiser' }],
  });
  skipped = undefined;
});

test('a skiplist manager skips an advertiser from Top Advertisers and brings it back', async ({ page, request }) => {
  const publisher = await biggestPublisher(request);
  await logIn(page, ADMIN);

  // Skip mode is off until switched on from the account menu (a stored flag).
  const menu = await openAccountMenu(page);
  const toggle = menu.getByRole('menuitemcheckbox', { name: 'Skip mode' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');

  const reportUrl = `${APP}/ad-intelligence/publisher/common/${publisher}`;
  await page.goto(reportUrl);
  await waitForReport(page);
  const topAdvertisers = page.getByRole('region', { name: 'Top Advertisers' });
  const firstRow = topAdvertisers.getByRole('row').nth(1);
  const firstLink = firstRow.getByRole('rowheader').getByRole('link');
  await expect(firstLink).toBeVisible();
  const title = ((await firstLink.textContent()) ?? '').trim();
  const entityId = Number(await firstRow.getAttribute('data-entity-id'));
  expect(title.length).toBeGreaterThan(0);

  skipped = entityId;
  await topAdvertisers.getByRole('button', { name: `Skip ${title}: hide it from every list and search` }).click();
  // Gone from the list for everyone (the list is asked again), while the rest stays.
  await expect(topAdvertisers.getByRole('link', { name: title, exact: true })).toHaveCount(0);
  await expect(topAdvertisers.getByRole('row').nth(1)).toBeVisible();

  // The settings page lists it; Unskip brings it back.
  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'User settings' }).click();
  await expect(page).toHaveURL(`${APP}/ad-intelligence/settings/general`);
  const list = page.getByRole('region', { name: 'Skipped entities' });
  await expect(list.getByText(title, { exact: true })).toBeVisible();
  await list.getByRole('button', { name: `Unskip ${title}` }).click();
  await expect(list.getByText('Nothing is skipped', { exact: false })).toBeVisible();
  skipped = undefined;

  await page.goto(reportUrl);
  await waitForReport(page);
  await expect(topAdvertisers.getByRole('link', { name: title, exact: true })).toBeVisible();

  // Logging out switches mark mode off.
  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('E-mail address').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  // Back to the report the logout left (the remembered URL).
  await expect(page).toHaveURL(new RegExp(`/ad-intelligence/publisher/common/${publisher}`));
  const again = await openAccountMenu(page);
  await expect(again.getByRole('menuitemcheckbox', { name: 'Skip mode' })).toHaveAttribute('aria-checked', 'false');
});
