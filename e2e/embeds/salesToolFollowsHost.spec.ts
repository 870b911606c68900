import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Frame, Page } from '@playwright/test';
import { ADLENS_PORTS, localOrigin } from '@adlens/core';

/**
 * The sales-tool embed follows its partner, across two real origins: the full app opens on
 * the company the CRM page shows and follows a change of it (bridge `selectEntities`, no reload); an
 * unsubscribed user gets 'Upgrade to explore' with the partner's purchase; a
 * page the plan lacks shows its lock and upgrade path, not a 404.
 */
const SALES_TOOL = `${localOrigin('partnerHost')}/sales-tool.html`;
const SEO_SUITE = `${localOrigin('partnerHost')}/seo-suite.html`;

const salesTool = (page: Page) => page.frameLocator('iframe[title="Adlens sales-tool embed"]');
const seoSuite = (page: Page) => page.frameLocator('iframe[title="Adlens SEO-suite embed"]');

function embedFrame(page: Page, port: number): Frame {
  const frame = page.frame({ url: (url) => url.port === String(port) });
  if (!frame) throw new Error(`no frame from port ${port} on the host page`);
  return frame;
}

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test.describe('the sales tool follows the partner', () => {
  test("opens on the host's selected company and follows a change without reloading", async ({ page }) => {
    await page.goto(`${SALES_TOOL}?company=nike.com`);
    await expect(page.getByRole('heading', { name: 'Nike', exact: true })).toBeVisible();
    const app = salesTool(page);
    await expect(app.getByRole('heading', { level: 1, name: 'nike.com' })).toBeVisible({ timeout: 45_000 });
    await expect
      .poll(() => new URL(page.url()).searchParams.get('path') ?? '')
      .toMatch(/^\/ad-intelligence\/advertiser\/common\/\d+/);
    const nikePath = new URL(page.url()).searchParams.get('path');
    await embedFrame(page, ADLENS_PORTS.salesTool).evaluate(() => {
      (window as { e2eSameDocument?: boolean }).e2eSameDocument = true;
    });

    await page.getByRole('combobox', { name: 'Company' }).selectOption('toyota.com');
    await expect(page.getByRole('heading', { name: 'Toyota', exact: true })).toBeVisible();
    await expect(app.getByRole('heading', { level: 1, name: 'toyota.com' })).toBeVisible({ timeout: 45_000 });
    await expect(page.getByRole('log', { name: 'Bridge traffic' })).toContainText('The embed shows toyota.com');
    // The host's address follows the embed's page (replaceUrl), and the embed was not reloaded.
    await expect.poll(() => new URL(page.url()).searchParams.get('path')).not.toBe(nikePath);
    const sameDocument = await embedFrame(page, ADLENS_PORTS.salesTool).evaluate(
      () => (window as { e2eSameDocument?: boolean }).e2eSameDocument === true,
    );
    expect(sameDocument).toBe(true);
  });

  test("an unsubscribed user gets 'Upgrade to explore' whose 'Upgrade now' buys through the host", async ({ page }) => {
    await page.goto(`${SALES_TOOL}?company=nike.com&subscribed=0`);
    const app = salesTool(page);
    await expect(app.getByRole('heading', { name: 'Upgrade to explore' })).toBeVisible({ timeout: 45_000 });
    await expect(
      app.getByText('Your account does not have permission to view this page. Please contact the provider'),
    ).toBeVisible();
    const upgrade = app.getByRole('button', { name: 'Upgrade now' });
    await expect(upgrade).toBeVisible();
    await expectNoSeriousViolations(page);

    await upgrade.click();
    // The partner's purchase popup (requestInAppPurchase), on the host page.
    const purchase = page.getByRole('dialog', { name: 'Upgrade Sales Intelligence' });
    await expect(purchase).toBeVisible();
    await purchase.getByRole('button', { name: 'Buy now' }).click();
    await expect(page.getByText(/· subscribed$/)).toBeVisible();
    // A fresh token carries the subscription: the embed opens the company's report.
    await expect(app.getByRole('heading', { level: 1, name: 'nike.com' })).toBeVisible({ timeout: 45_000 });
  });

  test('a page the plan lacks shows its lock and the upgrade that opens it, not a 404', async ({ page }) => {
    // The SEO suite's Partner package has no Categories; its partner sells Partner Pro in the app.
    const path = '/ad-intelligence/category/common/1';
    await page.goto(`${SEO_SUITE}?path=${encodeURIComponent(path)}`);
    const app = seoSuite(page);
    await expect(app.getByRole('heading', { level: 1, name: 'Categories is not part of your plan' })).toBeVisible({
      timeout: 45_000,
    });
    await expect(app.getByRole('img', { name: 'Locked' })).toBeVisible();
    await expect(app.getByText('Enjoy more features by upgrading to the next package.')).toBeVisible();
    await expect(app.getByRole('heading', { name: 'Error 404' })).toHaveCount(0);
    await expectNoSeriousViolations(page);

    await app.getByRole('button', { name: 'Upgrade now' }).click();
    const purchase = page.getByRole('dialog', { name: 'Upgrade SEO Suite' });
    await purchase.getByRole('button', { name: 'Buy now' }).click();
    // Bought: the category report the user asked for opens.
    await expect
      .poll(() => new URL(embedFrame(page, ADLENS_PORTS.seoSuite).url()).pathname, { timeout: 45_000 })
      .toBe(path);
    await expect(app.getByRole('heading', { level: 1, name: 'Categories is not part of your plan' })).toHaveCount(0);
  });

  test("the sales tool's locked page offers its partner's path: contact sales", async ({ page }) => {
    await page.goto(`${SALES_TOOL}?path=${encodeURIComponent('/ad-intelligence/category/common/1')}`);
    const app = salesTool(page);
    await expect(app.getByRole('heading', { level: 1, name: 'Categories is not part of your plan' })).toBeVisible({
      timeout: 45_000,
    });
    await app.getByRole('button', { name: 'Contact sales' }).click();
    await expect(app.getByRole('dialog')).toBeVisible();
  });
});
