import type { KnipConfig } from 'knip';

/**
 * `pnpm knip`: unused files, exports and dependencies (CONVENTIONS.md 18). Every entry below is a file
 * something runs or loads that knip cannot see from an import (docs/decisions/widget-sdk.md).
 */
const config: KnipConfig = {
  workspaces: {
    '.': {
      // `tsx bench/globalSearch.ts` measures the global search alone (bench/run.ts, `pnpm bench`, is
      // found from the script); scripts/sdk-fixture.sh runs scripts/check-packed-package.mjs. The
      // root vitest.config.ts and .storybook/ are found by knip's Vitest and Storybook plugins.
      entry: ['bench/globalSearch.ts', 'scripts/*.mjs'],
      project: ['*.ts', 'bench/*.ts', 'scripts/*.mjs', 'testing/*.ts', '.storybook/*.{ts,tsx}'],
      // scripts/sdk-fixture.sh runs `npx --no-install attw` on the packed tarballs; knip reads no shell.
      ignoreDependencies: ['@arethetypeswrong/cli'],
    },
    'packages/*': {
      // Tests (the root vitest.config.ts's `unit`, `node` and `dom` projects, plus type tests).
      // Package `exports` (src/index.ts, subpaths) and tsup.config.ts are entries by knip's own rules.
      entry: ['src/**/*.{test,test-d}.{ts,tsx}'],
      project: ['src/**/*.{ts,tsx}', '*.ts'],
    },
    'apps/api': {
      // Its tests; src/main.ts and src/seedCli.ts (tsup.config.ts) and the tests' global setup (the
      // root vitest.config.ts) are found by knip's tsup and Vitest plugins.
      entry: ['src/**/*.test.ts'],
      project: ['src/**/*.ts', '*.ts'],
    },
    'apps/*': {
      // knip's loader cannot read these vite configs: they import @adlens/app/hosting, which it resolves
      // to the unbuilt dist (it does not apply the `@adlens/source` condition). So the config and the
      // script index.html loads are named here instead.
      vite: false,
      entry: ['vite.config.ts', 'src/main.tsx'],
      project: ['src/**/*.{ts,tsx}', '*.ts'],
    },
    'examples/partner-host': {
      // As for the apps (its vite config imports @adlens/core): the config, the pages its three HTML
      // files load, and its unit tests.
      vite: false,
      entry: ['vite.config.ts', 'src/salesToolPage.ts', 'src/seoSuitePage.ts', 'src/**/*.test.ts'],
      project: ['src/**/*.ts', 'server/**/*.ts', '*.ts'],
    },
    'examples/react-widgets': {
      project: ['src/**/*.{ts,tsx}', '*.ts'],
    },
    e2e: {
      // The Playwright configs import @adlens/core (see apps/*), so their specs and captures are named
      // here; the configs themselves are found from package.json's `playwright test -c …` scripts.
      // The bridge fixture's pages are bundled by esbuild at run time from startBridgeFixture.ts,
      // which playwright.config.ts starts with tsx.
      playwright: false,
      entry: [
        '**/*.spec.ts',
        'captures/*.capture.ts',
        'support/bridge-fixture/startBridgeFixture.ts',
        'support/bridge-fixture/{host,embed,foreign}.ts',
      ],
      project: ['**/*.ts'],
    },
  },
  // `pnpm -r … build` / `serve` run each workspace's own script of that name, not a binary.
  ignoreBinaries: ['build', 'serve'],
};

export default config;
