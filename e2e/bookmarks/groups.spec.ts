import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import {
  API_BASE_PATH,
  type EntitySummary,
  type FavoritesResponse,
  type SearchResponse,
  localOrigin,
} from '@adlens/core';
import { apiHeaders, saveFilterSettings } from '../support/apiHeaders.ts';
import { DEMO, logIn } from '../support/signIn.ts';

/**
 * Items of a
 * comparison are picked and grouped as 'Group N', the group is renamed, compared as one item, and
 * saved as a favourite; saving it again under the same name updates that favourite.
 */
const APP = localOrigin('standalone');
const API = `${localOrigin('api')}${API_BASE_PATH}`;

async function advertiser(request: APIRequestContext, q: string): Promise<EntitySummary> {
  const response = await request.get(`${API}/datasets/search`, {
    headers: await apiHeaders(request, DEMO),
    params: { q, entityType: 'advertiser', size: 5 },
  });
  const found = ((await response.json()) as SearchResponse).elements.find((e) => e.entityType === 'advertiser');
  expect(found, q).toBeDefined();
  return found!;
}

async function savedGroups(request: APIRequestContext, name: string) {
  const response = await request.get(`${API}/favorites/datapoints`, {
    headers: await apiHeaders(request, DEMO),
    params: { search: name, strict: 'true', types: 'GROUP' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as FavoritesResponse).elements;
}

async function waitForReport(page: Page) {
  await expect(page.locator('main[data-page-ready="true"]')).toBeVisible({ timeout: 30_000 });
}

test('a group is built, renamed, compared as one item and saved; saving it again updates it', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await saveFilterSettings(request, DEMO);
  const [nike, adidas, puma] = [
    await advertiser(request, 'nike'),
    await advertiser(request, 'adidas'),
    await advertiser(request, 'puma'),
  ];
  const name = `Sport rivals ${Date.now()}`;
  await logIn(page);
  await page.goto(`${APP}/ad-intelligence/advertiser-compare/${nike.id},${adidas.id},${puma.id}?country=US`);
  await waitForReport(page);

  await page.getByRole('button', { name: 'Group items' }).click();
  await page.getByRole('checkbox', { name: `Select ${adidas.title}` }).check();
  await page.getByRole('checkbox', { name: `Select ${puma.title}` }).check();
  const serious = async () =>
    (await new AxeBuilder({ page }).include('[data-report-heading]').analyze()).violations.filter((v) =>
      ['serious', 'critical'].includes(v.impact ?? ''),
    );
  expect(await serious()).toEqual([]);
  await page.getByRole('button', { name: 'Group selected' }).click();

  // 'Group 1' takes adidas' place and compares as one item.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${nike.title} vs Group 1`);
  expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(
    `/ad-intelligence/advertiser-compare/${nike.id},Group 1:(${adidas.id},${puma.id})`,
  );
  await waitForReport(page);
  const items = page.getByRole('list', { name: 'Compared items' });
  await expect(items.getByText('2 items')).toBeVisible();
  const trend = page.getByRole('region', { name: 'Expenditure Trend and Breakdown' });
  await expect(trend.locator('dt')).toHaveText([`Estimated spend: ${nike.title}`, 'Estimated spend: Group 1'], {
    useInnerText: true,
  });
  expect(await serious()).toEqual([]);

  await page.getByRole('button', { name: 'Rename Group 1' }).click();
  await page.getByRole('textbox', { name: 'Rename Group 1' }).fill(name);
  await page.getByRole('textbox', { name: 'Rename Group 1' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${nike.title} vs ${name}`);
  await waitForReport(page);

  await page.getByRole('button', { name: `Save ${name} to your bookmarks` }).click();
  await expect(page.getByText(`Saved ${name} to your bookmarks`)).toBeVisible();
  const first = await savedGroups(request, name);
  expect(first).toHaveLength(1);
  expect(first[0]!.details).toMatchObject({ type: 'GROUP', entityType: 'advertiser', instances: [adidas.id, puma.id] });

  // Nike joins the group: saved again under the same name, the favourite is updated, not duplicated.
  await page.getByRole('button', { name: `Ungroup ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${nike.title} vs ${adidas.title} vs ${puma.title}`);
  await page.getByRole('button', { name: 'Group items' }).click();
  for (const member of [nike, adidas, puma])
    await page.getByRole('checkbox', { name: `Select ${member.title}` }).check();
  await page.getByRole('button', { name: 'Group selected' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Group 1');
  await page.getByRole('button', { name: 'Rename Group 1' }).click();
  await page.getByRole('textbox', { name: 'Rename Group 1' }).fill(name);
  await page.getByRole('textbox', { name: 'Rename Group 1' }).press('Enter');
  await page.getByRole('button', { name: `Save ${name} to your bookmarks` }).click();
  await expect(page.getByText(`Updated the saved group ${name}`)).toBeVisible();
  const second = await savedGroups(request, name);
  expect(second).toHaveLength(1);
  expect(second[0]!.id).toBe(first[0]!.id);
  expect(second[0]!.details.instances).toEqual([nike.id, adidas.id, puma.id]);
});
