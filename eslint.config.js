// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Which package may import which (apps → app → report-widgets → api-client → core), the layers inside
 * packages, and folder cycles are dependency-cruiser's (`.dependency-cruiser.cjs`, `pnpm lint:deps`),
 * which sees resolved imports. ESLint keeps the rules about how an import is written.
 */
const deepImports = {
  group: ['@adlens/*/src', '@adlens/*/src/*', '**/packages/*/src/**', '**/apps/*/src/**', '**/examples/*/src/**'],
  message: "Import another package through its exports ('@adlens/name'), never its src/ (docs/architecture.md).",
};

/**
 * styled-components 6 publishes CommonJS for Node without an `exports` map: Node's ESM loader hands a
 * default import the whole `module.exports`, so `styled.div` is undefined in a partner's Vitest run
 * (a partner's app built with our packages showed it). The named `styled` export resolves the same in Node and in every bundler.
 */
const styledDefault = {
  name: 'styled-components',
  importNames: ['default'],
  message: "Import { styled } from 'styled-components': the default import breaks our ESM build in Node.",
};

const importRules = {
  files: ['packages/**/*.{ts,tsx}', 'apps/**/*.{ts,tsx}', 'examples/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': ['error', { paths: [styledDefault], patterns: [deepImports] }],
  },
};

/**
 * A function longer than a screenful does several things: pages are layout over named hooks, services
 * are composed from named parts (docs/architecture.md). Blank lines and comments count, as a reader
 * scrolls past them too. Tests and stories are exempt: a `describe` callback groups cases and a story
 * file's setup reads best in one place; each case is short on its own.
 */
const functionLength = {
  files: ['packages/**/*.{ts,tsx}', 'apps/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}', '**/*.test.helper.{ts,tsx}', '**/*.stories.{ts,tsx}', '**/testing/**'],
  rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: false, skipComments: false }] },
};

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
          message: 'Re-export by name: the public API is explicit.',
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  importRules,
  functionLength,
  {
    // dependency-cruiser's configuration (and the rule files it includes) is CommonJS: it loads them
    // with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
