/**
 * @adlens/bridge in Chromium across real origins: the fixture host page on
 * http://localhost:4310 frames the fixture embed on http://127.0.0.1:4310, and a page on
 * http://localhost:4311 plays a site no allowlist names. Run alone with
 * `ADLENS_E2E_ONLY=bridge npx playwright test bridge.spec.ts` (from e2e/).
 */
import { expect, test } from '@playwright/test';
import type { Frame, Page } from '@playwright/test';
import { fixtureOrigins } from '../support/bridge-fixture/fixtureOrigins.ts';

interface HostState {
  events: string[];
  calls: string[];
  aborted: string[];
  heights: number[];
  errors: string[];
}

interface BridgeHostHooks {
  state: HostState;
  ready(): Promise<boolean>;
  navigate(path: string): boolean;
  lastNavigation(): Promise<string>;
  recreate(): boolean;
  iframeHeight(): number;
}

interface BridgeEmbedHooks {
  state: { events: string[]; navigations: string[] };
  ready(): Promise<{ ok?: boolean; error?: string }>;
  capabilities(): string[];
  runAll(): Promise<Record<string, { value?: unknown; error?: string }>>;
  startCall(method: string, ...args: unknown[]): boolean;
  lastCall(): Promise<{ value?: unknown; error?: string }>;
  spam(count: number): boolean;
}

declare global {
  interface Window {
    bridgeHost: BridgeHostHooks;
    bridgeEmbed: BridgeEmbedHooks;
  }
}

async function openHost(page: Page, embedQuery = ''): Promise<Frame> {
  await page.goto(`${fixtureOrigins.host}/host.html?embedQuery=${encodeURIComponent(embedQuery)}`);
  await page.waitForFunction(() => window.bridgeHost !== undefined);
  await page.evaluate(() => window.bridgeHost.ready());
  const frame = page.frames().find((f) => f.url().startsWith(fixtureOrigins.embed));
  if (!frame) throw new Error('the embed frame is missing');
  await expect.poll(() => frame.evaluate(() => window.bridgeEmbed?.ready())).toEqual({ ok: true });
  return frame;
}

const hostState = (page: Page) => page.evaluate(() => window.bridgeHost.state);

test.describe('bridge across two origins', () => {
  test('every command round-trips with its payload and result', async ({ page }) => {
    const embed = await openHost(page);

    expect(await embed.evaluate(() => window.bridgeEmbed.capabilities())).toHaveLength(9);
    const results = await embed.evaluate(() => window.bridgeEmbed.runAll());
    expect(results).toEqual({
      requestEmailReports: { value: { state: 'SUBSCRIBED', prompted: true } },
      getAccessToken: { value: expect.stringMatching(/^eyJ/) },
      requestInAppPurchase: { value: { status: 'purchased', productId: 'pro' } },
      showLoginModal: {},
      replaceUrl: {},
      scrollTo: {},
      resizeWindow: {},
      getPageInfo: {
        value: expect.objectContaining({ url: expect.stringContaining(fixtureOrigins.host), viewportHeight: 720 }),
      },
      openApp: {},
    });
    const state = await hostState(page);
    expect(state.calls).toEqual([
      'requestInAppPurchase:pro',
      'showLoginModal',
      'replaceUrl:/reports/7?period=LAST_30_DAYS',
      'scrollTo:120',
      'openApp:/full-report:true',
    ]);
    expect(state.heights).toContain(777);
  });

  test('ignores bridge messages from an origin that is not allowed', async ({ page }) => {
    await openHost(page);
    // A third-origin frame inside the host page forges a handshake and calls at the host.
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      document.body.append(frame);
    }, `${fixtureOrigins.foreign}/foreign.html`);
    const foreign = page.frameLocator(`iframe[src^="${fixtureOrigins.foreign}"]`);
    await expect(foreign.locator('body[data-sent="true"]')).toBeAttached();
    await page.waitForTimeout(300);

    expect((await hostState(page)).calls.filter((call) => call.startsWith('openApp'))).toEqual([]);
    expect((await hostState(page)).events).toEqual(['connected']);
  });

  test('an embed framed by a page that is not allowed refuses to connect', async ({ page }) => {
    const embedUrl = `${fixtureOrigins.embed}/embed.html`;
    await page.goto(`${fixtureOrigins.foreign}/foreign.html?embedUrl=${encodeURIComponent(embedUrl)}`);
    const frame = page.frames().find((f) => f.url().startsWith(fixtureOrigins.embed));
    await expect
      .poll(() => frame?.evaluate(() => window.bridgeEmbed?.ready()))
      .toEqual({ error: 'ORIGIN_NOT_ALLOWED' });
  });

  test('a burst of 10,000 malformed messages neither crashes the host nor triggers a command', async ({ page }) => {
    const embed = await openHost(page);
    const before = (await hostState(page)).calls.length;

    await embed.evaluate(() => window.bridgeEmbed.spam(10_000));
    await page.waitForTimeout(500);

    expect((await hostState(page)).calls).toHaveLength(before);
    // The bridge still works afterwards.
    await embed.evaluate(() => window.bridgeEmbed.startCall('openApp', { path: '/after-burst' }));
    expect(await embed.evaluate(() => window.bridgeEmbed.lastCall())).toEqual({});
    expect((await hostState(page)).calls).toContain('openApp:/after-burst:undefined');
  });

  test('an embed reload reconnects, and calls in flight both ways end with a code', async ({ page }) => {
    const embed = await openHost(page);
    // Embed → host: a purchase popup still open. Host → embed: a navigation still running.
    await embed.evaluate(() => window.bridgeEmbed.startCall('requestInAppPurchase', 'hang'));
    await expect.poll(async () => (await hostState(page)).calls).toContain('requestInAppPurchase:hang');
    await page.evaluate(() => window.bridgeHost.navigate('/hang'));
    await expect.poll(() => embed.evaluate(() => window.bridgeEmbed.state.navigations)).toEqual(['/hang']);

    await embed.goto(embed.url()); // the embed reloads
    expect(await page.evaluate(() => window.bridgeHost.lastNavigation())).toBe('DISCONNECTED');
    await expect.poll(async () => (await hostState(page)).events).toEqual(['connected', 'disconnected', 'reconnected']);
    expect((await hostState(page)).aborted).toEqual(['requestInAppPurchase']);

    const reloaded = page.frames().find((f) => f.url().startsWith(fixtureOrigins.embed))!;
    await expect.poll(() => reloaded.evaluate(() => window.bridgeEmbed?.ready())).toEqual({ ok: true });
    await reloaded.evaluate(() => window.bridgeEmbed.startCall('getPageInfo'));
    expect(await reloaded.evaluate(() => window.bridgeEmbed.lastCall())).toMatchObject({
      value: { title: expect.any(String) },
    });
  });

  test('a re-created host side ends the embed calls in flight with DISCONNECTED and reconnects', async ({ page }) => {
    const embed = await openHost(page);
    await embed.evaluate(() => window.bridgeEmbed.startCall('requestInAppPurchase', 'hang'));
    await expect.poll(async () => (await hostState(page)).calls).toContain('requestInAppPurchase:hang');

    await page.evaluate(() => window.bridgeHost.recreate());

    expect(await embed.evaluate(() => window.bridgeEmbed.lastCall())).toEqual({ error: 'DISCONNECTED' });
    await expect
      .poll(() => embed.evaluate(() => window.bridgeEmbed.state.events))
      .toEqual(['disconnected', 'reconnected']);
    await embed.evaluate(() => window.bridgeEmbed.startCall('getAccessToken'));
    expect(await embed.evaluate(() => window.bridgeEmbed.lastCall())).toMatchObject({ value: expect.any(String) });
  });

  test('auto-resize never loops when the embed content is 100vh tall', async ({ page }) => {
    await openHost(page, '?mode=100vh');
    await page.waitForTimeout(1000);
    const settled = await page.evaluate(() => window.bridgeHost.iframeHeight());
    await page.waitForTimeout(1500);

    expect(await page.evaluate(() => window.bridgeHost.iframeHeight())).toBe(settled);
    expect(settled).toBeLessThanOrEqual(450);
    expect((await hostState(page)).heights.length).toBeLessThanOrEqual(3);
  });

  test('auto-resize follows real content, at least the 400 px minimum', async ({ page }) => {
    await openHost(page, '?height=1234');
    await expect.poll(() => page.evaluate(() => window.bridgeHost.iframeHeight())).toBe(1234);
    await openHost(page, '?height=120');
    await expect.poll(() => page.evaluate(() => window.bridgeHost.iframeHeight())).toBe(400);
  });
});
