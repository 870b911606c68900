import { type Page, type Route, expect, test } from '@playwright/test';
import { API_BASE_PATH, type SearchResponse, localOrigin } from '@adlens/core';
import { apiHeaders, saveFilterSettings } from '../support/apiHeaders.ts';
import { DEMO, logIn } from '../support/signIn.ts';

/**
 * Network faults, in Chromium against the real system ("A failed request is not an
 * expired session"): an aborted token call, an API answering 503 for 10 s, the browser offline for
 * 10 s. The user stays signed in, 'Reconnecting…' shows and clears by itself, and the page recovers
 * without a click. Only the token endpoint's 401 ends a session (accessFlows.spec.ts).
 */
const APP = localOrigin('standalone');
const API = `${localOrigin('api')}${API_BASE_PATH}`;
const OUTAGE_MS = 10_000;

test.describe.configure({ timeout: 90_000 });
test.beforeEach(({ request }) => saveFilterSettings(request, DEMO));

async function openNikeReport(page: Page, request: Parameters<typeof apiHeaders>[0]) {
  const search = await request.get(`${API}/datasets/search`, {
    headers: await apiHeaders(request, DEMO),
    params: { q: 'nike', entityType: 'advertiser', size: 5 },
  });
  const nike = ((await search.json()) as SearchResponse).elements[0]!;
  await logIn(page);
  await page.goto(`${APP}/ad-intelligence/advertiser/common/${nike.id}?period=LAST_3_MONTHS`);
  await expect(page.locator('main[data-page-ready="true"]')).toBeVisible({ timeout: 30_000 });
}

/** The report's cards by status, once none is loading. */
async function settledStatuses(page: Page): Promise<string[]> {
  return page
    .getByRole('main')
    .locator('section[data-status]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-status') ?? ''));
}

/** Changes the channel: the report asks for every dataset again, inside the app (no page load). */
async function changeChannel(page: Page) {
  await page
    .getByRole('group', { name: 'Report filters' })
    .getByRole('button', { name: /^Channel:/ })
    .click();
  await page.getByRole('listbox').getByRole('option', { name: 'Display' }).first().click();
  await expect(page).toHaveURL(/channel=DISPLAY-ALL/);
}

/** Still signed in: no expired-session dialog, not on the login page, and a reload keeps the session. */
async function expectStillSignedIn(page: Page) {
  await expect(page.getByRole('alertdialog', { name: 'Current session is expired' })).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/login/);
}

async function expectRecovered(page: Page) {
  await expect(page.getByText('Reconnecting…')).toBeHidden({ timeout: 30_000 });
  await expect
    .poll(() => settledStatuses(page), { timeout: 30_000 })
    .toEqual(expect.not.arrayContaining(['loading', 'error']));
  await expectStillSignedIn(page);
}

test('the access-token call aborted once during boot: the reload keeps the session', async ({ page }) => {
  await logIn(page);
  let calls = 0;
  await page.route(`${API}/security/tokens/access`, (route) =>
    calls++ === 0 ? route.abort('aborted') : route.continue(),
  );
  await page.goto(`${APP}/ad-intelligence`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ad Intelligence' })).toBeVisible({ timeout: 30_000 });
  expect(calls, 'the aborted exchange was tried again').toBeGreaterThanOrEqual(2);
  await expectStillSignedIn(page);
  // The server session was not ended: the cookie still restores it.
  await page.unrouteAll();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Ad Intelligence' })).toBeVisible({ timeout: 30_000 });
});

test('the API answering 503 for 10 s: reconnecting, still signed in, and the report recovers by itself', async ({
  page,
  request,
}) => {
  await openNikeReport(page, request);
  const unavailable = (route: Route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'error.internal', message: 'Service unavailable' } }),
    });
  await page.route(`${API}/**`, unavailable);
  await changeChannel(page);
  await expect(page.getByRole('status').filter({ hasText: 'Reconnecting…' })).toBeVisible({ timeout: 15_000 });
  await page.waitForTimeout(OUTAGE_MS);
  await page.unroute(`${API}/**`, unavailable);
  await expectRecovered(page);
});

test('the browser offline for 10 s: reconnecting, still signed in, and the report recovers by itself', async ({
  page,
  request,
}) => {
  await openNikeReport(page, request);
  await page.context().setOffline(true);
  await changeChannel(page);
  await expect(page.getByRole('status').filter({ hasText: 'Reconnecting…' })).toBeVisible({ timeout: 15_000 });
  await page.waitForTimeout(OUTAGE_MS);
  await page.context().setOffline(false);
  await expectRecovered(page);
});
