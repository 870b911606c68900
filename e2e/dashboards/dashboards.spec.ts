import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import {
  API_BASE_PATH,
  DASHBOARD_LIMIT_MESSAGES,
  type Dashboard,
  type DashboardsResponse,
  type SearchResponse,
  localOrigin,
} from '@adlens/core';
import { type SeededAccount, apiHeaders } from '../support/apiHeaders.ts';
import { logIn } from '../support/signIn.ts';

/**
 * Dashboards against the real API and database (dashboards and
 * their limits): widgets added from two reports, dragged and resized, the same layout after a
 * reload; each of the four limit sentences. The admin account (Enterprise: 10 dashboards, 20 widgets)
 * keeps the demo account's dashboards out of it.
 */
const APP = localOrigin('standalone');
const API = `${localOrigin('api')}${API_BASE_PATH}`;
const ADMIN: SeededAccount = { email: 'admin@adlens.test', password: 'Adlens-admin-1' };
const FILTERS = '?channel=DISPLAY-ALL&country=US&period=LAST_3_MONTHS';

test.describe.configure({ mode: 'serial' });

async function advertiserId(request: APIRequestContext, domain: string): Promise<number> {
  const search = await request.get(`${API}/datasets/search`, {
    headers: await apiHeaders(request, ADMIN),
    params: { q: domain.split('.')[0]!, entityType: 'advertiser', size: 5 },
  });
  const found = ((await search.json()) as SearchResponse).elements.find((element) => element.title === domain);
  expect(found, domain).toBeDefined();
  return found!.id;
}

/** Leaves the admin with one empty dashboard named `name`, and returns it. */
async function oneEmptyDashboard(request: APIRequestContext, name: string): Promise<Dashboard> {
  const headers = await apiHeaders(request, ADMIN);
  const list = (await (await request.get(`${API}/dashboards`, { headers })).json()) as DashboardsResponse;
  const [keep, ...rest] = list.elements;
  for (const dashboard of rest) {
    expect((await request.delete(`${API}/dashboards/${dashboard.id}`, { headers })).ok()).toBe(true);
  }
  const current = (await (await request.get(`${API}/dashboards/${keep!.id}`, { headers })).json()) as Dashboard;
  const reset = await request.put(`${API}/dashboards/${keep!.id}`, {
    headers,
    data: { version: current.version, name, widgets: [], filters: {} },
  });
  expect(reset.ok(), await reset.text()).toBe(true);
  return (await reset.json()) as Dashboard;
}

async function waitForReport(page: Page) {
  await expect(page.locator('main[data-page-ready="true"]')).toBeVisible({ timeout: 30_000 });
}

async function addWidgets(page: Page, count: number, dashboardName: string) {
  for (let index = 0; index < count; index += 1) {
    await page
      .getByRole('button', { name: /^Add .+ to a dashboard$/ })
      .nth(index)
      .click();
    const dialog = page.getByRole('dialog', { name: /to a dashboard$/ });
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Added to ${dashboardName}`)).toBeVisible();
  }
}

async function layouts(page: Page): Promise<string[]> {
  return page
    .locator('[data-grid-item]')
    .evaluateAll((items) =>
      items.map((item) => `${item.getAttribute('data-grid-item')}=${item.getAttribute('data-layout')}`).sort(),
    );
}

test('a dashboard of four widgets from two reports keeps its dragged and resized layout after a reload', async ({
  page,
  request,
}) => {
  const name = 'Sportswear board';
  const board = await oneEmptyDashboard(request, name);
  const [nike, adidas] = [await advertiserId(request, 'nike.com'), await advertiserId(request, 'adidas.com')];
  // Tall enough to drag a whole tile below the others (tiles are sized to show their widget whole).
  await page.setViewportSize({ width: 1440, height: 2000 });
  await logIn(page, ADMIN);
  for (const id of [nike, adidas]) {
    await page.goto(`${APP}/ad-intelligence/advertiser/common/${id}${FILTERS}`);
    await waitForReport(page);
    await addWidgets(page, 2, name);
  }

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboards' }).click();
  await expect(page).toHaveURL(`${APP}/dashboards/${board.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('[data-grid-item]')).toHaveCount(4);
  const before = await layouts(page);

  // Drag the first widget by its handle below the others, and resize the second from its corner.
  const handles = page.getByRole('button', { name: /^Move or resize / });
  const first = await handles.nth(0).boundingBox();
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.ok());
  await page.mouse.move(first!.x + 10, first!.y + 10);
  await page.mouse.down();
  await page.mouse.move(first!.x + 60, first!.y + 1400, { steps: 20 });
  await page.mouse.up();
  await saved;
  const corner = page.locator('[data-grid-item] .react-resizable-handle').nth(1);
  const box = await corner.boundingBox();
  const resized = page.waitForResponse((response) => response.request().method() === 'PUT' && response.ok());
  await page.mouse.move(box!.x + 5, box!.y + 5);
  await page.mouse.down();
  await page.mouse.move(box!.x - 120, box!.y + 160, { steps: 10 });
  await page.mouse.up();
  await resized;
  const after = await layouts(page);
  expect(after).not.toEqual(before);

  await page.reload();
  await expect(page.locator('[data-grid-item]')).toHaveCount(4);
  expect(await layouts(page)).toEqual(after);
  // The start-up splash fades for 400 ms after a load: its half-faded text is not the page's.
  await expect(page.getByTestId('adlens-splash')).toHaveCount(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('each dashboard limit is said where it is hit', async ({ page, request }) => {
  const board = await oneEmptyDashboard(request, 'Limits board');
  const headers = await apiHeaders(request, ADMIN);
  const nike = await advertiserId(request, 'nike.com');
  // 20 widgets (Enterprise's limit) on the dashboard.
  const widgets = Array.from({ length: 20 }, (_, index) => ({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    type: 'estimated-expenditure',
    entityType: 'advertiser',
    items: [{ title: 'nike.com', ids: [nike] }],
    layout: { x: (index % 2) * 6, y: Math.floor(index / 2) * 4, w: 6, h: 4 },
  }));
  const full = await request.put(`${API}/dashboards/${board.id}`, {
    headers,
    data: { version: board.version, widgets },
  });
  expect(full.ok(), await full.text()).toBe(true);

  await logIn(page, ADMIN);
  await page.goto(`${APP}/ad-intelligence/advertiser/common/${nike}${FILTERS}`);
  await waitForReport(page);
  await page
    .getByRole('button', { name: /^Add .+ to a dashboard$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /to a dashboard$/ });
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(DASHBOARD_LIMIT_MESSAGES.widgets);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The last dashboard cannot be deleted.
  await page.goto(`${APP}/dashboards/${board.id}`);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog', { name: 'Delete Limits board?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert')).toContainText(DASHBOARD_LIMIT_MESSAGES.lastOne);

  // Ten dashboards (Enterprise's limit): no new one, no duplicate.
  for (let index = 2; index <= 10; index += 1) {
    const created = await request.post(`${API}/dashboards`, { headers, data: { name: `Board ${index}` } });
    expect(created.ok(), await created.text()).toBe(true);
  }
  await page.goto(`${APP}/dashboards/new`);
  await expect(page.getByRole('alert')).toContainText(DASHBOARD_LIMIT_MESSAGES.saved);
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await page.getByRole('button', { name: 'Duplicate', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(DASHBOARD_LIMIT_MESSAGES.duplicate);
  // The start-up splash fades for 400 ms after a load: its half-faded text is not the page's.
  await expect(page.getByTestId('adlens-splash')).toHaveCount(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await oneEmptyDashboard(request, 'My dashboard');
});
