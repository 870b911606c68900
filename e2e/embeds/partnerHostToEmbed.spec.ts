import { expect, test } from '@playwright/test';
import type { Frame, Page } from '@playwright/test';
import { MIN_EMBED_HEIGHT, MIN_SALES_TOOL_EMBED_HEIGHT } from '@adlens/bridge';
import { ADLENS_PORTS, localOrigin } from '@adlens/core';

/**
 * The other direction of the bridge: the partner host drives the embed (EmbedApi `navigate`,
 * `refreshSession`) from its own controls, across two real origins, against the real API.
 */
const HOST_PAGE = `${localOrigin('partnerHost')}/seo-suite.html`;
const EMBED_TITLE = 'Adlens SEO-suite embed';

const embed = (page: Page) => page.frameLocator(`iframe[title="${EMBED_TITLE}"]`);
const bridgeLog = (page: Page) => page.getByRole('log', { name: 'Bridge traffic' });

function embedFrame(page: Page): Frame {
  const frame = page.frame({ url: (url) => url.port === String(ADLENS_PORTS.seoSuite) });
  if (!frame) throw new Error(`no frame from port ${ADLENS_PORTS.seoSuite} on the host page`);
  return frame;
}

test.describe('partner host → embed', () => {
  test('the host opens a report in the embed without reloading it, and its address bar follows', async ({ page }) => {
    await page.goto(HOST_PAGE);
    await expect(embed(page).getByRole('heading', { level: 1, name: 'Ad Intelligence' })).toBeVisible({
      timeout: 45_000,
    });
    await embedFrame(page).evaluate(() => {
      (window as { e2eSameDocument?: boolean }).e2eSameDocument = true;
    });

    const reportPath = '/ad-intelligence/advertiser/common/1';
    await page.getByLabel('Open a page of the embed').fill(reportPath);
    await page.getByRole('button', { name: 'Open', exact: true }).click();

    await expect(embed(page).getByRole('heading', { name: /Estimated Expenditure/i })).toBeVisible({ timeout: 45_000 });
    await expect(bridgeLog(page)).toContainText(`The embed opened ${reportPath}`);
    expect(new URL(embedFrame(page).url()).pathname).toBe(reportPath);
    await expect.poll(() => new URL(page.url()).searchParams.get('path') ?? '').toContain(reportPath);
    const sameDocument = await embedFrame(page).evaluate(
      () => (window as { e2eSameDocument?: boolean }).e2eSameDocument === true,
    );
    expect(sameDocument).toBe(true);
  });

  test('paths that are not pages of the embed are refused with a bridge error, and it stays put', async ({ page }) => {
    await page.goto(HOST_PAGE);
    await expect(embed(page).getByRole('heading', { level: 1, name: 'Ad Intelligence' })).toBeVisible({
      timeout: 45_000,
    });
    const path = page.getByLabel('Open a page of the embed');
    const open = page.getByRole('button', { name: 'Open', exact: true });
    // Another site: refused by the bridge's payload check before the app sees it.
    await path.fill('//evil.example/phish');
    await open.click();
    await expect(bridgeLog(page)).toContainText('✕ INVALID_ARGUMENT');
    // An error page is not something to open: refused by the app (METHOD_FAILED with its reason).
    await path.fill('/login');
    await open.click();
    await expect(bridgeLog(page)).toContainText('"/login" is not a page of this app');
    expect(new URL(embedFrame(page).url()).pathname).toBe('/ad-intelligence');
  });

  test('the host renews the embed session: a fresh partner token is traded, the page stays', async ({ page }) => {
    await page.goto(HOST_PAGE);
    const app = embed(page);
    await expect(app.getByRole('heading', { level: 1, name: 'Ad Intelligence' })).toBeVisible({ timeout: 45_000 });
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/security/tokens/authentication')) {
        logins.push(request.url());
      }
    });

    await page.getByRole('button', { name: "Renew the embed's session" }).click();
    await expect(bridgeLog(page)).toContainText('The embed renewed its session');
    expect(logins).toHaveLength(1);
    await expect(app.getByRole('heading', { level: 1, name: 'Ad Intelligence' })).toBeVisible();
  });
});

/**
 * The embed's height settles: the host page records every height it
 * applies (`data-reported-height`, set by the host's onResize) and the embed every widget that stops
 * loading, both against the same clock. A reader then scrolls the partner page to the bottom — cards
 * and charts below the fold must not change the embed's height when they come into view.
 */
interface HeightLog {
  heights: { at: number; height: number }[];
  settled: number[];
}

/**
 * Installed in every frame: the host logs heights, the embed each moment its widgets are all done
 * loading again. Counted from the page as a whole (no card loading, some card there), not from
 * attribute changes alone: a card that mounts with its data already there changes no attribute.
 */
function recordHeights() {
  const log: HeightLog = { heights: [], settled: [] };
  (window as { __heights?: HeightLog }).__heights = log;
  let wasSettled = false;
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.attributeName !== 'data-reported-height') continue;
      const target = record.target as HTMLElement;
      log.heights.push({ at: Date.now(), height: Number(target.dataset.reportedHeight) });
    }
    const settled =
      document.querySelector('section[data-status]') !== null &&
      document.querySelector('section[data-status="loading"]') === null;
    if (settled && !wasSettled) log.settled.push(Date.now());
    wasSettled = settled;
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-reported-height', 'data-status'],
  });
}

/** Heights that come back to the one before the last: A → B → A. */
function oscillations(heights: readonly number[]): string[] {
  return heights.flatMap((height, index) =>
    index >= 2 && height === heights[index - 2] && height !== heights[index - 1]
      ? [`${heights[index - 2]} → ${heights[index - 1]} → ${height}`]
      : [],
  );
}

/** After the last widget finished loading, the height may still follow it for this long, then stays. */
const SETTLE_MS = 2_000;

const REPORT = `path=${encodeURIComponent('/ad-intelligence/advertiser/common/1')}`;
const HEIGHT_CASES = [
  ...[1440, 1024, 375].flatMap((width) => [
    { name: `SEO suite at ${width} px`, width, page: `seo-suite.html?${REPORT}`, port: ADLENS_PORTS.seoSuite },
    { name: `sales tool at ${width} px`, width, page: `sales-tool.html?${REPORT}`, port: ADLENS_PORTS.salesTool },
  ]),
  {
    name: "sales tool's 320 px sidebar",
    width: 1024,
    page: 'sales-tool.html?view=sidebar&company=nike.com&sidebarWidth=320',
    port: ADLENS_PORTS.salesTool,
  },
];

test.describe("the embed's height settles", () => {
  for (const { name, width, page: hostPage, port } of HEIGHT_CASES) {
    test(`${name}: the report's height stops changing once its widgets have loaded, scrolled or not`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.addInitScript(recordHeights);
      await page.goto(`${localOrigin('partnerHost')}/${hostPage}`);
      const frame = page.frameLocator('iframe.embed-frame');
      await expect(frame.locator('main[data-page-ready="true"]')).toBeVisible({ timeout: 45_000 });

      // A reader scrolls the partner page down to the end of the embed, a screen at a time.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.mouse.move(width / 2, 400);
      for (let step = 0; step < 40; step += 1) {
        const before = await page.evaluate(() => window.scrollY);
        await page.mouse.wheel(0, 600);
        await page.waitForTimeout(150);
        if ((await page.evaluate(() => window.scrollY)) === before) break;
      }
      const iframeBottom = await page
        .locator('iframe.embed-frame')
        .evaluate((node) => node.getBoundingClientRect().bottom);
      expect(iframeBottom, 'the reader reached the end of the embed').toBeLessThanOrEqual(800);
      await page.waitForTimeout(SETTLE_MS + 1_000);

      const hostLog = await page.evaluate(() => (window as { __heights?: HeightLog }).__heights!);
      const embedFrame = page.frame({ url: (url) => url.port === String(port) })!;
      const embedLog = await embedFrame.evaluate(() => (window as { __heights?: HeightLog }).__heights!);
      expect(embedLog.settled.length, 'the embed logged its widgets done loading').toBeGreaterThan(0);
      const loaded = Math.max(...embedLog.settled);
      const heights = hostLog.heights.map((entry) => entry.height);
      const late = hostLog.heights
        .filter((entry) => entry.at > loaded + SETTLE_MS)
        .map((entry) => `${entry.height} px ${entry.at - loaded} ms after the last widget loaded`);
      expect(late, `heights: ${heights.join(', ')}`).toEqual([]);
      expect(oscillations(heights), `heights: ${heights.join(', ')}`).toEqual([]);
      // And the last height is the content's: nothing clipped, no empty band under it.
      const content = await frame.locator('[data-adlens-root]').evaluate((root) => root.getBoundingClientRect().height);
      const minimum = port === ADLENS_PORTS.salesTool ? MIN_SALES_TOOL_EMBED_HEIGHT : MIN_EMBED_HEIGHT;
      expect(Math.abs(heights.at(-1)! - Math.max(Math.ceil(content), minimum))).toBeLessThanOrEqual(1);
    });
  }
});
