/**
 * `tsx bench/globalSearch.ts`: the global search's latency alone (bench/globalSearchLatency.ts) on the
 * built API (`pnpm --filter @adlens/api-server build`) and its own embedded database at
 * ADLENS_BENCH_SCALE (default `default`), on ADLENS_BENCH_PORT (default 4090, so a running system is
 * left alone); writes bench/results/globalSearch.json. `pnpm bench` measures it too, with the rest.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signIn } from './datasetLatency.ts';
import { globalSearchLatency } from './globalSearchLatency.ts';
import { startApi } from './startApi.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const scale = process.env.ADLENS_BENCH_SCALE ?? 'default';
const api = await startApi(root, scale, Number(process.env.ADLENS_BENCH_PORT ?? 4090));
try {
  const session = await signIn(api.base, 'demo@adlens.test', 'Adlens-demo-1');
  const results = {
    measuredAt: new Date().toISOString(),
    machine: { node: process.version, platform: process.platform, cpus: cpus().length },
    scale,
    engine: 'pglite',
    serverReadyMs: api.readyMs,
    globalSearch: await globalSearchLatency(session, 200),
  };
  const out = join(root, 'bench', 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'globalSearch.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results, null, 2));
} finally {
  api.process.kill('SIGINT');
}
