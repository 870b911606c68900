import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { localOrigin } from '@adlens/core';

/**
 * Dialogs of a tall embed open where the user is looking: the SEO-suite embed sized to a
 * whole advertiser report (several thousand px) in the partner host, the host scrolled far down it.
 * The embed asks the host for its page info (bridge getPageInfo) and opens the dialog in the visible
 * slice of the frame; before, it opened at the frame's top, thousands of px above the screen.
 */
const HOST_PAGE = `${localOrigin('partnerHost')}/seo-suite.html`;
const REPORT = '/ad-intelligence/advertiser/common/1';

test('a dialog opened deep in a tall embed appears inside the host viewport', async ({ page }) => {
  await page.goto(`${HOST_PAGE}?path=${encodeURIComponent(REPORT)}`);
  const iframe = page.locator('iframe[title="Adlens SEO-suite embed"]');
  const app = page.frameLocator('iframe[title="Adlens SEO-suite embed"]');
  await expect(app.locator('main[data-page-ready="true"]').first()).toBeVisible({ timeout: 45_000 });
  // The whole report: the frame grows to its content (auto-resize), far taller than the screen.
  await expect.poll(async () => (await iframe.boundingBox())?.height ?? 0, { timeout: 30_000 }).toBeGreaterThan(3000);

  // The user scrolls the partner page to the lower part of the report.
  const scrollTop = await page.evaluate(() => {
    const frame = document.querySelector('iframe')!;
    window.scrollTo({ top: frame.getBoundingClientRect().top + window.scrollY + 2500, behavior: 'instant' });
    return window.scrollY;
  });
  expect(scrollTop).toBeGreaterThan(2000);

  // A dialog opens while the user looks there — the Categories promotion of the side menu (the
  // Partner package lacks Categories), clicked without scrolling, as a session or limit dialog
  // would open on its own.
  await app
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'Categories' })
    .dispatchEvent('click');
  const dialog = app.getByRole('dialog');
  await expect(dialog).toBeVisible();

  const viewport = page.viewportSize()!;
  const box = (await dialog.boundingBox())!;
  // Inside what the user sees of the host page (bounding boxes are in the host viewport's coordinates).
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeLessThan(viewport.height / 2);
  expect(Math.min(box.y + box.height, viewport.height) - box.y).toBeGreaterThan(200);
  // The host was not scrolled to the frame's top to show it.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollTop);
  // Its controls are in the visible part too, and focus is inside it.
  const close = dialog.getByRole('button', { name: 'Close' });
  const closeBox = (await close.boundingBox())!;
  expect(closeBox.y).toBeGreaterThanOrEqual(0);
  expect(closeBox.y + closeBox.height).toBeLessThanOrEqual(viewport.height);
  await expect(dialog.locator(':focus')).toHaveCount(1);

  const { violations } = await new AxeBuilder({ page }).include('iframe').analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

test('a dialog opened while the embed is out of sight scrolls the host to it', async ({ page }) => {
  await page.goto(`${HOST_PAGE}?path=${encodeURIComponent(REPORT)}`);
  const iframe = page.locator('iframe[title="Adlens SEO-suite embed"]');
  const app = page.frameLocator('iframe[title="Adlens SEO-suite embed"]');
  await expect(app.locator('main[data-page-ready="true"]').first()).toBeVisible({ timeout: 45_000 });
  await expect.poll(async () => (await iframe.boundingBox())?.height ?? 0, { timeout: 30_000 }).toBeGreaterThan(3000);
  // Scrolled past the whole frame, to the partner page's own content below it (a long footer).
  await page.evaluate(() => {
    const footer = document.createElement('footer');
    footer.style.height = '3000px';
    document.body.append(footer);
    window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' });
  });
  const before = await page.evaluate(() => window.scrollY);

  await app
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'Categories' })
    .dispatchEvent('click');
  const dialog = app.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The host scrolled (bridge scrollTo) so that the dialog is on screen.
  await expect.poll(() => page.evaluate(() => window.scrollY)).not.toBe(before);
  await expect
    .poll(async () => {
      const box = await dialog.boundingBox();
      return box !== null && box.y >= 0 && box.y < page.viewportSize()!.height - 100;
    })
    .toBe(true);
});
