import { expect, test } from '@playwright/test';
import type { Frame, Page } from '@playwright/test';
import { ADLENS_PORTS, localOrigin } from '@adlens/core';
import { fixtureOrigins } from '../support/bridge-fixture/fixtureOrigins.ts';

/**
 * The SEO-suite embed inside the partner host, across two real origins: http://localhost:4200 frames
 * http://localhost:4101 with a signed partner token in the iframe URL, and the two talk only through
 * @adlens/bridge. The API verifies every partner token; nothing is mocked.
 */
const HOST_PAGE = `${localOrigin('partnerHost')}/seo-suite.html`;
const EMBED_TITLE = 'Adlens SEO-suite embed';

/** The embed's path, or '' while the host has not loaded it yet. */
function embedPath(page: Page): string {
  const frame = page.frame({ url: (url) => url.port === String(ADLENS_PORTS.seoSuite) });
  return frame ? new URL(frame.url()).pathname : '';
}

function embedFrame(page: Page): Frame {
  const frame = page.frame({ url: (url) => url.port === String(ADLENS_PORTS.seoSuite) });
  if (!frame) throw new Error(`no frame from port ${ADLENS_PORTS.seoSuite} on the host page`);
  return frame;
}

/** The app's end-to-end hook (createAdlensRuntime): its API client, in the embed's own document. */
interface E2EWindow {
  __adlensE2E: {
    client: {
      search(query: { q: string }): Promise<{ elements: unknown[] }>;
      getDataset<T>(name: string, request: Record<string, unknown>): Promise<T>;
    };
  };
}

test.beforeEach(async ({ context }) => {
  // Applies to every frame, so the cross-origin embed exposes its client (opt-in per page load).
  await context.addInitScript(() => {
    (window as { __ADLENS_E2E__?: boolean }).__ADLENS_E2E__ = true;
  });
});

/** Marks the embed's document; `isSameDocument` is true until the embed reloads. */
async function markDocument(page: Page): Promise<void> {
  await embedFrame(page).evaluate(() => {
    (window as { e2eSameDocument?: boolean }).e2eSameDocument = true;
  });
}

async function isSameDocument(page: Page): Promise<boolean> {
  return embedFrame(page).evaluate(() => (window as { e2eSameDocument?: boolean }).e2eSameDocument === true);
}

const embed = (page: Page) => page.frameLocator(`iframe[title="${EMBED_TITLE}"]`);
const bridgeLog = (page: Page) => page.getByRole('log', { name: 'Bridge traffic' });

test.describe('partner embed: SEO suite in the partner host', () => {
  test('loads the start page, and a deep link lands on its report with the address bar in sync', async ({ page }) => {
    await page.goto(HOST_PAGE);
    await expect(embed(page).getByRole('heading', { level: 1, name: 'Ad Intelligence' })).toBeVisible({
      timeout: 45_000,
    });

    const deepPath = '/ad-intelligence/advertiser/common/1';
    await page.goto(`${HOST_PAGE}?path=${encodeURIComponent(deepPath)}`);
    await expect(embed(page).getByRole('heading', { name: /Estimated Expenditure/i })).toBeVisible({ timeout: 45_000 });
    expect(new URL(embedFrame(page).url()).pathname).toBe(deepPath);
    // The token is gone from the embed's address, and replaceUrl keeps the host's ?path= on the report.
    expect(embedFrame(page).url()).not.toContain('jwt=');
    await expect.poll(() => new URL(page.url()).searchParams.get('path') ?? '').toContain(deepPath);
    await expect(bridgeLog(page)).not.toContainText('eyJ');
  });

  test("leaves connected TV out of a report's figures: 'All channels' adds up to the channels shown", async ({
    page,
  }) => {
    await page.goto(`${HOST_PAGE}?path=${encodeURIComponent('/ad-intelligence/advertiser/common/1?channel=ALL-ALL')}`);
    const report = embed(page).locator('main').first();
    await expect(report).toHaveAttribute('data-page-ready', 'true', { timeout: 45_000 });
    // The API answers the embed's session without connected TV (advertiser 1 has some).
    const answers = await embedFrame(page).evaluate(async () => {
      const { client } = (window as unknown as E2EWindow).__adlensE2E;
      const entities = [{ entityType: 'advertiser', ids: [1] }];
      const { channels } = await client.getDataset<{
        channels: { elements: { type: string; impressions: number }[] };
      }>('channels', { entities });
      const expenditure = await client.getDataset<{
        elements: { impressions: number; byChannel: { channel: string }[] }[];
      }>('estimated-expenditure', { entities });
      return { channels: channels.elements, element: expenditure.elements[0]! };
    });
    const [all, ...listed] = answers.channels;
    expect(listed.map((channel) => channel.type)).toEqual(['DISPLAY', 'VIDEO', 'SOCIAL', 'INAPP']);
    expect(all!.impressions).toBe(listed.reduce((sum, channel) => sum + channel.impressions, 0));
    expect(answers.element.impressions).toBe(all!.impressions);
    expect(answers.element.byChannel.map((row) => row.channel)).not.toContain('CONNECTED_TV');
    // 'All channels' names the channels it sums and says connected TV is left out
    // (docs/product/channels.md): that note is the only place connected TV is named.
    const filters = embed(page).getByRole('group', { name: 'Report filters' });
    const channel = filters.getByRole('button', {
      name: 'Channel: All channels in this integration: Display, Video, Social, In-app',
    });
    await expect(channel).toHaveAccessibleDescription('Not available in this integration: Connected TV');
    await expect(filters.getByText('Not available in this integration: Connected TV')).toBeVisible();
    await expect(report.locator('[data-widget-subheader]').first()).toContainText(
      'All channels in this integration: Display, Video, Social, In-app',
    );
    const shown = (await report.innerText()).replace('Not available in this integration: Connected TV', '');
    expect(shown).not.toMatch(/connected tv/i);
  });

  test('buying the upgrade in the partner popup unlocks Categories without a reload', async ({ page }) => {
    await page.goto(HOST_PAGE);
    const app = embed(page);
    await expect(app.getByRole('heading', { level: 1, name: 'Ad Intelligence' })).toBeVisible({ timeout: 45_000 });
    await markDocument(page);

    // The Partner package has no category report: the item offers the partner's purchase.
    await app.getByRole('button', { name: /^Categories/ }).click();
    await app.getByRole('button', { name: 'Upgrade now' }).click();
    const purchase = page.getByRole('dialog', { name: 'Upgrade SEO Suite' });
    await expect(purchase).toContainText('adlens-pro');
    await purchase.getByRole('button', { name: 'Buy now' }).click();

    // Entitlements arrive in a fresh token; the embed signs in with it and opens the feature.
    // The category report's home: its search for a first category (no longer the not-found page).
    await expect.poll(() => embedPath(page), { timeout: 30_000 }).toBe('/ad-intelligence/category/empty');
    await expect(app.locator('[data-report-type="category"]')).toBeVisible();
    await expect(bridgeLog(page)).toContainText(
      '← requestInAppPurchase: {"status":"purchased","productId":"adlens-pro"}',
    );
    await expect(bridgeLog(page)).toContainText('← getAccessToken: ‹token redacted');
    expect(await isSameDocument(page)).toBe(true);
    const features = await embedFrame(page).evaluate(async () => {
      const { client } = (window as unknown as E2EWindow).__adlensE2E;
      return (await client.getDataset<{ features: Record<string, boolean> }>('package', {})).features;
    });
    expect(features).toMatchObject({ category: true, brand: true });
  });

  test('an expired partner session is renewed through the bridge without reloading the embed', async ({ page }) => {
    // Partner tokens (and so the embed's session) live 10 seconds on this host page.
    await page.goto(`${HOST_PAGE}?tokenLifetime=10`);
    const app = embed(page);
    await expect(app.getByRole('heading', { level: 1, name: 'Ad Intelligence' })).toBeVisible({ timeout: 45_000 });
    await markDocument(page);
    await expect(bridgeLog(page)).not.toContainText('← getAccessToken');

    await page.waitForTimeout(12_000);
    // A real API call through the embed's session manager, after its session has ended.
    const found = await embedFrame(page).evaluate(async () => {
      const { client } = (window as unknown as E2EWindow).__adlensE2E;
      return (await client.search({ q: 'a' })).elements.length;
    });
    expect(found).toBeGreaterThan(0);
    await expect(bridgeLog(page)).toContainText('← getAccessToken: ‹token redacted');
    expect(await isSameDocument(page)).toBe(true);
    await expect(app.getByRole('dialog')).toHaveCount(0); // no 'Current session is expired'
  });

  test('a viewer without the app sees no-package; one whose trial is over sees trial-ended', async ({ page }) => {
    await page.goto(`${HOST_PAGE}?subscribed=0`);
    await expect.poll(() => embedPath(page), { timeout: 45_000 }).toBe('/no-package');
    await page.goto(`${HOST_PAGE}?subscribed=0&trial=used`);
    await expect(embed(page).getByRole('heading', { name: 'Your trial has ended!' })).toBeVisible({ timeout: 45_000 });
  });

  test('the embed refuses to be framed by an origin that is not its partner', async ({ page }) => {
    const refused = new Promise<string>((resolve) =>
      page.on('console', (message) => {
        if (/frame-ancestors/i.test(message.text())) resolve(message.text());
      }),
    );
    // A page of another site (not on the SEO-suite embed's frame-ancestors list) that frames freely:
    // the bridge fixture's foreign page, which sends no policy of its own.
    await page.goto(`${fixtureOrigins.foreign}/foreign.html`);
    await page.evaluate(
      (src) => {
        const iframe = document.createElement('iframe');
        iframe.title = 'foreign framing';
        iframe.src = src;
        document.body.append(iframe);
      },
      `${localOrigin('seoSuite')}/ad-intelligence`,
    );
    expect(await refused).toContain(localOrigin('seoSuite'));
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    await expect.poll(async () => (frame ? await frame.locator('[data-adlens-root]').count() : 0)).toBe(0);
  });
});
