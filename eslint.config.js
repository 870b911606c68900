// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The dependency rule of ARCHITECTURE.md: apps/* → app → report-widgets → api-client → core;
 * bridge depends on nothing of ours and is used by app; apps/api → core. Nobody reaches into another
 * package's src/, and nothing imports from an app.
 */
const OURS = ['core', 'api-client', 'bridge', 'report-widgets', 'app'];
const MAY_IMPORT = {
  'packages/core': [],
  'packages/api-client': ['core'],
  'packages/bridge': [],
  'packages/report-widgets': ['core', 'api-client'],
  'packages/app': ['core', 'api-client', 'bridge', 'report-widgets'],
  'apps/api': ['core'],
  'apps/standalone': ['app'],
  'apps/seo-suite': ['app'],
  'apps/sales-tool': ['app'],
  'examples/partner-host': ['core', 'bridge'],
  'examples/react-widgets': ['core', 'api-client', 'report-widgets'],
  // A partner's app outside the workspace (issue 23): it imports the published packages, never src/.
  'examples/sdk-fixture': ['core', 'api-client', 'bridge', 'report-widgets'],
};

const deepImports = {
  group: ['@adlens/*/src', '@adlens/*/src/*', '**/packages/*/src/**', '**/apps/*/src/**', '**/examples/*/src/**'],
  message: "Import another package through its exports ('@adlens/name'), never its src/ (ARCHITECTURE.md).",
};

/**
 * styled-components 6 publishes CommonJS for Node without an `exports` map: Node's ESM loader hands a
 * default import the whole `module.exports`, so `styled.div` is undefined in a partner's Vitest run
 * (issue 23). The named `styled` export resolves the same in Node and in every bundler.
 */
const styledDefault = {
  name: 'styled-components',
  importNames: ['default'],
  message: "Import { styled } from 'styled-components': the default import breaks our ESM build in Node (issue 23).",
};

const boundaryConfigs = Object.entries(MAY_IMPORT).map(([dir, allowed]) => ({
  files: [`${dir}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [styledDefault],
        patterns: [
          deepImports,
          ...OURS.filter((name) => !allowed.includes(name) && `packages/${name}` !== dir).map((name) => ({
            group: [`@adlens/${name}`, `@adlens/${name}/*`],
            message: `${dir} may not import @adlens/${name}: see the dependency rule in ARCHITECTURE.md.`,
          })),
          ...(dir.startsWith('packages/core') ||
          dir.startsWith('packages/bridge') ||
          dir.startsWith('packages/api-client')
            ? [{ group: ['react', 'react-dom', 'react/*'], message: `${dir} is framework-free.` }]
            : []),
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'Re-export by name: the public API is explicit (CONVENTIONS.md 4).',
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...boundaryConfigs,
);
