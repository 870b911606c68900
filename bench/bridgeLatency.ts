/**
 * Round-trip latency of a bridge call against a raw postMessage round trip, in the same Chromium
 * run, across two real origins (the bridge fixture: host http://localhost:4310 framing the embed on
 * http://127.0.0.1:4310). The embed times `n` raw ping/pongs through `parent.postMessage`, then `n`
 * `getAccessToken` calls through the bridge (penpal over a MessagePort, validation, session layer).
 * Run alone: `tsx bench/bridgeLatency.ts`.
 */
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../e2e/support/chromium.ts';
import { fixtureOrigins } from '../e2e/support/bridge-fixture/fixtureOrigins.ts';
import { startBridgeFixture } from '../e2e/support/bridge-fixture/startBridgeFixture.ts';

interface LatencyHooks {
  bridgeHost: { ready(): Promise<boolean> };
  bridgeEmbed?: {
    ready(): Promise<unknown>;
    latency(n: number): Promise<{ n: number; rawMedianMs: number; bridgeMedianMs: number }>;
  };
}

export async function bridgeLatency(n = 500) {
  const fixture = await startBridgeFixture();
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    await page.goto(`${fixtureOrigins.host}/host.html`);
    await page.waitForFunction(() => (window as unknown as LatencyHooks).bridgeHost !== undefined);
    await page.evaluate(() => (window as unknown as LatencyHooks).bridgeHost.ready());
    const embed = page.frames().find((frame) => frame.url().startsWith(fixtureOrigins.embed));
    if (!embed) throw new Error('bridge fixture: the embed frame is missing');
    await embed.waitForFunction(() => (window as unknown as LatencyHooks).bridgeEmbed !== undefined);
    await embed.evaluate(() => (window as unknown as LatencyHooks).bridgeEmbed!.ready());
    // A short warm-up so JIT and first-message costs do not land in the medians.
    await embed.evaluate(() => (window as unknown as LatencyHooks).bridgeEmbed!.latency(50));
    const result = await embed.evaluate((count) => (window as unknown as LatencyHooks).bridgeEmbed!.latency(count), n);
    return {
      ...result,
      origins: { host: fixtureOrigins.host, embed: fixtureOrigins.embed },
      ratio: Number((result.bridgeMedianMs / result.rawMedianMs).toFixed(2)),
    };
  } finally {
    await browser.close();
    await fixture.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await bridgeLatency(), null, 2));
}
