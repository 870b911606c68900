import { defineConfig, devices } from '@playwright/test';
import { ADLENS_PORTS } from '@adlens/core';
import { fixtureOrigins } from './support/bridge-fixture/fixtureOrigins.ts';
import { chromiumLaunchOptions } from './support/chromium.ts';

/**
 * End-to-end tests drive the real system — the API on a fresh embedded database, the built apps and
 * the partner host on their own origins — in Chromium. No mocked server.
 */
const isCI = Boolean(process.env.CI);
/**
 * `ADLENS_E2E_ONLY=bridge` starts only the bridge fixture server (for `playwright test embeds/bridge.spec.ts`
 * without the whole system); CI leaves it unset and runs everything.
 */
const onlyBridge = process.env.ADLENS_E2E_ONLY === 'bridge';

/** The bridge's own fixture pages on two real origins plus a foreign one (e2e/support/bridge-fixture). */
const bridgeFixtureServer = {
  command: 'node_modules/.bin/tsx e2e/support/bridge-fixture/startBridgeFixture.ts',
  url: `${fixtureOrigins.host}/host.html`,
  reuseExistingServer: !isCI,
  timeout: 60_000,
  cwd: '..',
};

/**
 * Specs that only read what every other spec leaves alone: they sign in as the Enterprise demo user
 * (whose report views are unlimited) or as a partner, open reports, charts and embeds, and change
 * nothing a later page reads back. They run side by side (a file per worker, its tests in order); the
 * global search, click-to-pivot, benchmark, embed-dialog and follows-the-host specs reset the demo
 * user's filters to the defaults as the others do, and the one bookmark the benchmark spec saves is
 * read by no spec of this group. If one of them fails, Playwright skips the specs that depend on them:
 * CI fails either way, and the first failure is the one to read. Every other spec changes something
 * shared (an account's limits, sessions or failed-login count, the customer's skiplist, bookmarks,
 * subscriptions, dashboards, saved settings) or depends on wall-clock timing: it runs in a lane below,
 * whose specs share nothing with what runs beside them, or alone after all of them. A new spec runs
 * alone until it is placed.
 */
const SIDE_BY_SIDE = [
  'access/loginReport.spec.ts',
  'access/securityHeaders.spec.ts',
  'embeds/bridge.spec.ts',
  'embeds/embedDialogPlacement.spec.ts',
  'embeds/partnerEmbed.spec.ts',
  'embeds/partnerHostToEmbed.spec.ts',
  'embeds/salesToolEmbed.spec.ts',
  'embeds/salesToolFollowsHost.spec.ts',
  'embeds/seoSuiteEmbed.spec.ts',
  'layout/appIcons.spec.ts',
  'layout/narrowLayouts.spec.ts',
  'reports/audience.spec.ts',
  'reports/campaignOnPublisher.spec.ts',
  'reports/categoryDirectory.spec.ts',
  'reports/clickToPivot.spec.ts',
  'reports/compareBenchmark.spec.ts',
  'reports/demoPresets.spec.ts',
  'reports/honestCharts.spec.ts',
  'reports/reportWidgets.spec.ts',
  'reports/reports.spec.ts',
  'reports/videoAds.spec.ts',
  'search/globalSearch.spec.ts',
  'search/searchEveryType.spec.ts',
].map((file) => `**/${file}`);

/**
 * Specs that change only the admin account's own things (its dashboards, onboarding and the
 * colleagues it adds, all read back by no other spec) run one after another from the start, beside
 * the read-only specs. The card-size spec is not among them: beside three busy browsers its chart
 * twice kept a size the tile had left (to be found; it runs alone, as it always passed).
 */
const ADMIN_LANE = [
  'access/accountSettings.spec.ts',
  'access/onboarding.spec.ts',
  'dashboards/dashboardTiles.spec.ts',
  'dashboards/dashboards.spec.ts',
].map((file) => `**/${file}`);

/**
 * Specs that change the demo user's bookmarks, saved settings and subscriptions, or cut its network:
 * one after another once the read-only specs (which read the demo user's defaults) are done.
 */
const DEMO_LANE = [
  'bookmarks/favorites.spec.ts',
  'bookmarks/groups.spec.ts',
  'reports/networkFaults.spec.ts',
  'reports/periodLinks.spec.ts',
  'settings/emailNotifications.spec.ts',
  'settings/savedSettings.spec.ts',
].map((file) => `**/${file}`);

/** The Basic and trial plans' limits, beside the demo lane: those accounts are nobody else's there. */
const PLANS_LANE = ['**/access/packagePlans.spec.ts'];

/**
 * Specs that spend an account's allowance for the day (the Basic user's five report views): they run
 * last, so no other spec meets a limit page it did not ask for, whatever the files' order.
 */
const AFTER_THE_REST = ['**/access/dailyViewLimit.spec.ts'];

/** Every spec of a lane above or of the read-only group: anything else runs alone, after all of them. */
const PLACED = [...SIDE_BY_SIDE, ...ADMIN_LANE, ...DEMO_LANE, ...PLANS_LANE, ...AFTER_THE_REST];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Three at a time: a spec's browser waits on the API and on the page's own timers much of the time,
  // and on an idle two-core machine the read-only specs went from 434 s with two workers to 252 s with
  // three, with 14 % of the CPU still idle (2026-12-07).
  workers: 3,
  projects: [
    // First: Playwright hands out files in the order of the projects, so the admin lane's spec at a time
    // runs beside the read-only ones instead of after them.
    { name: 'admin lane', testMatch: ADMIN_LANE, workers: 1 },
    { name: 'side by side', testMatch: SIDE_BY_SIDE },
    { name: 'demo lane', testMatch: DEMO_LANE, workers: 1, dependencies: ['side by side'] },
    { name: 'plans lane', testMatch: PLANS_LANE, workers: 1, dependencies: ['side by side'] },
    {
      // The skiplist (the whole Adlens Demo customer's reports), exports (the admin's dashboards, the
      // Basic plan's export limit) and the access flows (sessions, passwords, the Basic account's
      // recovery) touch what the lanes read.
      name: 'one at a time',
      testIgnore: PLACED,
      workers: 1,
      dependencies: ['admin lane', 'demo lane', 'plans lane'],
    },
    { name: 'after the rest', testMatch: AFTER_THE_REST, workers: 1, dependencies: ['one at a time'] },
  ],
  retries: isCI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: isCI ? [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]] : 'list',
  outputDir: '../test-results',
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    // Charts and skeletons honour prefers-reduced-motion: animation frames no test reads took 18% of
    // the specs' time on two busy cores. A spec about motion itself emulates 'no-preference'.
    contextOptions: { reducedMotion: 'reduce' },
  },
  webServer: onlyBridge
    ? [bridgeFixtureServer]
    : [
        bridgeFixtureServer,
        {
          // A throwaway database so tests never see a developer's data; small scale seeds in seconds.
          command: 'pnpm --filter @adlens/api-server serve',
          url: `http://localhost:${ADLENS_PORTS.api}/api/v1/health`,
          // PGlite like `pnpm start`, even when CI points DATABASE_URL at PostgreSQL for the API tests.
          // The dev mail outbox, as `pnpm start` switches it on (the access tests read codes from it).
          env: {
            DATABASE_URL: '',
            ADLENS_DATA_DIR: '.data/e2e',
            ADLENS_SCALE: 'small',
            ADLENS_RESET_DB: '1',
            ADLENS_DEV_ROUTES: '1',
          },
          reuseExistingServer: !isCI,
          timeout: 180_000,
          cwd: '..',
        },
        ...(['standalone', 'seo-suite', 'sales-tool'] as const).map((app) => ({
          command: `pnpm --filter @adlens/${app} serve`,
          url: `http://localhost:${ADLENS_PORTS[app === 'standalone' ? 'standalone' : app === 'seo-suite' ? 'seoSuite' : 'salesTool']}`,
          reuseExistingServer: !isCI,
          timeout: 60_000,
          cwd: '..',
        })),
        {
          command: 'pnpm --filter @adlens/example-partner-host serve',
          url: `http://localhost:${ADLENS_PORTS.partnerHost}`,
          reuseExistingServer: !isCI,
          timeout: 60_000,
          cwd: '..',
        },
      ],
});
