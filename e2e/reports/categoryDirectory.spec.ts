import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import {
  API_BASE_PATH,
  CATEGORY_RANGES,
  type CategoryDirectoryResponse,
  categoryRangeLabel,
  categoryRangesOf,
  localOrigin,
} from '@adlens/core';
import { type SeededAccount, apiHeaders, saveFilterSettings } from '../support/apiHeaders.ts';
import { DEMO, logIn } from '../support/signIn.ts';

/**
 * The category directory: `ad-intelligence/category/all` lists every seeded
 * category under the right alphabetical range, its search finds a subcategory,
 * each entry leads to its category report, and a plan without the category report is refused.
 */
const APP = localOrigin('standalone');
const API = `${localOrigin('api')}${API_BASE_PATH}`;
const BASIC: SeededAccount = { email: 'basic@adlens.test', password: 'Adlens-basic-1' };
const DIRECTORY = `${APP}/ad-intelligence/category/all`;

/** What the API lists for the directory's filters: the category search page's link carries them in the URL. */
async function expectedDirectory(page: Page, request: APIRequestContext): Promise<CategoryDirectoryResponse> {
  await expect(page).toHaveURL(/[?&]period=/);
  const chosen = new URL(page.url()).searchParams;
  const params = Object.fromEntries(
    ['channel', 'country', 'period'].flatMap((key) => (chosen.get(key) ? [[key, chosen.get(key)!]] : [])),
  );
  const response = await request.get(`${API}/datasets/category-directory`, {
    headers: await apiHeaders(request, DEMO),
    params,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as CategoryDirectoryResponse;
}

test.describe('category directory', () => {
  test('lists every seeded category under its range, finds a subcategory and opens its report', async ({
    page,
    request,
  }) => {
    await saveFilterSettings(request, DEMO);
    await logIn(page);
    // The category search page leads to the directory.
    await page.goto(`${APP}/ad-intelligence/category/empty`);
    await page.getByRole('link', { name: 'Browse all categories' }).click();
    await expect(page).toHaveURL(/\/ad-intelligence\/category\/all\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'All categories' })).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Categories by first letter' })).toBeVisible();
    const { elements } = await expectedDirectory(page, request);
    expect(elements.length).toBeGreaterThan(0);

    const listed = new Set<string>();
    for (const range of CATEGORY_RANGES) {
      const label = categoryRangeLabel(range);
      const expected = elements.filter((category) => categoryRangesOf(category.name).includes(range.id));
      await page.getByRole('tab', { name: new RegExp(`^${label}`) }).click();
      const panel = page.getByRole('tabpanel', { name: new RegExp(`^${label}`) });
      // Exactly the range's top-level categories, in the API's alphabetical order.
      await expect(panel.getByRole('heading', { level: 2 })).toHaveText(expected.map((category) => category.name));
      if (expected.length === 0) {
        await expect(panel).toContainText(`No category starts with a letter from ${label}.`);
      }
      for (const category of expected) listed.add(category.name);
    }
    expect([...listed].sort()).toEqual(elements.map((category) => category.name).sort());

    // A subcategory of the alphabetically last category: the search moves to its range.
    const parent = elements.at(-1)!;
    const subcategory = parent.subcategories[0]!;
    await page.getByRole('searchbox', { name: 'Search categories' }).fill(`  ${subcategory.name.toUpperCase()} `);
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { level: 2 })).toContainText([parent.name]);
    const link = panel.getByRole('link', { name: subcategory.name, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', new RegExp(`^/ad-intelligence/category/common/${subcategory.id}\\?`));
    await expect(page.getByRole('status').filter({ hasText: 'match' })).toContainText(subcategory.name.toUpperCase());

    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations).toEqual([]);

    await link.click();
    await expect(page).toHaveURL(new RegExp(`/ad-intelligence/category/common/${subcategory.id}\\?`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subcategory.name);
  });

  test('moves between ranges by keyboard (arrows, Home, End)', async ({ page, request }) => {
    await saveFilterSettings(request, DEMO);
    await logIn(page);
    await page.goto(DIRECTORY);
    const first = page.getByRole('tab').first();
    await first.focus();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab').last()).toBeFocused();
    await expect(page.getByRole('tab').last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab').last()).toBeFocused();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations).toEqual([]);
  });

  test('a Basic plan without the category report is refused, like the category report', async ({ page, request }) => {
    const response = await request.get(`${API}/datasets/category-directory`, {
      headers: await apiHeaders(request, BASIC),
    });
    expect(response.status()).toBe(403);
    await logIn(page, BASIC);
    await page.goto(`${APP}/ad-intelligence/category/empty`);
    await expect(page).toHaveURL(`${APP}/not-found`);
    await page.goto(DIRECTORY);
    await expect(page).toHaveURL(`${APP}/not-found`);
    await expect(page.getByRole('heading', { name: 'Error 404' })).toBeVisible();
  });
});
