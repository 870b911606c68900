/**
 * `pnpm bench`: measures what users feel and writes bench/results/latest.json (plus a dated copy).
 * - gzip bytes of each app's initial JavaScript (the entry script and its modulepreloads)
 * - gzip bytes of each built package's ESM entry points
 * - API latency (p50/p95) of every report dataset, 100 requests each, against the built server on its
 *   own embedded database (scale from ADLENS_BENCH_SCALE, default `default`)
 * - time for the advertiser report to reach PAGE_READY in Chromium after login, on the built app
 * - time to produce the advertiser report's Excel (POST downloads → READY) and its size
 * - global search: p95 of an untyped datasets/search with figures, names as people type
 *   them (budget p95 ≤ 50 ms at `default` on PGlite; `tsx bench/globalSearch.ts` measures it alone)
 * - @adlens/bridge: gzip bytes of its embed side and whole package with penpal (budget ≤ 6 KB for
 *   the embed side), and a bridge call's round trip as a ratio to a raw postMessage round trip
 * - @adlens/report-widgets in a fresh app from the packed tarballs: gzip bytes EntitySearch
 *   alone, one chart widget and all widgets add to a React app with our peers, against their budgets
 *   (40 / 230 / 420 KB; `tsx bench/widgetBundleSizes.ts` measures them alone)
 * Numbers, not pass/fail: budgets are judged by people reading the results.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ADLENS_PORTS, localOrigin } from '@adlens/core';
import { bridgeBundleSize } from './bridgeBundleSize.ts';
import { advertiserExcelExport } from './advertiserExcelExport.ts';
import { bridgeLatency } from './bridgeLatency.ts';
import { widgetBundleSizes } from './widgetBundleSizes.ts';
import { datasetLatency, signIn } from './datasetLatency.ts';
import { globalSearchLatency } from './globalSearchLatency.ts';
import { startApi, waitFor } from './startApi.ts';
import { pageReady } from './pageReady.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Initial JavaScript of each HTML page an app serves: its entry scripts and their modulepreloads. */
function appInitialJs(app: string) {
  const dist = join(root, app, 'dist');
  const pages = Object.fromEntries(
    readdirSync(dist)
      .filter((f) => f.endsWith('.html'))
      .map((page) => {
        const html = readFileSync(join(dist, page), 'utf8');
        const files = new Set<string>();
        for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) files.add(m[1]!);
        for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) files.add(m[1]!);
        const sizes = [...files].map((f) => ({ file: f, gzipBytes: gz(join(dist, f.replace(/^\//, ''))) }));
        return [page, { gzipBytes: sizes.reduce((sum, s) => sum + s.gzipBytes, 0), files: sizes }];
      }),
  );
  // The heaviest page is what a user of this app waits for at worst.
  return { gzipBytes: Math.max(...Object.values(pages).map((p) => p.gzipBytes)), pages };
}

function packageBundles(pkg: string) {
  const dist = join(root, 'packages', pkg, 'dist');
  // Every ESM file, however deep: report-widgets ships one file per module (vite.build.config.ts).
  const entries = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
  const sizes = Object.fromEntries(entries.map((f) => [f, gz(join(dist, f))]));
  return { gzipBytes: Object.values(sizes).reduce((a, b) => a + b, 0), entries: sizes };
}

/**
 * The built API on its own embedded database and the built standalone app, on the ports the app is
 * built for (so stop `pnpm start` first), measured, then stopped.
 */
async function measureSystem() {
  const scale = process.env.ADLENS_BENCH_SCALE ?? 'default';
  const api = await startApi(root, scale, ADLENS_PORTS.api);
  const app = spawn('pnpm', ['--filter', '@adlens/standalone', 'serve'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    const { base } = api;
    const serverReadyMs = api.readyMs;
    await waitFor(localOrigin('standalone'), 60_000);
    const session = await signIn(base, 'demo@adlens.test', 'Adlens-demo-1');
    const datasets = await datasetLatency(session, 100);
    const advertiserExcel = await advertiserExcelExport(session, 10);
    const globalSearch = await globalSearchLatency(session, 200);
    const search = await fetch(`${base}/datasets/search?entityType=advertiser&q=a&size=6`, {
      headers: session.headers,
    });
    const advertiserIds = ((await search.json()) as { elements: { id: number }[] }).elements.map((e) => e.id);
    // 20 runs, so the p95 is not simply the slowest run.
    const page = await pageReady(localOrigin('standalone'), advertiserIds, 20);
    return {
      scale,
      serverReadyMs,
      datasets,
      globalSearch,
      advertiserExcelExport: advertiserExcel,
      advertiserReport: page,
    };
  } finally {
    api.process.kill('SIGINT');
    if (app.pid) process.kill(-app.pid, 'SIGINT');
  }
}

const results = {
  measuredAt: new Date().toISOString(),
  machine: { node: process.version, platform: process.platform, cpus: (await import('node:os')).cpus().length },
  apps: Object.fromEntries(
    ['apps/standalone', 'apps/seo-suite', 'apps/sales-tool', 'examples/partner-host'].map((a) => [a, appInitialJs(a)]),
  ),
  packages: Object.fromEntries(
    ['core', 'api-client', 'bridge', 'report-widgets', 'app'].map((p) => [`@adlens/${p}`, packageBundles(p)]),
  ),
  bridge: { bundle: await bridgeBundleSize(), latency: await bridgeLatency(500) },
  widgetSizes: await widgetBundleSizes(),
  system: await measureSystem(),
};

const out = join(root, 'bench', 'results');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(
  JSON.stringify(
    {
      apps: Object.fromEntries(Object.entries(results.apps).map(([k, v]) => [k, v.gzipBytes])),
      packages: Object.fromEntries(Object.entries(results.packages).map(([k, v]) => [k, v.gzipBytes])),
      bridge: results.bridge,
      widgetSizes: Object.fromEntries(
        (['entity-search', 'entity-search-root', 'one-chart', 'one-chart-root', 'all-widgets'] as const).map((page) => {
          const { addedGzipBytes, budgetGzipBytes, withinBudget } = results.widgetSizes[page];
          return [page, { addedGzipBytes, budgetGzipBytes, withinBudget }];
        }),
      ),
      widgetSizesCounted: results.widgetSizes.counted,
      system: results.system,
    },
    null,
    2,
  ),
);
console.log(`› wrote ${join(out, 'latest.json')}`);
