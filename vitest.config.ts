import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './e2e/support/chromium.ts';

/** Workspace packages resolve to their TypeScript source through this export condition: no watch builds. */
const SOURCE_CONDITION = '@adlens/source';

/** A fresh object per project: Vitest 4.1 fails when projects share one browser config object. */
function chromium() {
  return {
    enabled: true,
    headless: true,
    // Charts draw without animation (they honour prefers-reduced-motion): frames no test reads cost
    // two busy cores seconds per story (docs/decisions/testing-and-ci.md).
    provider: playwright({ launchOptions: chromiumLaunchOptions, contextOptions: { reducedMotion: 'reduce' } }),
    instances: [{ browser: 'chromium' as const }],
  };
}

/**
 * Package unit tests (plain functions, no page) share their worker's modules with the files before
 * them (`isolate: false`): on two cores that takes their run from two minutes of imports to seconds.
 * A file that replaces modules (`vi.mock`, `vi.doMock`, `vi.resetModules`) needs a module graph of its
 * own, so it runs isolated with the API's tests; a new one lands there by itself, as it is read here.
 */
const MODULE_MOCK = /\bvi\.(?:mock|doMock|resetModules)\(/;
const ROOT = import.meta.dirname;

function testFiles(dir: string, suffix: string): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(suffix) && !entry.name.endsWith('.browser.test.ts')) found.push(path);
    }
  };
  for (const top of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const src = join(ROOT, dir, top.name, 'src');
    if (top.isDirectory() && existsSync(src)) walk(src);
  }
  return found.map((path) => relative(ROOT, path));
}

function mocking(files: string[]): string[] {
  return files.filter((file) => MODULE_MOCK.test(readFileSync(join(ROOT, file), 'utf8')));
}

/**
 * Vitest's default pool is one worker fewer than the cores: on the two-core machines the suite runs on
 * (CI included) that is a single worker, and the second core idles while files import. Two workers
 * took the unit, API and component run from 9.1 to 6.5 minutes on an idle two-core machine
 * (2026-11-27); bigger machines keep the default.
 */
const MAX_WORKERS = Math.max(2, availableParallelism() - 1);

const UNIT_FILES = [...testFiles('packages', '.test.ts'), ...testFiles('examples', '.test.ts')];
const MOCKING_UNIT_FILES = mocking(UNIT_FILES);
export default defineConfig({
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
  test: {
    maxWorkers: MAX_WORKERS,
    projects: [
      {
        extends: true,
        test: {
          // Package unit tests: plain functions, sharing their worker's modules (see MODULE_MOCK).
          name: 'unit',
          environment: 'node',
          include: UNIT_FILES.filter((file) => !MOCKING_UNIT_FILES.includes(file)),
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The API's tests (each file its own server and database) and unit tests that mock modules.
          name: 'node',
          environment: 'node',
          globalSetup: ['apps/api/src/testing/testDatabaseCache.globalSetup.ts'],
          include: ['apps/api/src/**/*.test.ts', ...MOCKING_UNIT_FILES],
          exclude: ['**/*.browser.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          // Isolated: a component test's leftovers (timers, retrying queries, stubbed globals) must
          // not reach the next file's page.
          name: 'dom',
          environment: 'jsdom',
          include: ['packages/*/src/**/*.test.tsx'],
          setupFiles: ['testing/domSetup.ts'],
          // Typing and clicking through user-event in jsdom is slow on two busy cores; 5 s is too tight.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          browser: chromium(),
        },
      },
    ],
  },
});
