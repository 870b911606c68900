import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { API_BASE_PATH, type SearchResponse, localOrigin } from '@adlens/core';
import { apiHeaders, saveFilterSettings } from '../support/apiHeaders.ts';
import { DEMO, logIn } from '../support/signIn.ts';

/**
 * Bookmarks against the real API and database (the bookmarks
 * menu, saving a group, favorites/datapoints): a comparison saved with its filters opens with
 * them again in a later session.
 */
const APP = localOrigin('standalone');
const API = `${localOrigin('api')}${API_BASE_PATH}`;

async function advertiserId(request: APIRequestContext, domain: string): Promise<number> {
  const search = await request.get(`${API}/datasets/search`, {
    headers: await apiHeaders(request, DEMO),
    params: { q: domain.split('.')[0]!, entityType: 'advertiser', size: 5 },
  });
  const found = ((await search.json()) as SearchResponse).elements.find((element) => element.title === domain);
  expect(found, domain).toBeDefined();
  return found!.id;
}

async function waitForReport(page: Page) {
  await expect(page.locator('main[data-page-ready="true"]')).toBeVisible({ timeout: 30_000 });
}

test('a bookmarked comparison opens from the menu in a new session with the filters it was saved with', async ({
  page,
  request,
}) => {
  const [nike, adidas] = [await advertiserId(request, 'nike.com'), await advertiserId(request, 'adidas.com')];
  const name = `Sportswear rivals ${Date.now()}`;
  await saveFilterSettings(request, DEMO);
  await logIn(page);
  await page.goto(
    `${APP}/ad-intelligence/advertiser-compare/${nike},${adidas}?channel=DISPLAY-ALL&country=US&period=LAST_3_MONTHS`,
  );
  await waitForReport(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('nike.com vs adidas.com');

  await page.getByRole('button', { name: 'Bookmark', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Save to bookmarks' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('nike com vs adidas com');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Bookmarked' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // A new session, with other filters chosen meanwhile.
  await page.locator('[aria-haspopup="menu"]').first().click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  // Signing in again returns to the page the session ended on.
  await page.getByLabel('E-mail address').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/ad-intelligence\/advertiser-compare\//);
  // The viewer's own choices meanwhile (what the filter bar saves when they pick Germany and 12 months;
  // saved choices follow the user, and the app reads them when it starts).
  await saveFilterSettings(request, DEMO, { country: 'DE', period: 'LAST_12_MONTHS' });
  await page.goto(`${APP}/ad-intelligence/advertiser/common/${nike}`);
  await waitForReport(page);
  const bar = page.getByRole('group', { name: 'Report filters' });
  await expect(bar.getByRole('button', { name: /^Country: Germany/ })).toBeVisible();

  await page.getByRole('button', { name: 'Bookmarks' }).click();
  const menu = page.getByRole('dialog', { name: 'Bookmarks' });
  await expect(menu.getByText('Advertiser comparison').first()).toBeVisible();
  expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([]);
  await menu.getByRole('link', { name }).click();

  await waitForReport(page);
  await expect(page).toHaveURL(/\/ad-intelligence\/advertiser-compare\/[0-9a-f-]{36}\?/);
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    channel: 'DISPLAY-ALL',
    country: 'US',
    period: 'LAST_3_MONTHS',
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('nike.com vs adidas.com');
  await expect(page.getByText('with the filters it was saved with')).toBeVisible();

  // The viewer's own filters are one click away.
  await page.getByRole('button', { name: 'Use my current filters' }).click();
  // The bookmark's filters leave the URL, and the report shows the viewer's own.
  await expect(page).not.toHaveURL(/country=|period=/);
  await expect(bar.getByRole('button', { name: /^Country: Germany/ })).toBeVisible();
  await expect(bar.getByRole('button', { name: /^Period: Last 12 months/ })).toBeVisible();
  await expect(page.getByText('with the filters it was saved with')).toBeHidden();
});
