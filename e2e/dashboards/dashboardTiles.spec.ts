import { type APIRequestContext, expect, test } from '@playwright/test';
import { API_BASE_PATH, type SearchResponse, localOrigin } from '@adlens/core';
import { type SeededAccount, apiHeaders } from '../support/apiHeaders.ts';
import { logIn } from '../support/signIn.ts';

/**
 * Dashboard tiles show their widget whole: each widget declares the smallest tile that
 * holds it, a saved tile smaller than that is grown to it, and nothing scrolls inside a tile.
 */
const APP = localOrigin('standalone');
const API = `${localOrigin('api')}${API_BASE_PATH}`;
const ADMIN: SeededAccount = { email: 'admin@adlens.test', password: 'Adlens-admin-1' };
const TYPES = [
  'estimated-expenditure',
  'expenditure-trend',
  'month-over-month-change',
  'ad-types-distribution',
  'ad-placements',
  'transaction-methods',
  'mobile-platforms',
  'top-publishers',
  'top-campaigns',
  'top-ads',
];

/** The first advertiser the search finds for 'nike'. */
async function firstNike(request: APIRequestContext, headers: Record<string, string>) {
  const search = await request.get(`${API}/datasets/search`, {
    headers,
    params: { q: 'nike', entityType: 'advertiser', size: 5 },
  });
  return ((await search.json()) as SearchResponse).elements[0]!;
}

// 1440: the widths the minimum sizes were set for; 1024: half-width cards stack their charts under
// their figures and need more rows than their minimum, which the grid gives them.
for (const width of [1440, 1024]) {
  test(`every widget of a dashboard fits its tile, even one saved smaller, at ${width} px`, async ({
    page,
    request,
  }) => {
    const headers = await apiHeaders(request, ADMIN);
    const nike = await firstNike(request, headers);
    const created = await request.post(`${API}/dashboards`, {
      headers,
      data: {
        name: 'Tiles check',
        filters: { period: 'LAST_3_MONTHS' },
        // Saved at one grid cell each: the page grows every tile to its widget's size.
        widgets: TYPES.map((type, index) => ({
          id: crypto.randomUUID(),
          type,
          entityType: 'advertiser',
          items: [{ title: nike.title, ids: [nike.id] }],
          layout: { x: 0, y: index, w: 1, h: 1 },
        })),
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { id } = (await created.json()) as { id: string };
    try {
      await page.setViewportSize({ width, height: 1000 });
      await logIn(page, ADMIN);
      await page.goto(`${APP}/dashboards/${id}`);
      const tiles = page.locator('[data-grid-item]');
      await expect(tiles).toHaveCount(TYPES.length, { timeout: 30_000 });
      // Every card settled, its charts drawn as they come near the viewport.
      await expect(page.locator('[data-grid-item] section[data-status="loading"]')).toHaveCount(0, { timeout: 45_000 });
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 500) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(100);
      }
      const overflowing = await tiles.evaluateAll((nodes) =>
        nodes.flatMap((node) => {
          const tile = node.firstElementChild as HTMLElement;
          const title = node.querySelector('h2')?.textContent ?? '?';
          return tile.scrollHeight > tile.clientHeight + 1
            ? [`${title}: ${tile.scrollHeight} > ${tile.clientHeight}`]
            : [];
        }),
      );
      expect(overflowing).toEqual([]);
    } finally {
      await request.delete(`${API}/dashboards/${id}`, { headers });
    }
  });
}

test('on a phone a dashboard is one column of whole widgets, in the order the grid reads', async ({
  page,
  request,
}) => {
  const headers = await apiHeaders(request, ADMIN);
  const nike = await firstNike(request, headers);
  const widget = (type: string, layout: { x: number; y: number; w: number; h: number }) => ({
    id: crypto.randomUUID(),
    type,
    entityType: 'advertiser',
    items: [{ title: nike.title, ids: [nike.id] }],
    layout,
  });
  // Saved on a wide screen: the trend under two half-width cards; listed out of reading order.
  const widgets = [
    widget('expenditure-trend', { x: 0, y: 12, w: 12, h: 8 }),
    widget('ad-types-distribution', { x: 6, y: 0, w: 6, h: 9 }),
    widget('estimated-expenditure', { x: 0, y: 0, w: 6, h: 9 }),
  ];
  const created = await request.post(`${API}/dashboards`, {
    headers,
    data: { name: 'Phone check', filters: { period: 'LAST_3_MONTHS' }, widgets },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  try {
    await page.setViewportSize({ width: 375, height: 800 });
    await logIn(page, ADMIN);
    await page.goto(`${APP}/dashboards/${id}`);
    const tiles = page.locator('[data-grid-item]');
    await expect(tiles).toHaveCount(3, { timeout: 30_000 });
    await expect(page.locator('[data-grid-item] section[data-status="loading"]')).toHaveCount(0, { timeout: 45_000 });
    // Reading order: the two cards of the top row left to right, then the trend.
    expect(await tiles.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-grid-item')))).toEqual([
      widgets[2]!.id,
      widgets[1]!.id,
      widgets[0]!.id,
    ]);
    // Each as wide as the page's content, one under another, nothing cut off inside or at the side.
    const boxes = await tiles.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON()));
    const main = (await page.locator('main').boundingBox())!;
    for (const [index, box] of boxes.entries()) {
      expect(box.width, `tile ${index} width`).toBeGreaterThan(main.width - 2 * 24 - 2);
      if (index > 0) expect(box.top, `tile ${index} below the one before`).toBeGreaterThan(boxes[index - 1]!.bottom);
    }
    const clipped = await tiles.evaluateAll((nodes) =>
      nodes.flatMap((node) => {
        const tile = node.firstElementChild as HTMLElement;
        return tile.scrollHeight > tile.clientHeight + 1 || tile.scrollWidth > tile.clientWidth + 1
          ? [node.querySelector('h2')?.textContent ?? '?']
          : [];
      }),
    );
    expect(clipped).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Moving and resizing belong to a wider grid: no handle to press here.
    await expect(page.getByRole('button', { name: /^Move or resize/ })).toHaveCount(0);
  } finally {
    await request.delete(`${API}/dashboards/${id}`, { headers });
  }
});
