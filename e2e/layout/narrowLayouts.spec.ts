import { type Locator, type Page, expect, test } from '@playwright/test';
import { API_BASE_PATH, type SearchResponse, localOrigin } from '@adlens/core';
import { apiHeaders, saveFilterSettings } from '../support/apiHeaders.ts';
import { DEMO, logIn } from '../support/signIn.ts';

/**
 * Layouts that hold: on a phone and in a partner's narrow sidebar, nothing a card shows
 * runs out of the card. Content may scroll inside a box of its own (a wide table); nothing else may
 * stick out.
 */
const APP = localOrigin('standalone');
const API = `${localOrigin('api')}${API_BASE_PATH}`;

/** Every element of each card that sticks out of the card, unless a scrolling box inside holds it. */
async function overflowing(cards: Locator) {
  return cards.evaluateAll((nodes) =>
    nodes.flatMap((card) => {
      const edge = card.getBoundingClientRect().right + 1;
      const title = card.querySelector('h2,h3')?.textContent ?? '?';
      const scrolls = (element: Element) => {
        for (let node = element.parentElement; node && node !== card; node = node.parentElement) {
          if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(node).overflowX)) return true;
        }
        return false;
      };
      return [...card.querySelectorAll('*')]
        .filter((element) => {
          const rect = element.getBoundingClientRect();
          return rect.width > 0 && rect.right > edge && !scrolls(element);
        })
        .slice(0, 3)
        .map((element) => `${title}: <${element.tagName.toLowerCase()} class="${element.className}">`);
    }),
  );
}

/**
 * Every figure a card cuts short with an ellipsis ('$16…'): a figure is read whole or not at all.
 * Names may be cut (their title attribute or a wider view shows them whole); numbers may not.
 */
async function clippedFigures(cards: Locator) {
  return cards.evaluateAll((nodes) =>
    nodes.flatMap((card) =>
      [...card.querySelectorAll('*')]
        .filter((element) => {
          const text = element.textContent?.trim() ?? '';
          return (
            /^[-+−–▲▼$€£¥\s]*[\d.,]+\s*[KMB%]?$/.test(text) &&
            getComputedStyle(element).textOverflow === 'ellipsis' &&
            element.scrollWidth > element.clientWidth + 1
          );
        })
        .map((element) => `${card.querySelector('h2,h3')?.textContent ?? '?'}: ${element.textContent}`),
    ),
  );
}

/** Every box inside a card that has to scroll sideways to show all it holds (a table cut at 'Chang'). */
async function scrollingSideways(cards: Locator) {
  return cards.evaluateAll((nodes) =>
    nodes.flatMap((card) =>
      [...card.querySelectorAll('*')]
        .filter(
          (element) =>
            ['auto', 'scroll'].includes(getComputedStyle(element).overflowX) &&
            element.scrollWidth > element.clientWidth + 1,
        )
        .map((element) => `${card.querySelector('h2,h3')?.textContent ?? '?'}: <${element.tagName.toLowerCase()}>`),
    ),
  );
}

/** Scrolls through the page so every chart near the viewport is drawn. */
async function drawEverything(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(100);
  }
}

test.beforeEach(({ request }) => saveFilterSettings(request, DEMO));

for (const width of [375, 1024]) {
  test(`at ${width} px no card of the advertiser report runs out of its card`, async ({ page, request }) => {
    const search = await request.get(`${API}/datasets/search`, {
      headers: await apiHeaders(request, DEMO),
      params: { q: 'nike', entityType: 'advertiser', size: 5 },
    });
    const nike = ((await search.json()) as SearchResponse).elements[0]!;
    await page.setViewportSize({ width, height: 800 });
    await logIn(page);
    await page.goto(`${APP}/ad-intelligence/advertiser/common/${nike.id}?period=LAST_3_MONTHS`);
    await expect(page.locator('main[data-page-ready="true"]')).toBeVisible({ timeout: 30_000 });
    await drawEverything(page);
    const cards = page.getByRole('main').locator('section[data-status]');
    expect(await cards.count()).toBeGreaterThan(5);
    expect(await overflowing(cards)).toEqual([]);
    expect(await clippedFigures(cards)).toEqual([]);
    if (width >= 1024) expect(await scrollingSideways(cards)).toEqual([]);
  });
}

test('at 375 px the header shows the whole brand beside search, bookmarks and the account', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await logIn(page);
  const header = page.locator('header').first();
  const brand = header.getByRole('link').first();
  const search = header.getByRole('button', { name: 'Search' });
  const bookmarks = header.getByRole('button', { name: 'Bookmarks' });
  const account = header.getByRole('button', { name: /Dana Demo/ });
  const boxes = await Promise.all(
    [brand, search, bookmarks, account].map(async (control) => (await control.boundingBox())!),
  );
  // Left to right without overlap, the last inside the screen; each control keeps its name for
  // assistive technology while the words are off screen.
  for (let index = 1; index < boxes.length; index++) {
    expect(boxes[index]!.x, `control ${index} starts after the one before`).toBeGreaterThanOrEqual(
      boxes[index - 1]!.x + boxes[index - 1]!.width,
    );
  }
  expect(boxes.at(-1)!.x + boxes.at(-1)!.width).toBeLessThanOrEqual(375);
  expect(await brand.evaluate((link) => link.scrollWidth <= link.clientWidth + 1)).toBe(true);
});

test("in the sales tool's 320 px sidebar no card runs out of its card", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 3000 });
  await page.goto(`${localOrigin('partnerHost')}/sales-tool.html?view=sidebar&company=nike.com&sidebarWidth=320`);
  const frame = page.frameLocator('iframe[title="Adlens sales-tool embed"]');
  const preview = frame.locator('main[data-preview-type]');
  await expect(preview).toHaveAttribute('data-page-ready', 'true', { timeout: 45_000 });
  await page.waitForTimeout(1_000);
  const cards = preview.locator('section[data-status]');
  expect(await cards.count()).toBe(6);
  expect(await overflowing(cards)).toEqual([]);
});

/** Both partner embeds' advertiser report, on a phone and on a tablet held upright. */
for (const width of [375, 1024]) {
  for (const embed of [
    { name: 'the SEO-suite embed', page: 'seo-suite.html' },
    { name: 'the sales-tool embed', page: 'sales-tool.html' },
  ]) {
    test(`at ${width} px no card of ${embed.name}'s advertiser report runs out of its card`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const path = encodeURIComponent('/ad-intelligence/advertiser/common/1');
      await page.goto(`${localOrigin('partnerHost')}/${embed.page}?path=${path}`);
      const frame = page.frameLocator('iframe.embed-frame');
      await expect(frame.locator('main[data-page-ready="true"]')).toBeVisible({ timeout: 45_000 });
      // The partner page scrolls (the embed is as tall as its content): drawing its charts.
      await drawEverything(page);
      const cards = frame.getByRole('main').locator('section[data-status]');
      expect(await cards.count()).toBeGreaterThan(5);
      expect(await overflowing(cards)).toEqual([]);
      expect(await clippedFigures(cards)).toEqual([]);
      // On a tablet every table fits its card: nothing to scroll to, no column cut at the edge.
      if (width >= 1024) expect(await scrollingSideways(cards)).toEqual([]);
      // Nor does the report run out of the iframe sideways.
      const root = await frame.locator('[data-adlens-root]').evaluate((node) => ({
        content: node.scrollWidth,
        frame: document.documentElement.clientWidth,
      }));
      expect(root.content).toBeLessThanOrEqual(root.frame);
    });
  }
}

/** How wide a document's content is against its viewport (the page's, or an iframe's own). */
const widths = () => ({ content: document.documentElement.scrollWidth, viewport: window.innerWidth });

/**
 * On a phone no page scrolls sideways (docs/product/narrow-screens.md): wide tables scroll inside their own box, their
 * first column kept in view, while the page stays put. The start page's four top-list tabs and a
 * comparison's two 360 px tables once pushed it 12 and 26 px past the screen.
 */
test('at 375 px no page scrolls sideways: start page, reports, comparison and the SEO-suite embed', async ({
  page,
  request,
}) => {
  const find = async (q: string) => {
    const search = await request.get(`${API}/datasets/search`, {
      headers: await apiHeaders(request, DEMO),
      params: { q, entityType: 'advertiser', size: 5 },
    });
    return ((await search.json()) as SearchResponse).elements[0]!.id;
  };
  const [nike, adidas] = [await find('nike'), await find('adidas')];
  await page.setViewportSize({ width: 375, height: 800 });
  await logIn(page);
  for (const path of [
    '/ad-intelligence',
    `/ad-intelligence/advertiser/common/${nike}?period=LAST_3_MONTHS`,
    `/ad-intelligence/advertiser-compare/${nike},${adidas}?period=LAST_3_MONTHS`,
    '/ad-intelligence/publisher/common/1?period=LAST_3_MONTHS',
  ]) {
    await page.goto(`${APP}${path}`);
    // The start page too says when its widgets have settled.
    await expect(page.locator('main[data-page-ready="true"]'), path).toBeVisible({ timeout: 30_000 });
    await drawEverything(page);
    const { content, viewport } = await page.evaluate(widths);
    expect(content, path).toBeLessThanOrEqual(viewport);
  }

  await page.goto(`${localOrigin('partnerHost')}/seo-suite.html`);
  const frame = page.frameLocator('iframe.embed-frame');
  await expect(frame.locator('main[data-page-ready="true"]')).toBeVisible({ timeout: 45_000 });
  await expect(frame.getByRole('heading', { level: 1, name: 'Ad Intelligence' })).toBeVisible();
  await drawEverything(page);
  const host = await page.evaluate(widths);
  expect(host.content, 'the partner page').toBeLessThanOrEqual(host.viewport);
  const embed = await frame.locator('html').evaluate(widths);
  expect(embed.content, "the embed's own document").toBeLessThanOrEqual(embed.viewport);
});
