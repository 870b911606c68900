import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { API_BASE_PATH, type SearchResponse, localOrigin } from '@adlens/core';
import { apiHeaders } from '../support/apiHeaders.ts';

/**
 * Log in → search → report on the standalone app against the real API (the
 * login page, the report URL and the widget card), plus the wrong-password message and axe
 * checks of both pages.
 */
const APP = localOrigin('standalone');
const API = `${localOrigin('api')}${API_BASE_PATH}`;
const DEMO = { email: 'demo@adlens.test', password: 'Adlens-demo-1' };

/** Asks the API (as the demo user) for an advertiser the search will find. */
async function knownAdvertiser(request: APIRequestContext): Promise<{ id: number; title: string }> {
  const headers = await apiHeaders(request, DEMO);
  for (const q of ['a', 'e', 'o', 'i']) {
    const response = await request.get(`${API}/datasets/search`, {
      headers,
      params: { q, entityType: 'advertiser', size: 10 },
    });
    expect(response.ok()).toBe(true);
    const { elements } = (await response.json()) as SearchResponse;
    const found = elements.find((element) => element.entityType === 'advertiser' && element.title.length >= 4);
    if (found) return found;
  }
  throw new Error('The API returned no advertisers to search for');
}

async function logIn(page: Page, password = DEMO.password) {
  await page.getByLabel('E-mail address').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) }))).toEqual(
    [],
  );
}

test.describe('standalone app: login and report', () => {
  test('logs in, finds an advertiser and shows its estimated expenditure', async ({ page, request }) => {
    const advertiser = await knownAdvertiser(request);

    await page.goto(`${APP}/login`);
    await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
    await expectNoAxeViolations(page);

    await logIn(page);
    await expect(page).toHaveURL(`${APP}/ad-intelligence`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const search = page.getByRole('combobox').or(page.getByRole('searchbox')).first();
    await search.fill(advertiser.title.slice(0, 4));
    await page
      .getByRole('option', { name: advertiser.title })
      .or(page.getByRole('link', { name: advertiser.title }))
      .or(page.getByRole('button', { name: advertiser.title }))
      .first()
      .click();

    await expect(page).toHaveURL(new RegExp(`/ad-intelligence/advertiser/common/${advertiser.id}(\\?|$)`));
    await expect(page.getByRole('heading', { level: 1, name: advertiser.title })).toBeVisible();
    const widget = page.getByRole('region', { name: /Estimated Expenditure/ });
    await expect(widget).toBeVisible();
    await expect(widget.getByText(/\$\d/).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a wrong password shows the server message under the password field', async ({ page }) => {
    await page.goto(`${APP}/login`);
    await logIn(page, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Username or password is incorrect');
    await expect(page).toHaveURL(`${APP}/login`);
  });

  test('a deep link needs a login first and is reopened after it', async ({ page, request }) => {
    const advertiser = await knownAdvertiser(request);
    await page.goto(`${APP}/ad-intelligence/advertiser/common/${advertiser.id}?period=LAST_30_DAYS`);
    await expect(page).toHaveURL(`${APP}/login`);
    await logIn(page);
    // The report reopens with the linked period; the other filters get their defaults in the URL.
    await expect(page).toHaveURL(
      new RegExp(`/ad-intelligence/advertiser/common/${advertiser.id}\\?.*period=LAST_30_DAYS`),
    );
    await expect(page.getByRole('button', { name: 'Period: Last 30 days' })).toBeVisible();
  });

  test('malformed report ids go to the bad-request page; unknown paths to 404', async ({ page }) => {
    await page.goto(`${APP}/login`);
    await logIn(page);
    await expect(page).toHaveURL(`${APP}/ad-intelligence`);
    await page.goto(`${APP}/ad-intelligence/advertiser/common/not-an-id`);
    await expect(page.getByRole('heading', { name: 'Error 400' })).toBeVisible();
    await page.goto(`${APP}/no-such-page`);
    await expect(page.getByRole('heading', { name: 'Error 404' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Home page' }).click();
    await expect(page).toHaveURL(`${APP}/ad-intelligence`);
  });
});
