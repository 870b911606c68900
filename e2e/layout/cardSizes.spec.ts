import { type Locator, type Page, type Route, expect, test } from '@playwright/test';
import { API_BASE_PATH, type SearchResponse, localOrigin } from '@adlens/core';
import { type SeededAccount, apiHeaders } from '../support/apiHeaders.ts';
import { logIn } from '../support/signIn.ts';

/**
 * Cards keep the size their box gives them: a dashboard tile made larger draws a larger chart, and
 * the trend card keeps one height across its chart types, intervals and states (loading, empty), so
 * the page never jumps under the reader.
 */
const APP = localOrigin('standalone');
const API = `${localOrigin('api')}${API_BASE_PATH}`;
const ADMIN: SeededAccount = { email: 'admin@adlens.test', password: 'Adlens-admin-1' };
const TREND = 'Expenditure Trend and Breakdown';

/** The size of the chart's drawing (its SVG). */
async function chartSize(chart: Locator): Promise<{ width: number; height: number }> {
  const box = (await chart.locator('svg').first().boundingBox())!;
  return { width: Math.round(box.width), height: Math.round(box.height) };
}

test('a dashboard tile made larger draws its chart larger', async ({ page, request }) => {
  const headers = await apiHeaders(request, ADMIN);
  const search = await request.get(`${API}/datasets/search`, {
    headers,
    params: { q: 'nike', entityType: 'advertiser', size: 5 },
  });
  const nike = ((await search.json()) as SearchResponse).elements[0]!;
  const created = await request.post(`${API}/dashboards`, {
    headers,
    data: {
      name: 'Resize check',
      filters: { period: 'LAST_3_MONTHS' },
      widgets: [
        {
          id: crypto.randomUUID(),
          type: 'expenditure-trend',
          entityType: 'advertiser',
          items: [{ title: nike.title, ids: [nike.id] }],
          layout: { x: 0, y: 0, w: 6, h: 12 },
        },
      ],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  try {
    await page.setViewportSize({ width: 1440, height: 1200 });
    await logIn(page, ADMIN);
    await page.goto(`${APP}/dashboards/${id}`);
    const tile = page.locator('[data-grid-item]');
    const chart = tile.locator('[data-echart]');
    await expect(chart.locator('svg').first()).toBeVisible({ timeout: 45_000 });
    const before = await chartSize(chart);
    // Shift and the arrow keys resize a focused tile (as dragging its corner does): 4 rows more. (The
    // trend's tile is the grid's whole width already, its smallest size.)
    await page.getByRole('button', { name: /^Move or resize/ }).focus();
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('Shift+ArrowDown');
    await expect(tile).toHaveAttribute('data-layout', /,16$/);
    // Four rows are 4 × (40 + 16) px; the chart takes them all.
    await expect.poll(async () => (await chartSize(chart)).height, { timeout: 10_000 }).toBe(before.height + 224);
    expect((await chartSize(chart)).width).toBe(before.width);
    // Smaller again: the chart follows back.
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('Shift+ArrowUp');
    await expect.poll(async () => (await chartSize(chart)).height, { timeout: 10_000 }).toBe(before.height);
  } finally {
    await request.delete(`${API}/dashboards/${id}`, { headers });
  }
});

/**
 * The trend card's height, once it is in the given state; on a phone its body's (there the header's
 * export and copy buttons, shown only with figures, wrap the title in every card alike).
 */
async function cardHeight(card: Locator, status: string): Promise<number> {
  await expect(card).toHaveAttribute('data-status', status, { timeout: 30_000 });
  const narrow = card.page().viewportSize()!.width < 640;
  return Math.round((await (narrow ? card.locator('[data-pdf-body]') : card).boundingBox())!.height);
}

/** Holds the trend's answers until released, so the card's loading state can be measured. */
function holdTrend(page: Page) {
  const held: Route[] = [];
  let empty = false;
  void page.route('**/datasets/expenditure-trend?**', async (route) => {
    if (empty) {
      const response = await route.fetch();
      const body = (await response.json()) as { points: unknown[] };
      await route.fulfill({ response, json: { ...body, points: [] } });
    } else held.push(route);
  });
  return {
    release: async () => {
      await expect.poll(() => held.length).toBeGreaterThan(0);
      for (const route of held.splice(0)) await route.continue();
    },
    answerEmpty: () => {
      empty = true;
    },
  };
}

for (const width of [1440, 1024, 375]) {
  test(`the trend card keeps one height across its views and states at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await logIn(page, ADMIN);
    const trend = holdTrend(page);
    await page.goto(`${APP}/ad-intelligence/advertiser/common/1?channel=ALL-ALL&period=LAST_30_DAYS`);
    const card = page.locator('section[data-status]').filter({ has: page.getByRole('heading', { name: TREND }) });
    await card.scrollIntoViewIfNeeded();
    const heights: Record<string, number> = { loading: await cardHeight(card, 'loading') };
    await trend.release();
    heights.line = await cardHeight(card, 'success');
    for (const kind of ['Area', 'Column', 'Line']) {
      await card.getByRole('button', { name: kind, exact: true }).click();
      await expect(card.getByRole('button', { name: kind, exact: true })).toHaveAttribute('aria-pressed', 'true');
      heights[kind] = await cardHeight(card, 'success');
    }
    // Another interval: loading again, then its own answer.
    const interval = card.getByLabel('Interval');
    const other = await interval.locator('option:not(:checked)').first().getAttribute('value');
    await interval.selectOption(other!);
    await trend.release();
    heights.interval = await cardHeight(card, 'success');
    // No data: the empty state.
    trend.answerEmpty();
    await page.reload();
    await card.scrollIntoViewIfNeeded();
    heights.empty = await cardHeight(card, 'empty');
    const values = Object.values(heights);
    expect(Math.max(...values) - Math.min(...values), JSON.stringify(heights)).toBeLessThanOrEqual(1);
  });
}
