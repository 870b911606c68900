import { expect, test } from '@playwright/test';
import type { Frame, Page } from '@playwright/test';
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
