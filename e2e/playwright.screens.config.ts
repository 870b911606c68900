import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * `pnpm screens`: the screenshots under docs/screens, taken of the real system the end-to-end tests
 * start (or the one already running locally), so a reviewer sees the product without running it.
 */
export default defineConfig({
  ...base,
  testMatch: '**/*.capture.ts',
  projects: [{ name: 'screens' }],
  workers: 1,
  retries: 0,
  reporter: 'list',
});
