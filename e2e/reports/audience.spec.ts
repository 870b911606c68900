import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { API_BASE_PATH, type SearchResponse, localOrigin } from '@adlens/core';
import { apiHeaders } from '../support/apiHeaders.ts';
import { DEMO, logIn } from '../support/signIn.ts';

/**
 * The audience reports against the real API and database (the audience
 * pages, the demographics and interests widgets, the demographic selection).
 */
const APP = localOrigin('standalone');
const API = `${localOrigin('api')}${API_BASE_PATH}`;

async function waitForReport(page: Page) {
  await expect(page.locator('main[data-page-ready="true"]')).toBeVisible({ timeout: 30_000 });
}

/** Every audience widget's dataset request that answered, with its query. */
function audienceAnswers(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.includes('/datasets/audience/') && response.ok()) seen.push(url);
  });
  return seen;
}

test('demographics: the selection updates every widget, a new market resets it, and Interests keeps the advertiser', async ({
  page,
  request,
}) => {
  const search = await request.get(`${API}/datasets/search`, {
    headers: await apiHeaders(request, DEMO),
    params: { q: 'nike', entityType: 'advertiser', size: 5 },
  });
  const nike = ((await search.json()) as SearchResponse).elements.find((element) => element.title === 'nike.com');
  expect(nike).toBeDefined();

  // The map's geometry is bundled: nothing may leave localhost.
  const outside: string[] = [];
  page.on('request', (sent) => {
    const { hostname, protocol } = new URL(sent.url());
    if (protocol.startsWith('http') && hostname !== 'localhost' && hostname !== '127.0.0.1') outside.push(sent.url());
  });
  const answers = audienceAnswers(page);
  await logIn(page);
  await page.goto(`${APP}/audience/demographics/common/${nike!.id}`);
  await waitForReport(page);
  const cards = page.getByRole('main').locator('section[data-status]');
  const widgetCount = await cards.count();
  expect(widgetCount).toBeGreaterThanOrEqual(5);
  await expect(cards.locator('xpath=self::*[@data-status="error"]')).toHaveCount(0);
  // The market the page chose is shown in the bar, not written back into the URL it was opened with.
  await expect(
    page.getByRole('group', { name: 'Report filters' }).getByRole('button', { name: /^Country: \S/ }),
  ).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) }))).toEqual([]);

  // A gender and an age group: every widget asks again for that audience and settles.
  const filters = page.getByRole('group', { name: 'Report filters' });
  answers.length = 0;
  await filters.getByRole('button', { name: /^Gender:/ }).click();
  await page.getByRole('option', { name: /^Female/ }).click();
  await expect(page).toHaveURL(/gender=FEMALE/);
  await filters.getByRole('button', { name: /^Age group:/ }).click();
  await page.getByRole('option', { name: /^25–34/ }).click();
  await expect(page).toHaveURL(/age=AGE_25_34/);
  await waitForReport(page);
  const selected = answers.filter(
    (url) => url.searchParams.get('gender') === 'FEMALE' && url.searchParams.get('age') === 'AGE_25_34',
  );
  // The selector's own lists do not depend on the selection; every widget's dataset does.
  expect(new Set(selected.map((url) => url.pathname)).size).toBe(widgetCount);

  // A new market resets the selection and asks for the lists of that market.
  await filters.getByRole('button', { name: /^Country:/ }).click();
  const other = page
    .getByRole('listbox', { name: 'Country' })
    .getByRole('option', { selected: false, disabled: false })
    .first();
  await other.click();
  await expect(page).not.toHaveURL(/gender=/);
  await expect(filters.getByRole('button', { name: 'Gender: All genders' })).toBeVisible();
  await waitForReport(page);

  // The impression map draws countries from the bundled geometry.
  // Charts draw once they come near the viewport.
  const map = page.getByRole('region', { name: 'Impression Map' });
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('svg path').nth(50)).toBeAttached();

  // Interests keeps the rest of the URL and swaps the audience path.
  const before = new URL(page.url());
  await page.getByRole('navigation').getByRole('link', { name: 'Interests' }).click();
  await expect(page).toHaveURL(new RegExp(`/audience/interest/common/${nike!.id}\\?`));
  expect(new URL(page.url()).search).toBe(before.search);
  await waitForReport(page);
  await expect(page.getByRole('main').locator('section[data-status]')).toHaveCount(3);
  expect(outside).toEqual([]);
});
