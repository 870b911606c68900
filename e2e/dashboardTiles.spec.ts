import { expect, test } from '@playwright/test';
import { API_BASE_PATH, type SearchResponse, localOrigin } from '@adlens/core';
import { type SeededAccount, apiHeaders } from './apiHeaders.ts';
import { logIn } from './signIn.ts';

/**
 * Dashboard tiles show their widget whole (issue 20): each widget declares the smallest tile that
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

test('every widget of a dashboard fits its tile, even one saved smaller', async ({ page, request }) => {
  const headers = await apiHeaders(request, ADMIN);
  const search = await request.get(`${API}/datasets/search`, {
    headers,
    params: { q: 'nike', entityType: 'advertiser', size: 5 },
  });
  const nike = ((await search.json()) as SearchResponse).elements[0]!;
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
    await page.setViewportSize({ width: 1440, height: 1000 });
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
