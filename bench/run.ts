/**
 * `pnpm bench`: measures what users feel and writes bench/results/latest.json (plus a dated copy).
 * - gzip bytes of each app's initial JavaScript (the entry script and its modulepreloads)
 * - gzip bytes of each built package's ESM entry points
 * - API latency (p50/p95) of the estimated-expenditure dataset over 200 requests against the built
 *   server on its own embedded database (scale from ADLENS_BENCH_SCALE, default `default`).
 * Numbers, not pass/fail: budgets are judged by people reading the results.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

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
  const entries = readdirSync(dist).filter((f) => f.endsWith('.js'));
  const sizes = Object.fromEntries(entries.map((f) => [f, gz(join(dist, f))]));
  return { gzipBytes: Object.values(sizes).reduce((a, b) => a + b, 0), entries: sizes };
}

function percentile(sorted: number[], p: number) {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

async function waitFor(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000}s`);
}

async function apiLatency(requests: number) {
  const port = 4900;
  const scale = process.env.ADLENS_BENCH_SCALE ?? 'default';
  const started = Date.now();
  const server = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      ADLENS_API_PORT: String(port),
      ADLENS_SCALE: scale,
      ADLENS_DATA_DIR: join(root, '.data', `bench-${scale}`),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const base = `http://localhost:${port}/api/v1`;
    await waitFor(`${base}/health`, 600_000);
    const readyMs = Date.now() - started;
    const basic = Buffer.from('demo@adlens.test:Adlens-demo-1').toString('base64');
    const authToken = await (
      await fetch(`${base}/security/tokens/authentication`, {
        method: 'POST',
        headers: { Authorization: `Basic ${basic}` },
      })
    ).text();
    const accessToken = await (
      await fetch(`${base}/security/tokens/access`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${authToken}` },
      })
    ).text();
    const headers = { Authorization: `Bearer ${accessToken}` };
    const search = (await (
      await fetch(`${base}/datasets/search?entityType=advertiser&q=a&size=20`, { headers })
    ).json()) as { elements: { id: number }[] };
    const ids = search.elements.map((e) => e.id);
    if (ids.length === 0) throw new Error('search returned no advertisers to benchmark');
    const channels = ['ALL-ALL', 'DISPLAY-ALL', 'VIDEO-MOBILE', 'SOCIAL-ALL'];
    const periods = ['LAST_30_DAYS', 'LAST_3_MONTHS', 'LAST_12_MONTHS'];
    const countries = ['', 'US', 'DE'];
    const timings: number[] = [];
    for (let i = 0; i < requests; i += 1) {
      const query = new URLSearchParams({
        advertiser: String(ids[i % ids.length]),
        channel: channels[i % channels.length]!,
        period: periods[i % periods.length]!,
      });
      const country = countries[i % countries.length]!;
      if (country) query.set('country', country);
      const t0 = performance.now();
      const response = await fetch(`${base}/datasets/estimated-expenditure?${query}`, { headers });
      await response.arrayBuffer();
      timings.push(performance.now() - t0);
      if (!response.ok) throw new Error(`estimated-expenditure answered ${response.status}`);
    }
    timings.sort((a, b) => a - b);
    const round = (n: number) => Math.round(n * 100) / 100;
    return {
      scale,
      requests,
      serverReadyMs: readyMs,
      p50Ms: round(percentile(timings, 50)),
      p95Ms: round(percentile(timings, 95)),
      maxMs: round(timings.at(-1)!),
    };
  } finally {
    server.kill('SIGINT');
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
  api: { estimatedExpenditure: await apiLatency(200) },
};

const out = join(root, 'bench', 'results');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(
  JSON.stringify(
    {
      apps: Object.fromEntries(Object.entries(results.apps).map(([k, v]) => [k, v.gzipBytes])),
      packages: Object.fromEntries(Object.entries(results.packages).map(([k, v]) => [k, v.gzipBytes])),
      api: results.api,
    },
    null,
    2,
  ),
);
console.log(`› wrote ${join(out, 'latest.json')}`);
