/**
 * Issue 23, "pay for what you use": the JavaScript a partner's app gains from the widget SDK, measured
 * in a fresh app built from the packed tarballs (like scripts/sdk-fixture.sh, outside the workspace,
 * installed with npm, no lockfile) with Vite, the fixture's bundler. Budgets, gzip:
 *   EntitySearch alone ≤ 40 KB, one chart widget (ad-type distribution) ≤ 230 KB, all widgets ≤ 420 KB.
 *
 * What is counted (docs/decisions/widget-sdk.md, "What a partner pays in bytes"): for each page in examples/sdk-fixture/size, the gzip bytes
 * (level 9, per file) of the JavaScript the page loads at start — its entry and the chunks it imports
 * statically; chunks loaded on demand (the heat map's and world map's modules, a date locale) are
 * reported but not counted. The budget figure is that minus the same app with React, ReactDOM and
 * the SDK's peer dependencies (react-query, styled-components) in use and nothing of ours
 * (`with-peers`): what adopting the widget adds to a React app that already meets our peer
 * requirements. Everything of ours counts — report-widgets, api-client (the partner's AdlensClient),
 * core, ECharts, i18next. The same figure over a bare React app (`overReactOnly`) is reported too,
 * for a partner who adds react-query and styled-components for us.
 * Run alone (after `pnpm build:packages`): `tsx bench/widgetBundleSizes.ts`.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const fixture = join(root, 'examples', 'sdk-fixture');
const PACKED = ['core', 'api-client', 'report-widgets'] as const;
const KB = 1024;

const WIDGET_BUDGETS_GZIP_BYTES = {
  'entity-search': 40 * KB,
  'entity-search-root': 40 * KB,
  'one-chart': 230 * KB,
  'one-chart-root': 230 * KB,
  'all-widgets': 420 * KB,
} as const;
type BudgetPage = keyof typeof WIDGET_BUDGETS_GZIP_BYTES;
const BASELINES = ['react-only', 'with-peers'] as const;

interface PageSize {
  addedGzipBytes: number;
  budgetGzipBytes: number;
  withinBudget: boolean;
  overReactOnlyGzipBytes: number;
  absoluteGzipBytes: number;
  files: { file: string; gzipBytes: number }[];
  onDemand: { file: string; gzipBytes: number }[];
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

function run(cwd: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } });
}

/** The entry's JS and its static imports (counted), and the chunks it may load later (not counted). */
function pageJs(dist: string) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const initial = new Set<string>();
  const visit = (key: string) => {
    if (initial.has(key)) return;
    initial.add(key);
    for (const next of manifest[key]!.imports ?? []) visit(next);
  };
  visit(entryKey);
  const files = [...initial].map((key) => ({ file: manifest[key]!.file, gzipBytes: gz(manifest[key]!.file) }));
  const onDemand = Object.keys(manifest)
    .filter((key) => !initial.has(key) && manifest[key]!.file.endsWith('.js'))
    .map((key) => ({ file: manifest[key]!.file, gzipBytes: gz(manifest[key]!.file) }));
  return { gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0), files, onDemand };
}

export async function widgetBundleSizes() {
  const work = mkdtempSync(join(tmpdir(), 'adlens-widget-sizes-'));
  const nodeEnv = process.env.NODE_ENV;
  try {
    const tarballs = join(work, 'tarballs');
    const app = join(work, 'app');
    mkdirSync(tarballs);
    mkdirSync(app);
    for (const name of PACKED) run(join(root, 'packages', name), 'pnpm', ['pack', '--pack-destination', tarballs]);
    const tarball = (name: string) => readdirSync(tarballs).find((f) => f.startsWith(`adlens-${name}-`))!;

    // The fixture's own versions of React, the peers and Vite; our packages from the tarballs.
    const fixtureManifest = JSON.parse(readFileSync(join(fixture, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const pick = (names: string[], from: Record<string, string>) => Object.fromEntries(names.map((n) => [n, from[n]!]));
    const manifest = {
      name: 'adlens-widget-sizes',
      private: true,
      type: 'module',
      dependencies: {
        ...pick(['react', 'react-dom', '@tanstack/react-query', 'styled-components'], fixtureManifest.dependencies),
        ...Object.fromEntries(PACKED.map((n) => [`@adlens/${n}`, `file:${join(tarballs, tarball(n))}`])),
      },
      devDependencies: pick(['vite', '@vitejs/plugin-react'], fixtureManifest.devDependencies),
    };
    writeFileSync(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    cpSync(join(fixture, 'size'), join(app, 'size'), { recursive: true });
    cpSync(join(fixture, 'index.html'), join(app, 'index.html'));
    run(app, 'npm', ['install', '--no-audit', '--no-fund', '--loglevel=error']);

    const measured: Record<string, ReturnType<typeof pageJs>> = {};
    for (const page of [...BASELINES, ...Object.keys(WIDGET_BUDGETS_GZIP_BYTES)]) {
      run(app, 'npx', ['--no-install', 'vite', 'build', '--config', 'size/vite.size.config.ts'], {
        SIZE_PAGE: page,
        NODE_ENV: 'production',
      });
      measured[page] = pageJs(join(app, 'dist-size', page));
    }
    const reactOnly = measured['react-only']!.gzipBytes;
    const withPeers = measured['with-peers']!.gzipBytes;
    const pages = Object.fromEntries(
      (Object.keys(WIDGET_BUDGETS_GZIP_BYTES) as BudgetPage[]).map((page) => {
        const { gzipBytes, files, onDemand } = measured[page]!;
        const added = gzipBytes - withPeers;
        const budget = WIDGET_BUDGETS_GZIP_BYTES[page];
        return [
          page,
          {
            addedGzipBytes: added,
            budgetGzipBytes: budget,
            withinBudget: added <= budget,
            overReactOnlyGzipBytes: gzipBytes - reactOnly,
            absoluteGzipBytes: gzipBytes,
            files,
            onDemand,
          },
        ];
      }),
    ) as Record<BudgetPage, PageSize>;
    return {
      counted:
        'gzip (level 9) of the JS a fresh Vite app loads at start (entry + static imports; on-demand chunks listed, not counted), ' +
        'built from the packed tarballs installed with npm, minus the same app with React, ReactDOM, react-query and ' +
        'styled-components in use and nothing of ours (with-peers). overReactOnly: minus a bare React app.',
      pageSources: {
        'entity-search': 'EntitySearch from @adlens/report-widgets/entity-search',
        'entity-search-root': 'EntitySearch from the root, @adlens/report-widgets',
        'one-chart': 'ad-type distribution from /ad-types via DatasetWidget',
        'one-chart-root': 'ad-type distribution from the root via DatasetWidget',
        'all-widgets': 'import * from the root',
      },
      baselines: { reactOnlyGzipBytes: reactOnly, withPeersGzipBytes: withPeers },
      ...pages,
      withinBudgets: Object.values(pages).every((p) => p.withinBudget),
    };
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    // ADLENS_BENCH_KEEP=1 keeps the app and its builds to look into a size (its path is printed).
    if (process.env.ADLENS_BENCH_KEEP) console.log(`kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sizes = await widgetBundleSizes();
  const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
  for (const page of Object.keys(WIDGET_BUDGETS_GZIP_BYTES) as BudgetPage[]) {
    const p = sizes[page];
    console.log(
      `${page}: ${kb(p.addedGzipBytes)} of ${kb(p.budgetGzipBytes)} ${p.withinBudget ? 'PASS' : 'OVER'} (over bare React ${kb(p.overReactOnlyGzipBytes)})`,
    );
  }
  console.log(JSON.stringify(sizes, null, 2));
}
