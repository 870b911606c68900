import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { API_BASE_PATH, type SearchResponse, USER_SETTINGS_KEYS, localOrigin } from '@adlens/core';
import { apiHeaders, saveFilterSettings } from '../support/apiHeaders.ts';
import { DEMO, logIn } from '../support/signIn.ts';

/**
 * Keep everything: every persisted-settings key of is changed the way
 * a user changes it, survives signing out and signing in again in another browser (a fresh context:
 * nothing of the first one's storage), and is restored on the page. Two keys have no control of their
 * own: the export runner counts exceeded export clicks and keeps the global export interval when the
 * server refuses an export at its limit (PATCH users/me/settings, settings/recordExceededExport.ts);
 * this test makes that same call, and reads them back from the settings the app loads at sign-in.
 */
const APP = localOrigin('standalone');
const API = `${localOrigin('api')}${API_BASE_PATH}`;

async function findEntity(request: APIRequestContext, entityType: string, q: string, title: RegExp) {
  const response = await request.get(`${API}/datasets/search`, {
    headers: await apiHeaders(request, DEMO),
    params: { q, entityType, size: 10 },
  });
  expect(response.ok()).toBe(true);
  const found = ((await response.json()) as SearchResponse).elements.find(
    (element) => element.entityType === entityType && title.test(element.title),
  );
  expect(found, `${entityType} ${q}`).toBeDefined();
  return found!;
}

async function waitForReport(page: Page) {
  await expect(page.locator('main[data-page-ready="true"]')).toBeVisible({ timeout: 60_000 });
}

async function choose(page: Page, trigger: RegExp, option: RegExp) {
  await page.getByRole('group', { name: 'Report filters' }).getByRole('button', { name: trigger }).click();
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
}

async function choosePeriod(page: Page, title: string) {
  await page
    .getByRole('group', { name: 'Report filters' })
    .getByRole('button', { name: /^Period:/ })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('listbox', { name: 'Predefined periods' }).getByRole('option', { name: title }).click();
  await dialog.getByRole('button', { name: 'Apply' }).click();
}

// Saved settings follow the user: start and end with none, so other journeys see the defaults.
test.beforeAll(({ request }) => saveFilterSettings(request, DEMO));
test.afterAll(({ request }) => saveFilterSettings(request, DEMO));

test('every saved-settings key survives signing out and in, and is restored on the page', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // An advertiser with display ads on desktops in Germany, so every widget below has data to draw.
  const advertiser = await findEntity(request, 'advertiser', 'amazon', /^amazon\.com$/);
  // The largest brand the search lists.
  const brand = await findEntity(request, 'brand', 'a', /./);

  await logIn(page);
  // channel, device, country, period, currency: the report's filter bar.
  await page.goto(`${APP}/ad-intelligence/advertiser/common/${advertiser.id}`);
  await waitForReport(page);
  await choose(page, /^Channel:/, /^Display/);
  await choose(page, /^Device:/, /^Desktop/);
  await choose(page, /^Country:/, /Germany/);
  await choosePeriod(page, 'Last 12 months');
  await choose(page, /^Currency:/, /^EUR/);
  await expect(page).toHaveURL(/channel=DISPLAY-DESKTOP/);
  await expect(page).toHaveURL(/currency=EUR/);
  await waitForReport(page);

  // Widget sorts and type filters (per widget type), widget metric, expenditure view and interval.
  const topAds = page.getByRole('region', { name: 'Top Ads' });
  await topAds.getByLabel('Sort by').selectOption('IMPRESSIONS');
  await topAds.getByRole('group', { name: 'Ad types' }).getByRole('button', { name: 'Banner', exact: true }).click();
  const publishers = page.getByRole('region', { name: 'Top Publishers' });
  await publishers.getByRole('tab', { name: 'Spend', exact: true }).click();
  const adTypes = page.getByRole('region', { name: 'Ad Types Distribution' });
  await adTypes.getByRole('group', { name: 'Metric' }).getByRole('button', { name: 'Spend', exact: true }).click();
  const trend = page.getByRole('region', { name: 'Expenditure Trend and Breakdown' });
  await trend.getByRole('group', { name: 'Chart type' }).getByRole('button', { name: 'Column', exact: true }).click();
  const interval = trend.getByLabel('Interval');
  // The interval menu comes with the trend's chart, which draws once it comes near the viewport.
  await trend.scrollIntoViewIfNeeded();
  await expect(interval.locator('option').first()).toBeAttached({ timeout: 30_000 });
  const offered = await interval
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  const otherInterval = offered.find((value) => value !== 'MONTHLY') ?? offered[0]!;
  await interval.selectOption(otherInterval);

  // Gender and age: the audience page's demographic selector.
  await page.goto(`${APP}/audience/demographics/common/${advertiser.id}`);
  await waitForReport(page);
  const audienceFilters = page.getByRole('group', { name: 'Report filters' });
  await audienceFilters.getByRole('button', { name: /^Gender:/ }).click();
  await page.getByRole('option', { name: /^Female/ }).click();
  await audienceFilters.getByRole('button', { name: /^Age group:/ }).click();
  await page.getByRole('option', { name: /^25–34/ }).click();
  await expect(page).toHaveURL(/age=AGE_25_34/);

  // Brand period and country, and the recent brand: a brand report keeps its own period and country.
  await page.goto(`${APP}/ad-intelligence/brand/common/${brand.id}`);
  await waitForReport(page);
  await choosePeriod(page, 'Last 30 days');
  await choose(page, /^Country:/, /United Kingdom/);
  await expect(page).toHaveURL(/country=GB/);

  // The two keys without a control: the export runner's call when an export is refused at its limit.
  const headers = await apiHeaders(request, DEMO);
  const patched = await request.patch(`${API}/users/me/settings`, {
    headers,
    data: { exceededExportClicks: 2, globalExportInterval: 'MONTHLY' },
  });
  expect(patched.ok(), await patched.text()).toBe(true);

  const expected = {
    channel: 'DISPLAY-DESKTOP',
    device: 'DESKTOP',
    country: 'DE',
    period: 'LAST_12_MONTHS',
    currency: 'EUR',
    gender: 'FEMALE',
    age: 'AGE_25_34',
    brandPeriod: 'LAST_30_DAYS',
    brandCountry: 'GB',
    recentBrand: brand.id,
    widgetSorts: { 'top-ads': 'IMPRESSIONS', 'top-publishers': 'expenses' },
    widgetTypeFilters: { 'top-ads': ['BANNER'] },
    widgetMetric: 'Number',
    expenditureView: 'column',
    expenditureInterval: otherInterval,
    globalExportInterval: 'MONTHLY',
    exceededExportClicks: 2,
  };
  expect(Object.keys(expected).sort()).toEqual([...USER_SETTINGS_KEYS].sort());
  await expect.poll(async () => (await request.get(`${API}/users/me/settings`, { headers })).json()).toEqual(expected);

  // Sign out, then sign in from another browser: nothing of this one's storage comes along.
  await page.locator('[aria-haspopup="menu"]').first().click();
  await page
    .getByRole('menuitem', { name: 'Logout' })
    .or(page.getByRole('button', { name: 'Logout' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/login/);
  const other = await browser.newContext();
  try {
    const again = await other.newPage();
    const loaded = again.waitForResponse(
      (response) => response.url().endsWith('/users/me/settings') && response.request().method() === 'GET',
    );
    await logIn(again);
    // The settings the app restores from, all 17 keys (device, exceeded clicks and export interval included).
    expect(await (await loaded).json()).toEqual(expected);

    // The report's filters and every widget's choices, from a link without any filter.
    await again.goto(`${APP}/ad-intelligence/advertiser/common/${advertiser.id}`);
    await waitForReport(again);
    // The report shows them without writing them into the link it was opened with.
    expect(new URL(again.url()).search).toBe('');
    const bar = again.getByRole('group', { name: 'Report filters' });
    await expect(bar.getByRole('button', { name: /^Channel: Display/ })).toBeVisible();
    await expect(bar.getByRole('button', { name: /^Device: Desktop/ })).toBeVisible();
    await expect(bar.getByRole('button', { name: /^Country: Germany/ })).toBeVisible();
    await expect(bar.getByRole('button', { name: /^Period: Last 12 months/ })).toBeVisible();
    await expect(bar.getByRole('button', { name: /^Currency: EUR/ })).toBeVisible();
    const restoredAds = again.getByRole('region', { name: 'Top Ads' });
    await expect(restoredAds.getByLabel('Sort by')).toHaveValue('IMPRESSIONS');
    await expect(restoredAds.getByRole('button', { name: 'Banner', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      again.getByRole('region', { name: 'Top Publishers' }).getByRole('tab', { name: 'Spend', exact: true }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(
      again.getByRole('region', { name: 'Ad Types Distribution' }).getByRole('button', { name: 'Spend', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    const restoredTrend = again.getByRole('region', { name: 'Expenditure Trend and Breakdown' });
    await restoredTrend.scrollIntoViewIfNeeded();
    await expect(restoredTrend.getByRole('button', { name: 'Column', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(restoredTrend.getByLabel('Interval')).toHaveValue(otherInterval);

    // The demographic selection.
    await again.goto(`${APP}/audience/demographics/common/${advertiser.id}`);
    const restoredAudience = again.getByRole('group', { name: 'Report filters' });
    await expect(restoredAudience.getByRole('button', { name: /^Gender: Female/ })).toBeVisible();
    await expect(restoredAudience.getByRole('button', { name: /^Age group: 25–34/ })).toBeVisible();
    expect(new URL(again.url()).search).toBe('');

    // The recent brand, and the brand report's own period and country.
    await again.goto(`${APP}/ad-intelligence/brand/empty`);
    const continueLink = again.getByRole('link', { name: `Continue with ${brand.title}` });
    await expect(continueLink).toBeVisible();
    await continueLink.click();
    await expect(again).toHaveURL(new RegExp(`/ad-intelligence/brand/common/${brand.id}\\?`));
    await expect(again).toHaveURL(/period=LAST_30_DAYS/);
    await expect(again).toHaveURL(/country=GB/);

    // Recent reports on the start page say what each was, and pass axe.
    await again.goto(`${APP}/ad-intelligence`);
    const recents = again.getByRole('region', { name: 'Recent reports' });
    // The latest is the brand report (its brand may share a name with an advertiser seen before it).
    const latest = recents.getByRole('listitem').first();
    await expect(latest).toContainText(/Brand · Last 30 days · United Kingdom/);
    await expect(latest.getByRole('link', { name: brand.title })).toBeVisible();
    const { violations } = await new AxeBuilder({ page: again })
      .include('section[aria-labelledby="adlens-recents-title"]')
      .analyze();
    expect(
      violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) })),
    ).toEqual([]);
  } finally {
    await other.close();
  }
});
