import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { subpaths } from './subpaths.ts';

/**
 * The JavaScript of @adlens/report-widgets, ESM and CommonJS, one output file per source module
 * (`preserveModules`). A partner's bundler then drops every module whose exports the app does not use
 * (`"sideEffects": false`), whatever it imports from: the root entry costs what the widget's own subpath
 * costs, in Vite, webpack and esbuild alike (docs/decisions/widget-sdk.md#what-a-partner-pays-in-bytes). A bundled root file kept every widget's styled components in esbuild,
 * which cannot drop a tagged template. Types come from tsup (tsup.config.ts), after this build.
 */
const manifest = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
// Dependencies and peers stay imports (the partner's app dedupes React, ECharts, …). world-atlas, a
// dev dependency, is bundled: its country shapes become a module of the lazily loaded world map.
const externalPackages = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)];
const isExternal = (id: string) => externalPackages.some((name) => id === name || id.startsWith(`${name}/`));

/** Each subpath's entry, `src/entries/<name>.ts` → `@adlens/report-widgets/<name>` (subpaths.ts). */
export const widgetEntries = Object.fromEntries(
  subpaths().map(({ name }) => [`entries/${name}`, `src/entries/${name}.ts`]),
);

/** A module's output path under dist: its path under src, or `vendor/<package>/…` for bundled packages. */
const fileNames = (extension: string) => (chunk: { name: string }) => {
  const vendored = /(?:^|\/)node_modules\/(?!.*\/node_modules\/)(.+)$/.exec(chunk.name);
  return vendored ? `vendor/${vendored[1]}${extension}` : `[name]${extension}`;
};

export default defineConfig({
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    sourcemap: true,
    lib: { entry: { index: 'src/index.ts', ...widgetEntries } },
    rollupOptions: {
      external: isExternal,
      output: [
        { format: 'es', preserveModules: true, preserveModulesRoot: 'src', entryFileNames: fileNames('.js') },
        {
          format: 'cjs',
          preserveModules: true,
          preserveModulesRoot: 'src',
          entryFileNames: fileNames('.cjs'),
          exports: 'named',
        },
      ],
    },
  },
});
