import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Frame, Locator, Page } from '@playwright/test';
import { ADLENS_PORTS, localOrigin } from '@adlens/core';

/**
 * The sales-tool embed inside the partner host, across two real origins:
 * http://localhost:4200 frames http://localhost:4102, and the two talk only through @adlens/bridge.
 */
const HOST_PAGE = `${localOrigin('partnerHost')}/sales-tool.html`;
const EMBED_TITLE = 'Adlens sales-tool embed';
/** 600 px minimum in the sales-tool embedded view. */
const MIN_SALES_TOOL_HEIGHT = 600;
/** The app's measured wrapper (AdlensRoot): what the embed's ResizeObserver watches. */
const MEASURED_WRAPPER = '[data-adlens-root]';

function bridgeLog(page: Page): Locator {
  return page.getByRole('log', { name: 'Bridge traffic' });
}

function embedIframe(page: Page): Locator {
  return page.locator(`iframe[title="${EMBED_TITLE}"]`);
}

/** The embed's frame (cross-origin; Playwright can still evaluate inside it). */
function embedFrame(page: Page): Frame {
  const frame = page.frame({ url: (url) => url.port === String(ADLENS_PORTS.salesTool) });
  if (!frame) throw new Error(`no frame from port ${ADLENS_PORTS.salesTool} on the host page`);
  return frame;
}

interface EmbedSizes {
  /** What the embed last asked for through resizeWindow, as the host recorded it. */
  reported: number;
  /** The iframe's inner height (its box minus the partner's 1 px border). */
  iframe: number;
  /** The height of the app's measured wrapper inside the embed. */
  content: number;
}

async function embedSizes(page: Page): Promise<EmbedSizes> {
  const [reported, iframe, content] = await Promise.all([
    embedIframe(page).getAttribute('data-reported-height'),
    embedIframe(page).evaluate((element) => element.clientHeight),
    embedFrame(page).evaluate(
      (selector) => document.querySelector(selector)?.getBoundingClientRect().height ?? Number.NaN,
      MEASURED_WRAPPER,
    ),
  ]);
  return { reported: Number(reported), iframe, content };
}

/**
 * The iframe is exactly as tall as the embed asked, and the embed asked for its content height
 * clamped to the minimum: no inner scrollbar, no empty space below the content (±1 px rounding).
 */
async function expectIframeToFitContent(page: Page): Promise<EmbedSizes> {
  let sizes: EmbedSizes | undefined;
  await expect
    .poll(async () => {
      sizes = await embedSizes(page);
      const expected = Math.max(MIN_SALES_TOOL_HEIGHT, Math.ceil(sizes.content));
      return {
        sizedAsReported: sizes.iframe === sizes.reported,
        followsContent: Math.abs(sizes.reported - expected) <= 1,
        atLeastMinimum: sizes.iframe >= MIN_SALES_TOOL_HEIGHT,
      };
    })
    .toEqual({ sizedAsReported: true, followsContent: true, atLeastMinimum: true });
  if (!sizes) throw new Error('unreachable: expect.poll ran at least once');
  return sizes;
}

test.describe('partner embed: sales tool in the partner host', () => {
  test('shows the domain report with data and Domain wording', async ({ page }) => {
    await page.goto(HOST_PAGE);
    const embed = page.frameLocator(`iframe[title="${EMBED_TITLE}"]`);

    const heading = embed.getByRole('heading', { name: /Estimated Expenditure/i });
    await expect(heading).toBeVisible({ timeout: 45_000 });
    // The innermost card/section holding the widget's heading.
    const widget = embed
      .locator('section, article, [role="region"], [role="group"], [role="figure"]')
      .filter({ has: heading })
      .last();
    await expect(widget).toContainText(/Estimated spend/i, { timeout: 30_000 });
    await expect(widget).toContainText(/\d/);
    await expect(widget).not.toContainText(/could not be loaded/i);

    // In the sales-tool integration Advertiser reads Domain everywhere.
    const body = embed.locator('body');
    await expect(body).toContainText('domain', { ignoreCase: true, useInnerText: true });
    await expect(body).not.toContainText(/\badvertisers?\b/i, { useInnerText: true });
  });

  test('gets its token and its height through the bridge, and the log shows it', async ({ page }) => {
    await page.goto(HOST_PAGE);
    const log = bridgeLog(page);

    await expect(log).toContainText('Embed connected from http://localhost:4102', { timeout: 30_000 });
    await expect(log).toContainText('→ getAccessToken()');
    await expect(log).toContainText('← getAccessToken: ‹token redacted');
    await expect(log).toContainText('→ resizeWindow({"height":');
    await expect(embedIframe(page)).toHaveAttribute('data-reported-height', /^\d+$/);
    await expectIframeToFitContent(page);
  });

  test('follows the embed content as it grows and shrinks', async ({ page }) => {
    await page.goto(HOST_PAGE);
    await expect(embedIframe(page)).toHaveAttribute('data-reported-height', /^\d+$/, { timeout: 30_000 });
    await embedFrame(page).waitForSelector(MEASURED_WRAPPER);
    // The report's own content must have settled first: widgets arriving later grow the page too,
    // and would be mistaken for (or hide) the growth and shrink measured here.
    await embedFrame(page).waitForSelector('main[data-page-ready="true"]', { timeout: 45_000 });
    const before = await expectIframeToFitContent(page);

    // More content inside the measured wrapper: the iframe must grow with it.
    await embedFrame(page).evaluate((selector) => {
      const spacer = document.createElement('div');
      spacer.id = 'e2e-spacer';
      spacer.style.height = '900px';
      document.querySelector(selector)?.append(spacer);
    }, MEASURED_WRAPPER);
    await expect.poll(async () => (await embedSizes(page)).reported).toBeGreaterThan(before.reported);
    const grown = await expectIframeToFitContent(page);

    // And back: an iframe that only ever grows is the classic auto-resize bug.
    await embedFrame(page).evaluate(() => document.getElementById('e2e-spacer')?.remove());
    await expect.poll(async () => (await embedSizes(page)).reported).toBeLessThan(grown.reported);
    await expectIframeToFitContent(page);
  });

  test('a host whose allowlist does not name the embed origin serves it nothing', async ({ page }) => {
    // The host page's deliberate misconfiguration: it allows only the SEO-suite origin.
    await page.goto(`${HOST_PAGE}?allowlist=wrong`);
    const log = bridgeLog(page);

    await expect(log).toContainText('ORIGIN_NOT_ALLOWED', { timeout: 30_000 });
    await expect(log).toContainText('http://localhost:4102');
    await expect(log).not.toContainText('getAccessToken');
    await expect(embedIframe(page)).not.toHaveAttribute('data-reported-height', /\d/);
  });

  test('the partner host page itself is accessible', async ({ page }) => {
    await page.goto(HOST_PAGE);
    await expect(bridgeLog(page)).toContainText('Embed connected', { timeout: 30_000 });

    // The embed is checked by the app's own suites; this covers the host chrome and the log.
    const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
    expect(results.violations).toEqual([]);
  });
});
