import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';

/**
 * Storybook for @adlens/report-widgets (written by hand; no `storybook init`). The same stories run as
 * Vitest tests in Chromium through `storybookTest` (root vitest.config.ts, project `storybook`).
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // issue 23: the docs pages a partner's developer reads first (widgets overview, bridge), then every
  // story file; each component gets a Docs page with its props table (preview.tsx `autodocs`).
  stories: [
    '../packages/report-widgets/docs/*.mdx',
    '../packages/bridge/docs/*.mdx',
    '../packages/report-widgets/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  // Props tables from the TypeScript types, Omit<> and imported interfaces resolved (the widgets'
  // props are built from DatasetWidgetProps), with the JSDoc of each prop as its description.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      shouldExtractLiteralValuesFromEnum: true,
      // Only our props: not every HTML attribute of React's own types.
      propFilter: (prop) => !prop.parent || !prop.parent.fileName.includes('node_modules'),
    },
  },
  core: { disableTelemetry: true },
  viteFinal(viteConfig) {
    // Workspace packages resolve to their TypeScript source (CONVENTIONS.md 9): no watch builds.
    viteConfig.resolve = { ...viteConfig.resolve, conditions: ['@adlens/source', ...defaultClientConditions] };
    return viteConfig;
  },
};

export default config;
