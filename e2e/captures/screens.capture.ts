import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as PdfJs from 'pdfjs-dist';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { API_BASE_PATH, type SearchResponse, localOrigin } from '@adlens/core';
import { apiHeaders, saveFilterSettings } from '../support/apiHeaders.ts';
import { DEMO, logIn } from '../support/signIn.ts';

/**
 * The screens of docs/screens: the advertiser report at three widths, a comparison with a
 * member that has no data in the country, the sales tool's company sidebar at 320 px, both
 * partners' report embeds, a dashboard, recent reports and the dashboard limit, and pages of the
 * advertiser report's PDF. `pnpm screens` regenerates them.
 */
const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'screens');
const APP = localOrigin('standalone');
const API = `${localOrigin('api')}${API_BASE_PATH}`;
const FILTERS = 'period=LAST_3_MONTHS&country=US';

mkdirSync(OUT, { recursive: true });
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

async function advertiser(request: APIRequestContext, domain: string): Promise<number> {
  const response = await request.get(`${API}/datasets/search`, {
    headers: await apiHeaders(request, DEMO),
    params: { q: domain, entityType: 'advertiser', size: 5 },
  });
  const found = ((await response.json()) as SearchResponse).elements.find((element) => element.title === domain);
  expect(found, domain).toBeDefined();
  return found!.id;
}

/** Waits until every widget has settled and every chart near the screen is drawn. */
async function settle(page: Page, scope = page.locator('main')) {
  await expect(scope.locator('[data-page-ready="true"]').or(page.locator('main[data-page-ready="true"]'))).toHaveCount(
    1,
    { timeout: 45_000 },
  );
  await scrollThrough(page);
}

/** Charts draw when they come near the viewport: scrolls through the page once, then back. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(120);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(600);
}

test.beforeEach(async ({ request, page }) => {
  await saveFilterSettings(request, DEMO);
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

for (const width of [1440, 1024, 375]) {
  test(`advertiser report at ${width} px`, async ({ page, request }) => {
    const nike = await advertiser(request, 'nike.com');
    await page.setViewportSize({ width, height: 900 });
    await logIn(page);
    await page.goto(`${APP}/ad-intelligence/advertiser/common/${nike}?${FILTERS}`);
    await settle(page);
    await page.screenshot({ path: join(OUT, `advertiser-report-${width}.png`), fullPage: true });
  });
}

test('a comparison with a member that has no data in the country', async ({ page, request }) => {
  const [nike, adidas] = [await advertiser(request, 'nike.com'), await advertiser(request, 'adidas.com')];
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page);
  await page.goto(`${APP}/ad-intelligence/advertiser-compare/${nike},${adidas}?${FILTERS}`);
  await settle(page);
  await page.screenshot({ path: join(OUT, 'comparison-1440.png'), fullPage: true });
});

test('the sales tool company sidebar at 320 px', async ({ page }) => {
  // Tall enough for the whole embed: parts of an iframe outside the viewport are not painted.
  await page.setViewportSize({ width: 1024, height: 4400 });
  await page.goto(`${localOrigin('partnerHost')}/sales-tool.html?view=sidebar&company=nike.com&sidebarWidth=320`);
  const frame = page.frameLocator('iframe[title="Adlens sales-tool embed"]');
  await expect(frame.locator('main[data-page-ready="true"]')).toBeVisible({ timeout: 45_000 });
  // The iframe grows to its content; give the last charts time to draw and the height to settle.
  await page.waitForTimeout(2_000);
  await page
    .locator('iframe[title="Adlens sales-tool embed"]')
    .screenshot({ path: join(OUT, 'sales-sidebar-320.png') });
});

/** The partners' full report embeds: the SEO suite on a tablet and a phone, the sales tool on a tablet. */
for (const { name, page: host, width } of [
  { name: 'seo-suite', page: 'seo-suite.html', width: 1024 },
  { name: 'seo-suite', page: 'seo-suite.html', width: 375 },
  { name: 'sales-tool', page: 'sales-tool.html', width: 1024 },
]) {
  test(`the ${name} embed's advertiser report at ${width} px`, async ({ page, request }) => {
    const nike = await advertiser(request, 'nike.com');
    await page.setViewportSize({ width, height: 900 });
    const path = encodeURIComponent(`/ad-intelligence/advertiser/common/${nike}?${FILTERS}`);
    await page.goto(`${localOrigin('partnerHost')}/${host}?path=${path}`);
    const frame = page.frameLocator('iframe.embed-frame');
    await expect(frame.locator('main[data-page-ready="true"]')).toBeVisible({ timeout: 45_000 });
    // The SEO suite asks once about weekly e-mail reports (the partner's own dialog): declined.
    if (name === 'seo-suite') await page.getByRole('button', { name: 'No, thanks' }).click({ timeout: 15_000 });
    await scrollThrough(page);
    // The iframe is as tall as its content; parts outside the viewport are not painted.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(1_500);
    await page.screenshot({ path: join(OUT, `${name}-embed-${width}.png`), fullPage: true });
  });
}

/** 'Reconnecting…' while the API answers 503, on a desktop and a phone. */
for (const width of [1440, 375]) {
  test(`the reconnecting notice at ${width} px`, async ({ page, request }) => {
    const nike = await advertiser(request, 'nike.com');
    await page.setViewportSize({ width, height: 900 });
    await logIn(page);
    await page.goto(`${APP}/ad-intelligence/advertiser/common/${nike}?${FILTERS}`);
    await settle(page);
    await page.route(`${API}/**`, (route) => route.fulfill({ status: 503, body: '' }));
    await page
      .getByRole('group', { name: 'Report filters' })
      .getByRole('button', { name: /^Channel:/ })
      .click();
    await page.getByRole('listbox').getByRole('option', { name: 'Display' }).first().click();
    await expect(page.getByText('Reconnecting…')).toBeVisible({ timeout: 15_000 });
    await page.waitForTimeout(4_000);
    await page.screenshot({ path: join(OUT, `reconnecting-${width}.png`) });
    await page.unrouteAll();
  });
}

type Place = { x: number; y: number; w: number; h: number };

/**
 * A dashboard of nike.com widgets, each as if added from its report (it keeps the report's period
 * and country), with ids fixed by position so a screenshot's tiles keep their order.
 */
async function nikeDashboard(request: APIRequestContext, name: string, widgets: [type: string, place: Place][]) {
  const nike = await advertiser(request, 'nike.com');
  const headers = await apiHeaders(request, DEMO);
  const created = await request.post(`${API}/dashboards`, { headers, data: { name } });
  expect(created.ok(), await created.text()).toBe(true);
  const board = (await created.json()) as { id: string; version: number };
  const saved = await request.put(`${API}/dashboards/${board.id}`, {
    headers,
    data: {
      version: board.version,
      widgets: widgets.map(([type, layout], index) => ({
        id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
        type,
        entityType: 'advertiser',
        items: [{ title: 'nike.com', ids: [nike] }],
        filters: { period: 'LAST_3_MONTHS', country: 'US' },
        layout,
      })),
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return { id: board.id, remove: () => request.delete(`${API}/dashboards/${board.id}`, { headers }) };
}

test('a dashboard', async ({ page, request }) => {
  // Saved small: the page grows each tile to show its widget whole.
  const board = await nikeDashboard(request, 'Sportswear watch', [
    ['estimated-expenditure', { x: 0, y: 0, w: 6, h: 4 }],
    ['ad-types-distribution', { x: 6, y: 0, w: 6, h: 4 }],
    ['expenditure-trend', { x: 0, y: 9, w: 12, h: 4 }],
  ]);
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await logIn(page);
    await page.goto(`${APP}/dashboards/${board.id}`);
    await expect(page.locator('[data-grid-item]')).toHaveCount(3, { timeout: 30_000 });
    await page.waitForTimeout(3_000);
    await page.screenshot({ path: join(OUT, 'dashboard-1440.png'), fullPage: true });
  } finally {
    await board.remove();
  }
});

for (const width of [1440, 1024, 375]) {
  test(`a dashboard tile whose view token cannot be had at ${width} px`, async ({ page, request }) => {
    // Top ads reads with a view token; the spend below it does not, and still draws.
    const board = await nikeDashboard(request, 'Token trouble', [
      ['top-ads', { x: 0, y: 0, w: 12, h: 12 }],
      ['estimated-expenditure', { x: 0, y: 12, w: 6, h: 9 }],
    ]);
    try {
      await page.setViewportSize({ width, height: 900 });
      await logIn(page);
      // The server cannot issue the token (a 503, as during a deploy): the tile says so, with 'Try again'.
      await page.route('**/security/tokens/report', (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service unavailable"}' }),
      );
      await page.goto(`${APP}/dashboards/${board.id}`);
      await expect(page.locator('[data-grid-item]')).toHaveCount(2, { timeout: 30_000 });
      await expect(page.locator('[data-grid-item] section[data-status="error"]')).toHaveCount(1, { timeout: 30_000 });
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      await page.waitForTimeout(1_000);
      await page.screenshot({ path: join(OUT, `dashboard-token-failure-${width}.png`), fullPage: true });
    } finally {
      await page.unrouteAll();
      await board.remove();
    }
  });
}

for (const width of [1440, 1024, 375]) {
  test(`recent reports on the start page at ${width} px`, async ({ page, request }) => {
    const nike = await advertiser(request, 'nike.com');
    const adidas = await advertiser(request, 'adidas.com');
    await page.setViewportSize({ width, height: 900 });
    await logIn(page);
    // Three kinds of report: one advertiser, a comparison, and one with another period and channel.
    await page.goto(`${APP}/ad-intelligence/advertiser/common/${nike}?${FILTERS}`);
    await settle(page);
    await page.goto(`${APP}/ad-intelligence/advertiser-compare/${nike},${adidas}?${FILTERS}`);
    await settle(page);
    await page.goto(`${APP}/ad-intelligence/advertiser/common/${adidas}?period=LAST_30_DAYS&channel=SOCIAL-MOBILE`);
    await settle(page);
    await page.goto(`${APP}/ad-intelligence`);
    const recents = page.getByRole('region', { name: 'Recent reports' });
    await expect(recents.getByRole('listitem').nth(2)).toBeVisible();
    await recents.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await recents.screenshot({ path: join(OUT, `recents-${width}.png`) });
  });
}

for (const width of [1440, 1024, 375]) {
  test(`the dashboard limit at ${width} px`, async ({ page, request }) => {
    const headers = await apiHeaders(request, DEMO);
    const list = async () =>
      (await (await request.get(`${API}/dashboards`, { headers })).json()) as {
        elements: { id: string }[];
        limits: { dashboards: number };
      };
    const before = await list();
    const created: string[] = [];
    try {
      for (let count = before.elements.length; count < before.limits.dashboards; count++) {
        const response = await request.post(`${API}/dashboards`, { headers, data: { name: `Limit ${count + 1}` } });
        expect(response.ok(), await response.text()).toBe(true);
        created.push(((await response.json()) as { id: string }).id);
      }
      await page.setViewportSize({ width, height: 900 });
      await logIn(page);
      await page.goto(`${APP}/dashboards`);
      await page.getByRole('button', { name: 'New', exact: true }).click();
      await expect(page.getByRole('alert')).toContainText('You have reached the maximum number of saved dashboards');
      await page.screenshot({ path: join(OUT, `dashboard-limit-${width}.png`) });
    } finally {
      for (const id of created) await request.delete(`${API}/dashboards/${id}`, { headers });
    }
  });
}

/** pdf.js's browser build, served to the page from the app's origin (no network here). */
const PDFJS = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.mjs'));

test("pages of the advertiser report's PDF", async ({ page, request }) => {
  const nike = await advertiser(request, 'nike.com');
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page);
  await page.goto(`${APP}/ad-intelligence/advertiser/common/${nike}?${FILTERS}`);
  await settle(page);
  const downloading = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Export nike.com' }).click();
  await page.getByRole('menuitem', { name: 'PDF' }).click();
  const pdf = await readFile((await (await downloading).path())!);
  // Each page drawn by pdf.js in Chromium, as a reader's PDF viewer shows it, at 2 px per point.
  await page.route(`${APP}/__pdf/**`, async (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop()!;
    if (name === 'report.pdf') return route.fulfill({ body: pdf, contentType: 'application/pdf' });
    if (name.endsWith('.mjs')) return route.fulfill({ path: join(PDFJS, name), contentType: 'text/javascript' });
    return route.fulfill({
      body: '<!doctype html><body style="margin:0;background:#8c959f">',
      contentType: 'text/html',
    });
  });
  await page.goto(`${APP}/__pdf/index.html`);
  const pages = await page.evaluate(async () => {
    const pdfjs = (await import('/__pdf/pdf.mjs' as string)) as typeof PdfJs;
    pdfjs.GlobalWorkerOptions.workerSrc = '/__pdf/pdf.worker.mjs';
    const document = await pdfjs.getDocument('/__pdf/report.pdf').promise;
    for (let number = 1; number <= Math.min(document.numPages, 3); number++) {
      const pdfPage = await document.getPage(number);
      const viewport = pdfPage.getViewport({ scale: 2 });
      const canvas = window.document.createElement('canvas');
      canvas.width = viewport.width;
      canvas.height = viewport.height;
      canvas.style.cssText = `display:block;width:${viewport.width / 2}px;margin:16px`;
      canvas.id = `page-${number}`;
      window.document.body.append(canvas);
      await pdfPage.render({ canvasContext: canvas.getContext('2d')!, viewport }).promise;
    }
    return document.numPages;
  });
  expect(pages).toBeGreaterThan(2);
  for (const number of [1, 2, 3])
    await page.locator(`#page-${number}`).screenshot({ path: join(OUT, `report-pdf-page-${number}.png`) });
});
