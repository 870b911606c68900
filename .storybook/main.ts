import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';

/**
 * Storybook for @adlens/report-widgets (written by hand; no `storybook init`). The same stories run as
 * Vitest tests in Chromium through `storybookTest` (root vitest.config.ts, project `storybook`).
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/report-widgets/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  viteFinal(viteConfig) {
    // Workspace packages resolve to their TypeScript source (CONVENTIONS.md 9): no watch builds.
    viteConfig.resolve = { ...viteConfig.resolve, conditions: ['@adlens/source', ...defaultClientConditions] };
    return viteConfig;
  },
};

export default config;
