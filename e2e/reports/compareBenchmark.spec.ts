import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, type Response, expect, test } from '@playwright/test';
import {
  API_BASE_PATH,
  type EntitySummary,
  type EntityType,
  type MonthOverMonthResponse,
  type SearchResponse,
  type TrendResponse,
  formatTrend,
  localOrigin,
} from '@adlens/core';
import { apiHeaders, saveFilterSettings } from '../support/apiHeaders.ts';
import { readCartesianChart } from '../support/chartData.ts';
import { DEMO, logIn } from '../support/signIn.ts';

/**
 * An advertiser
 * comparison gets a category benchmark from the compare box, keeps it after a reload and in a
 * bookmark, and the '(Avg)' item's trend is the category's trend per advertiser, as the API answers:
 * on the advertisers' own weeks, and its month-over-month change is the change of that average.
 */
const APP = localOrigin('standalone');
const API = `${localOrigin('api')}${API_BASE_PATH}`;
const TREND = 'Expenditure Trend and Breakdown';
const MONTH_OVER_MONTH = 'Month-over-Month Change';

async function find(request: APIRequestContext, entityType: EntityType, q: string): Promise<EntitySummary> {
  const response = await request.get(`${API}/datasets/search`, {
    headers: await apiHeaders(request, DEMO),
    params: { q, entityType, size: 5 },
  });
  const found = ((await response.json()) as SearchResponse).elements.find((e) => e.entityType === entityType);
  expect(found, `${entityType} ${q}`).toBeDefined();
  return found!;
}

const categoryAnswer = (dataset: string, id: number) => (response: Response) =>
  response.url().includes(`/datasets/${dataset}?`) &&
  new URL(response.url()).searchParams.get('category') === String(id);

const percentChange = (current: number, previous: number) =>
  Math.round(((current - previous) / previous) * 100 * 100) / 100;

async function waitForReport(page: Page) {
  await expect(page.locator('main[data-page-ready="true"]')).toBeVisible({ timeout: 30_000 });
}

test('an advertiser comparison gets a category benchmark from the UI, kept after reload and in a bookmark', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await saveFilterSettings(request, DEMO);
  const [nike, adidas] = [await find(request, 'advertiser', 'nike'), await find(request, 'advertiser', 'adidas')];
  const category = await find(request, 'category', 'sportswear');
  await logIn(page);
  await page.goto(`${APP}/ad-intelligence/advertiser-compare/${nike.id},${adidas.id}?country=US&period=LAST_12_MONTHS`);
  await waitForReport(page);

  // The compare box offers the category in its own labelled group.
  await page.getByRole('combobox', { name: 'Compare with' }).fill('sportswear');
  const benchmarks = page
    .getByRole('listbox', { name: 'Compare with' })
    .getByRole('group', { name: 'Industry benchmark' });
  const option = benchmarks.getByRole('option', { name: new RegExp(`^${category.title}`) });
  await expect(option).toBeVisible();
  expect(
    (await new AxeBuilder({ page }).include('[data-report-heading]').analyze()).violations.filter((v) =>
      ['serious', 'critical'].includes(v.impact ?? ''),
    ),
  ).toEqual([]);
  const trendAnswered = page.waitForResponse(categoryAnswer('expenditure-trend', category.id));
  const monthsAnswered = page.waitForResponse(categoryAnswer('month-over-month-change', category.id));
  await option.click();

  const title = `${category.title} (Avg) vs ${nike.title} vs ${adidas.title}`;
  await expect(page).toHaveURL(new RegExp(`[?&]category=${category.id}(&|$)`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const trend = (await (await trendAnswered).json()) as TrendResponse;
  await waitForReport(page);

  // The (Avg) series is the category's trend per advertiser, as the API averaged it, point by point.
  const count = trend.advertisersCount ?? 0;
  expect(count).toBeGreaterThan(0);
  expect(new URL((await trendAnswered).url()).searchParams.get('benchmark')).toBe('advertiser');
  expect(trend.averagedPerAdvertiser).toBe(true);
  const card = page.getByRole('region', { name: TREND });
  await card.scrollIntoViewIfNeeded();
  const chart = await readCartesianChart(card);
  const average = chart.series.find((series) => series.name === `${category.title} (Avg)`);
  expect(average, chart.series.map((series) => series.name).join(', ')).toBeDefined();
  expect(chart.series[0]!.name).toBe(`${category.title} (Avg)`);
  expect(average!.data.map((value) => (value ?? 0).toFixed(2))).toEqual(
    trend.points.map((point) => point.expenses.toFixed(2)),
  );
  // Every series on the same intervals: one x value per point of the advertisers' interval, no
  // label twice, and a value for every series at every x (no $0 drops between mismatched grains).
  expect(chart.categories).toHaveLength(trend.points.length);
  expect(new Set(chart.categories).size).toBe(chart.categories.length);
  for (const series of chart.series) {
    expect(
      series.data.filter((value) => value === null),
      series.name,
    ).toEqual([]);
  }

  // Month over month: the same days for every item, and the (Avg) change is the change of the average.
  const months = (await (await monthsAnswered).json()) as MonthOverMonthResponse;
  expect(months.averagedPerAdvertiser).toBe(true);
  expect(months.change.expenses).toBe(percentChange(months.current.expenses, months.previous.expenses));
  const monthCard = page.getByRole('region', { name: MONTH_OVER_MONTH });
  await monthCard.scrollIntoViewIfNeeded();
  const currentMonth = (title: string) =>
    monthCard.getByRole('region', { name: `Current month, ${title}` }).getByRole('heading');
  await expect(currentMonth(`${category.title} (Avg)`)).toHaveText(
    (await currentMonth(nike.title).textContent()) ?? '',
  );
  await expect(
    monthCard
      .getByRole('article', { name: `${category.title} (Avg)` })
      .getByText(formatTrend(months.change.expenses))
      .first(),
  ).toBeVisible();
  // A card that cannot draw the benchmark says why, in the card.
  await expect(
    page
      .getByRole('region', { name: 'Estimated Expenditure' })
      .getByText(
        'The industry benchmark is not in this card: its average spend is in the trend and month-over-month cards.',
      ),
  ).toBeVisible();
  // The whole benchmarked comparison, widgets included (a table wider than its card scrolls by keyboard).
  expect(
    (await new AxeBuilder({ page }).analyze()).violations.filter((v) =>
      ['serious', 'critical'].includes(v.impact ?? ''),
    ),
  ).toEqual([]);

  // After a reload.
  await page.reload();
  await waitForReport(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  // In a bookmark: saved with its benchmark, it opens with it.
  const name = `Benchmarked rivals ${Date.now()}`;
  await page.getByRole('button', { name: /^Bookmark(ed)?$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Save to bookmarks' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Bookmarked' })).toBeVisible();
  await page.goto(`${APP}/ad-intelligence/advertiser/common/${nike.id}`);
  await waitForReport(page);
  await page.getByRole('button', { name: 'Bookmarks' }).click();
  await page.getByRole('dialog', { name: 'Bookmarks' }).getByRole('link', { name }).click();
  await waitForReport(page);
  await expect(page).toHaveURL(/\/advertiser-compare\/[0-9a-f-]{36}\?/);
  await expect(page).toHaveURL(new RegExp(`[?&]category=${category.id}(&|$)`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('button', { name: `Remove ${category.title} (Avg)` })).toBeVisible();
});
