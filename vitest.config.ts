import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './e2e/chromium.ts';

/** Workspace packages resolve to their TypeScript source (CONVENTIONS.md 9): no watch builds. */
const SOURCE_CONDITION = '@adlens/source';

/** A fresh object per project: Vitest 4.1 fails when projects share one browser config (TOOLCHAIN.md). */
function chromium() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: chromiumLaunchOptions }),
    instances: [{ browser: 'chromium' as const }],
  };
}

export default defineConfig({
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          globalSetup: ['apps/api/src/testing/testDatabaseCache.globalSetup.ts'],
          include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'examples/*/src/**/*.test.ts'],
          exclude: ['**/*.browser.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
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
