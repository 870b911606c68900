import { expect, test } from '@playwright/test';
import type { Frame, FrameLocator, Page } from '@playwright/test';
import { ADLENS_PORTS, localOrigin } from '@adlens/core';

/**
 * The sales-tool embed in the partner host (http://localhost:4200 frames http://localhost:4102): the
 * sidebar preview and its sneak view, the message pages, 'View full report' into the partner app,
 * and the partner's wording — Domain, never Advertiser, and no connected TV
 * (docs/product/embeds.md).
 */
const HOST_PAGE = `${localOrigin('partnerHost')}/sales-tool.html`;
const EMBED_TITLE = 'Adlens sales-tool embed';
/** Seeded brand advertisers keep their domains at every scale (apps/api seed vocabulary). */
const NIKE = 'nike.com';
const UNKNOWN = 'unknown-company.example';
/** The preview's widgets, in order. */
const PREVIEW_WIDGETS = [
  'Brand',
  'Estimated Expenditure',
  'Ad Placement',
  'Ad Types Distribution',
  'Transaction Methods',
  'Expenditure Trend and Breakdown',
];

function embed(page: Page): FrameLocator {
  return page.frameLocator(`iframe[title="${EMBED_TITLE}"]`);
}

function embedFrame(page: Page): Frame {
  const frame = page.frame({ url: (url) => url.port === String(ADLENS_PORTS.salesTool) });
  if (!frame) throw new Error(`no frame from port ${ADLENS_PORTS.salesTool} on the host page`);
  return frame;
}

function sidebar(options: { company?: string; subscribed?: boolean } = {}): string {
  const query = new URLSearchParams({ view: 'sidebar', company: options.company ?? NIKE });
  if (options.subscribed === false) query.set('subscribed', '0');
  return `${HOST_PAGE}?${query}`;
}

function fullApp(path: string, subscribed = true): string {
  return `${HOST_PAGE}?${new URLSearchParams({ path, ...(subscribed ? {} : { subscribed: '0' }) })}`;
}

async function expectPreviewWidgets(page: Page) {
  const preview = embed(page).locator('main[data-preview-type]');
  for (const title of PREVIEW_WIDGETS) {
    await expect(preview.getByRole('heading', { name: title, exact: true })).toBeVisible({ timeout: 45_000 });
  }
  await expect(preview.locator('section[aria-labelledby]')).toHaveCount(PREVIEW_WIDGETS.length);
  await expect(preview).toHaveAttribute('data-page-ready', 'true', { timeout: 45_000 });
  await expect(preview.locator('[data-status="error"]')).toHaveCount(0);
}

test.describe('sales-tool embed: the sidebar preview', () => {
  test("previews the partner's company by name with its six widgets and 'View full report'", async ({ page }) => {
    await page.goto(sidebar());
    await expectPreviewWidgets(page);
    // The sneak view resolved nike.com to its advertiser id and replaced its own address.
    await expect.poll(() => new URL(embedFrame(page).url()).pathname).toMatch(/^\/preview\/advertiser\/\d+$/);
    await expect(embed(page).getByRole('link', { name: 'View full report' })).toBeVisible();
    // Its cards name what 'All channels' sums here, as the full report's do (docs/product/channels.md).
    await expect(embed(page).locator('[data-widget-subheader]').first()).toContainText(
      'All channels in this integration: Display, Video, Social, In-app',
    );
    // No shell: no header, side menu, entity search or filter bar.
    await expect(embed(page).getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await expect(embed(page).getByRole('combobox', { name: /search/i })).toHaveCount(0);
  });

  test("'View full report' opens the matching report in the partner app", async ({ page }) => {
    await page.goto(sidebar());
    const link = embed(page).getByRole('link', { name: 'View full report' });
    await expect(link).toBeVisible({ timeout: 45_000 });
    const previewPath = new URL(embedFrame(page).url()).pathname;
    const id = previewPath.split('/').pop();
    await link.click();
    // The host's openApp: the partner page now shows the full app at the report's path.
    await expect(page).toHaveURL((url) => url.searchParams.get('path') === `/ad-intelligence/advertiser/common/${id}`);
    await expect(embed(page).getByRole('heading', { name: /Estimated Expenditure/ })).toBeVisible({
      timeout: 45_000,
    });
    await expect(embed(page).getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });

  test('an unsubscribed user sees the upgrade message instead of the preview', async ({ page }) => {
    await page.goto(sidebar({ subscribed: false }));
    await expect(embed(page).getByRole('heading', { name: 'Upgrade to explore' })).toBeVisible({ timeout: 45_000 });
    await expect(
      embed(page).getByText(
        'Your account does not have permission to view this page. Please contact the provider for further assistance.',
      ),
    ).toBeVisible();
    await expect(embed(page).getByRole('link', { name: 'View full report' })).toHaveCount(0);
    await expect(embed(page).locator('section[aria-labelledby]')).toHaveCount(0);
  });

  test("an unknown company gives 'Search results unavailable' when subscribed, 'Upgrade to explore' when not", async ({
    page,
  }) => {
    await page.goto(sidebar({ company: UNKNOWN }));
    await expect(embed(page).getByRole('heading', { name: 'Search results unavailable' })).toBeVisible({
      timeout: 45_000,
    });
    await expect(embed(page).getByText(/out of sync between the platforms/)).toBeVisible();
    await embed(page).getByRole('link', { name: 'Go to the app' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('path') === '/ad-intelligence');

    await page.goto(sidebar({ company: UNKNOWN, subscribed: false }));
    await expect(embed(page).getByRole('heading', { name: 'Upgrade to explore' })).toBeVisible({ timeout: 45_000 });
  });

  test('the host reloads the embed with a fresh token when the view or the subscription changes', async ({ page }) => {
    await page.goto(HOST_PAGE);
    await expect(embed(page).getByRole('heading', { name: /Estimated Expenditure/ })).toBeVisible({
      timeout: 45_000,
    });
    await page.getByRole('radio', { name: 'Company sidebar' }).check();
    await expect(page).toHaveURL(/view=sidebar/);
    await expect(embed(page).getByRole('link', { name: 'View full report' })).toBeVisible({ timeout: 45_000 });
    await page.getByRole('radio', { name: 'Not subscribed' }).check();
    await expect(embed(page).getByRole('heading', { name: 'Upgrade to explore' })).toBeVisible({ timeout: 45_000 });
    const log = page.getByRole('log', { name: 'Bridge traffic' });
    await expect(log).toContainText('Reloading the embed with a fresh token: not subscribed');
    // The log is kept across reloads: the first connection is still in it.
    await expect(log.getByText(/Embed connected/)).toHaveCount(3);
  });
});

test.describe('sales-tool embed: sneak view routes', () => {
  test('resolves a brand name to the brand preview with its six widgets, preferring the requested type', async ({
    page,
  }) => {
    await page.goto(fullApp('/preview/brand/name:Nike'));
    await expect
      .poll(() => new URL(embedFrame(page).url()).pathname, { timeout: 45_000 })
      .toMatch(/^\/preview\/brand\/\d+$/);
    await expect(embed(page).locator('main[data-preview-type]')).toHaveAttribute('data-preview-type', 'brand');
    // The brand preview shows the same six widgets as the advertiser's.
    await expectPreviewWidgets(page);
    const expenditure = embed(page).getByRole('region', { name: 'Estimated Expenditure' });
    await expect(expenditure.getByRole('article')).toHaveCount(1);
    await expect(expenditure.getByText('Estimated spend')).toBeVisible();
  });

  test('a non-sneak view of an unsubscribed user goes to the upgrade message', async ({ page }) => {
    await page.goto(fullApp('/ad-intelligence/advertiser/common/5', false));
    await expect(embed(page).getByRole('heading', { name: 'Upgrade to explore' })).toBeVisible({ timeout: 45_000 });
  });
});

/**
 * Every visible text, accessible name and title of the embed's document: body text, aria-label,
 * title, placeholder and alt attributes, and document.title.
 */
async function embedTexts(frame: Frame): Promise<string> {
  return frame.evaluate(() => {
    const attributes = ['aria-label', 'title', 'placeholder', 'alt', 'aria-description', 'aria-roledescription'];
    const values = [...document.querySelectorAll('*')].flatMap((element) =>
      attributes.map((name) => element.getAttribute(name) ?? '').filter((value) => value !== ''),
    );
    // SVG <title> and <desc> (chart descriptions) are read by screen readers too.
    const svgTexts = [...document.querySelectorAll('svg title, svg desc')].map((element) => element.textContent ?? '');
    return [document.title, document.body.innerText, ...values, ...svgTexts].join('\n');
  });
}

/**
 * The one sentence that may name connected TV: the channel filter's note (and its tooltip) saying
 * 'All channels' leaves it out (docs/product/channels.md).
 */
const LEFT_OUT = /Not available in this integration: Connected TV/g;

/**
 * The sales tool's wording: Advertiser reads Domain everywhere; no connected TV (docs/product/channels.md) —
 * no figure, entry or option of it; only the note that says it is not available here.
 */
async function expectPartnerWording(page: Page, where: string) {
  const texts = await embedTexts(embedFrame(page));
  const advertiser = texts.match(/.{0,40}advertiser.{0,40}/i);
  expect(advertiser?.[0], `"Advertiser" on ${where}`).toBeUndefined();
  const ctv = texts.replace(LEFT_OUT, '').match(/.{0,40}(connected[ _-]?tv|\bctv\b).{0,40}/i);
  expect(ctv?.[0], `connected TV on ${where}`).toBeUndefined();
}

async function settle(page: Page) {
  const main = embed(page).locator('main').first();
  await expect(main).toBeVisible({ timeout: 45_000 });
  // Reports and previews say when every widget has settled; other pages are ready once shown.
  if (await main.getAttribute('data-page-ready')) {
    await expect(main).toHaveAttribute('data-page-ready', 'true', { timeout: 30_000 });
  }
}

test.describe('sales-tool embed: the partner wording', () => {
  test('never says Advertiser or connected TV on its pages, menus, search and previews', async ({ page }) => {
    test.setTimeout(300_000);
    const pages = [
      '/ad-intelligence',
      '/ad-intelligence/advertiser/common/5',
      '/ad-intelligence/advertiser-compare/5,6',
      '/ad-intelligence/advertiser/empty',
      '/ad-intelligence/publisher/common/1',
      '/ad-intelligence/brand/common/1',
      '/ad-intelligence/category/common/1',
      '/ad-intelligence/keyword/common/1',
      '/ad-intelligence/campaign/1',
      '/preview/advertiser/5',
      '/preview/brand/1',
      '/sales-tool-not-found',
      '/sales-tool-unsubscribed',
    ];
    for (const path of pages) {
      await page.goto(fullApp(path));
      await settle(page);
      await expectPartnerWording(page, path);
    }

    // The menus and the search, opened, on the start page.
    await page.goto(fullApp('/ad-intelligence'));
    await settle(page);
    const app = embed(page);
    const search = app.getByRole('combobox').first();
    await search.fill('a');
    await expect(app.getByRole('option').first()).toBeVisible({ timeout: 30_000 });
    await expectPartnerWording(page, 'the entity search');
    await search.fill('');
    await search.press('Escape');
    // The side menu lists Domains; its toggle opens or closes it.
    const mainMenu = app.getByRole('navigation', { name: 'Main menu' });
    await expect(mainMenu.getByRole('link', { name: 'Domains' })).toBeAttached();
    await expectPartnerWording(page, 'the side menu');
    // A locked feature's promotion dialog: the Partner package has no Categories.
    const categories = mainMenu.getByRole('button', { name: 'Categories' });
    if (await categories.count()) {
      await categories.click({ timeout: 10_000 });
      const promotion = app.getByRole('dialog');
      await expect(promotion).toBeVisible();
      await expectPartnerWording(page, 'the Categories promotion');
      await promotion.getByRole('button', { name: 'Close' }).click();
      await expect(promotion).toHaveCount(0);
    }
    // Embeds have no header, so no account menu: the partner's chrome has its own.

    // The channel filter of a report, opened.
    await page.goto(fullApp('/ad-intelligence/advertiser/common/5'));
    await settle(page);
    const channel = app.getByRole('combobox', { name: /channel/i }).first();
    if (await channel.count()) {
      await channel.click();
      await expectPartnerWording(page, 'the channel filter');
    }

    // The sidebar preview of the company, found by name.
    await page.goto(sidebar());
    await expectPreviewWidgets(page);
    await expectPartnerWording(page, 'the sidebar preview');
  });
});
