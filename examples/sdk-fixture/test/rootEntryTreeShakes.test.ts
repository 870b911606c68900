import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Pay for what you use: a partner who imports a widget from the package root pays what its
// subpath costs. Measured with esbuild, the bundler that keeps what it cannot prove unused (it drops no
// tagged template, so a styled component in a file the app imports stays): only whole files the app
// does not use can go, which `"sideEffects": false` and one file per module allow.
const fixture = fileURLToPath(new URL('..', import.meta.url));
const PACKAGE_DIR = 'node_modules/@adlens/report-widgets/dist/';

/**
 * The report-widgets modules that put code into a minified esbuild bundle of `source`, sorted, and the
 * bytes they put there (which differ by a few between bundles of the same modules: minified names).
 */
async function keptModules(source: string) {
  const result = await build({
    stdin: { contents: source, resolveDir: fixture, loader: 'tsx' },
    bundle: true,
    write: false,
    metafile: true,
    minify: true,
    format: 'esm',
    jsx: 'automatic',
    // Only our package is measured; its dependencies and peers are the partner's to bundle.
    external: ['react', 'react/*', 'react-dom', '@tanstack/*', 'styled-components', 'echarts', 'echarts/*'],
    logLevel: 'silent',
  });
  const kept = Object.values(result.metafile.outputs)
    .flatMap((output) => Object.entries(output.inputs))
    .filter(([path, { bytesInOutput }]) => path.includes(PACKAGE_DIR) && bytesInOutput > 0);
  return {
    modules: kept.map(([path]) => path.slice(path.indexOf(PACKAGE_DIR) + PACKAGE_DIR.length)).sort(),
    bytes: kept.reduce((sum, [, { bytesInOutput }]) => sum + bytesInOutput, 0),
  };
}

/** What the root costs over the subpath: the same modules, and bytes within 1 % (minified names). */
function expectSameCost(fromRoot: Awaited<ReturnType<typeof keptModules>>, fromSubpath: typeof fromRoot) {
  expect(fromRoot.modules).toEqual(fromSubpath.modules);
  expect(Math.abs(fromRoot.bytes - fromSubpath.bytes)).toBeLessThanOrEqual(fromSubpath.bytes * 0.01);
}

const ENTITY_SEARCH_PAGE = (from: string) => `
  import { AdlensWidgetsProvider, EntitySearch } from '${from}';
  export const page = <AdlensWidgetsProvider client={null!}><EntitySearch entityType="advertiser" onSelect={() => {}} /></AdlensWidgetsProvider>;
`;
const AD_TYPES_PAGE = (from: string) => `
  import { AdlensWidgetsProvider, DatasetWidget, adTypesWidget } from '${from}';
  export const page = <AdlensWidgetsProvider client={null!}><DatasetWidget definition={adTypesWidget} items={[]} filters={{}} /></AdlensWidgetsProvider>;
`;

describe('the root entry tree-shakes (esbuild)', () => {
  it('keeps the same modules for EntitySearch from the root as from /entity-search, and no widget', async () => {
    const fromSubpath = await keptModules(ENTITY_SEARCH_PAGE('@adlens/report-widgets/entity-search'));
    const fromRoot = await keptModules(ENTITY_SEARCH_PAGE('@adlens/report-widgets'));
    expect(fromSubpath.modules).toContain('EntitySearch/EntitySearch.js');
    expect(fromSubpath.modules.filter((path) => path.startsWith('widgets/'))).toEqual([]);
    expectSameCost(fromRoot, fromSubpath);
  });

  it('keeps the same modules for the ad-types pie from the root as from /ad-types, and no other widget', async () => {
    const fromSubpath = await keptModules(AD_TYPES_PAGE('@adlens/report-widgets/ad-types'));
    const fromRoot = await keptModules(AD_TYPES_PAGE('@adlens/report-widgets'));
    expect(fromSubpath.modules).toContain('charts/pieModules.js');
    const widgets = fromSubpath.modules.filter((path) => path.startsWith('widgets/'));
    expect(widgets.filter((path) => !path.startsWith('widgets/AdTypes/'))).toEqual([]);
    expectSameCost(fromRoot, fromSubpath);
  });
});
