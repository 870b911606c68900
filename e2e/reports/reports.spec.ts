import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { API_BASE_PATH, type EntitySummary, type SearchResponse, localOrigin } from '@adlens/core';
import { apiHeaders, saveFilterSettings } from '../support/apiHeaders.ts';
import { DEMO, logIn } from '../support/signIn.ts';

/**
 * The ad-intelligence reports against the real API and database (report
 * pages and URL forms, widgets, filters, report load and page ready; docs/product/report-types.md).
 */
const APP = localOrigin('standalone');
const API = `${localOrigin('api')}${API_BASE_PATH}`;

/** The biggest advertisers (search orders by impressions), so every widget has data to show. */
async function topAdvertisers(request: APIRequestContext, count: number): Promise<EntitySummary[]> {
  const headers = await apiHeaders(request, DEMO);
  const response = await request.get(`${API}/datasets/search`, {
    headers,
    params: { q: 'a', entityType: 'advertiser', size: 20 },
  });
  expect(response.ok()).toBe(true);
  const { elements } = (await response.json()) as SearchResponse;
  const advertisers = elements.filter((element) => element.entityType === 'advertiser' && element.title.length >= 4);
  expect(advertisers.length).toBeGreaterThanOrEqual(count);
  return advertisers.slice(0, count);
}

/** A page is ready when every widget is in success or error (the app marks its main). */
async function waitForReport(page: Page) {
  await expect(page.locator('main[data-page-ready="true"]')).toBeVisible({ timeout: 30_000 });
}

function widgets(page: Page): Locator {
  return page.getByRole('main').locator('section[data-status]');
}

/** Every widget of the report settled in success or a meaningful empty state, none failed. */
async function expectEveryWidgetSettled(page: Page, atLeast: number) {
  const cards = widgets(page);
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(atLeast);
  const statuses = await cards.evaluateAll((nodes) =>
    nodes.map((node) => ({
      title: node.querySelector('h2,h3')?.textContent,
      status: node.getAttribute('data-status'),
    })),
  );
  for (const { title, status } of statuses) expect(['success', 'empty'], `${title} is ${status}`).toContain(status);
  expect(statuses.filter(({ status }) => status === 'success').length).toBeGreaterThanOrEqual(atLeast - 2);
}

/** What the Estimated Expenditure card says the first item spent. */
async function estimatedSpend(page: Page): Promise<string> {
  const card = page.getByRole('region', { name: 'Estimated Expenditure' });
  return (
    await card
      .locator('dt', { hasText: 'Estimated spend' })
      .first()
      .locator('xpath=following-sibling::dd[1]')
      .innerText()
  ).trim();
}

async function chooseFromMenu(page: Page, trigger: RegExp, option: string | RegExp) {
  await page.getByRole('group', { name: 'Report filters' }).getByRole('button', { name: trigger }).click();
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
}

test.describe('ad-intelligence reports', () => {
  // Each test starts from the default filters, whatever an earlier test chose (they are saved per user).
  test.beforeEach(({ request }) => saveFilterSettings(request, DEMO));

  test('search an advertiser, open its report, and every widget shows data or a meaningful empty state', async ({
    page,
    request,
  }) => {
    const [advertiser] = await topAdvertisers(request, 1);
    await logIn(page);
    const search = page.getByRole('combobox').first();
    await search.fill(advertiser!.title.slice(0, 5));
    await page.getByRole('option', { name: advertiser!.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/ad-intelligence/advertiser/common/${advertiser!.id}\\?`));
    await waitForReport(page);
    await expect(page.getByRole('heading', { level: 1, name: advertiser!.title })).toBeVisible();
    await expectEveryWidgetSettled(page, 8);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) }))).toEqual([]);
  });

  test('channel, country and period change the numbers and travel in the URL', async ({ page, request }) => {
    const [advertiser] = await topAdvertisers(request, 1);
    await logIn(page);
    await page.goto(`${APP}/ad-intelligence/advertiser/common/${advertiser!.id}?period=LAST_12_MONTHS`);
    await waitForReport(page);
    const allChannels = await estimatedSpend(page);

    await chooseFromMenu(page, /^Channel:/, 'Display');
    await expect(page).toHaveURL(/channel=DISPLAY-ALL/);
    await waitForReport(page);
    await expect.poll(() => estimatedSpend(page)).not.toBe(allChannels);
    const display = await estimatedSpend(page);

    // The default country is the plan's largest market (United States); pick another one.
    await chooseFromMenu(page, /^Country:/, /Germany/);
    await expect(page).toHaveURL(/country=DE/);
    await waitForReport(page);
    await expect.poll(() => estimatedSpend(page)).not.toBe(display);
    const displayUs = await estimatedSpend(page);

    await page
      .getByRole('group', { name: 'Report filters' })
      .getByRole('button', { name: /^Period:/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('listbox', { name: 'Predefined periods' })
      .getByRole('option', { name: 'Last 30 days' })
      .click();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/period=LAST_30_DAYS/);
    await waitForReport(page);
    await expect.poll(() => estimatedSpend(page)).not.toBe(displayUs);

    // The URL alone reproduces the report.
    const url = page.url();
    await page.reload();
    await waitForReport(page);
    expect(page.url()).toBe(url);
    await expect.poll(() => estimatedSpend(page)).toBe(await estimatedSpend(page));
  });

  test('compare two advertisers and a virtual group; reloading the URL gives the same report', async ({
    page,
    request,
  }) => {
    const [first, second, third, fourth] = await topAdvertisers(request, 4);
    await logIn(page);
    await page.goto(`${APP}/ad-intelligence/advertiser/common/${first!.id}`);
    await waitForReport(page);

    // Add a second advertiser from the report's compare box: the report becomes a comparison.
    const add = page.getByRole('main').getByRole('combobox', { name: 'Compare with' });
    await add.fill(second!.title.slice(0, 5));
    await page.getByRole('option', { name: second!.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/ad-intelligence/advertiser-compare/${first!.id},${second!.id}`));
    await waitForReport(page);
    const expenditure = page.getByRole('region', { name: 'Estimated Expenditure' });
    await expect(expenditure.getByRole('article')).toHaveCount(2);

    // A virtual group next to a single advertiser ((1,2)`).
    const groupUrl = `${APP}/ad-intelligence/advertiser-compare/${first!.id},${encodeURIComponent('Leaders:(')}${third!.id},${fourth!.id})`;
    await page.goto(groupUrl);
    await waitForReport(page);
    await expect(expenditure.getByRole('article')).toHaveCount(2);
    await expect(expenditure.getByRole('heading', { name: 'Leaders' })).toBeVisible();
    const before = await expenditure.innerText();
    await page.reload();
    await waitForReport(page);
    await expect(expenditure.getByRole('heading', { name: 'Leaders' })).toBeVisible();
    expect(await expenditure.innerText()).toBe(before);
    await expectEveryWidgetSettled(page, 8);
  });

  test('a comparison benchmarked against a category shows the (Avg) item first', async ({ page, request }) => {
    const [first, second] = await topAdvertisers(request, 2);
    const headers = await apiHeaders(request, DEMO);
    const categories = await request.get(`${API}/datasets/all-categories`, { headers });
    expect(categories.ok()).toBe(true);
    const { elements } = (await categories.json()) as {
      elements: { id: number; name: string; parentId: number | null }[];
    };
    const category = elements.find((element) => element.parentId === null)!;
    await logIn(page);
    await page.goto(`${APP}/ad-intelligence/advertiser-compare/${first!.id},${second!.id}?category=${category.id}`);
    await waitForReport(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${category.name} (Avg) vs ${first!.title} vs ${second!.title}`,
    );
    // Widgets that can benchmark draw the category's average per advertiser first.
    const trend = page.getByRole('region', { name: 'Expenditure Trend and Breakdown' });
    const terms = await trend.locator('dt').allInnerTexts();
    expect(terms.slice(0, 3)).toEqual([
      `Estimated spend: ${category.name} (Avg)`,
      `Estimated spend: ${first!.title}`,
      `Estimated spend: ${second!.title}`,
    ]);
    await expectEveryWidgetSettled(page, 8);
  });

  test('full-screen a widget and come back', async ({ page, request }) => {
    const [advertiser] = await topAdvertisers(request, 1);
    const campaigns = await request.get(`${API}/datasets/top-campaigns`, {
      headers: await apiHeaders(request, DEMO),
      params: { advertiser: advertiser!.id, country: 'US', period: 'LAST_12_MONTHS', size: 20 },
    });
    const { count: campaignCount } = (await campaigns.json()) as { count: { total: number } };
    expect(campaignCount.total).toBeGreaterThan(5);
    await logIn(page);
    await page.goto(`${APP}/ad-intelligence/advertiser/common/${advertiser!.id}?country=US&period=LAST_12_MONTHS`);
    await waitForReport(page);
    const count = await widgets(page).count();
    await page.getByRole('button', { name: 'Open Top Campaigns in full screen' }).click();
    await expect(page).toHaveURL(/widget=top-campaigns/);
    await waitForReport(page);
    await expect(widgets(page)).toHaveCount(1);
    // Full screen shows 20 campaigns instead of 5: the header row plus the campaigns.
    const rows = page.getByRole('region', { name: 'Top Campaigns' }).getByRole('row');
    await expect(rows).toHaveCount(Math.min(campaignCount.total, 20) + 1);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).not.toHaveURL(/widget=/);
    await waitForReport(page);
    await expect(widgets(page)).toHaveCount(count);
  });

  test('open a campaign from top campaigns', async ({ page, request }) => {
    const [advertiser] = await topAdvertisers(request, 1);
    await logIn(page);
    await page.goto(`${APP}/ad-intelligence/advertiser/common/${advertiser!.id}`);
    await waitForReport(page);
    const campaigns = page.getByRole('region', { name: 'Top Campaigns' });
    const link = campaigns.getByRole('link').filter({ hasNotText: advertiser!.title }).first();
    const name = (await link.innerText()).trim();
    await link.click();
    await expect(page).toHaveURL(/\/ad-intelligence\/campaign\/\d+/);
    await waitForReport(page);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expectEveryWidgetSettled(page, 3);
  });
});
