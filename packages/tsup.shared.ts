import { defineConfig, type Options } from 'tsup';

/**
 * The one build recipe for every publishable @adlens package: ESM + CJS + d.ts from `src/index.ts`
 * (plus any subpath entries), with dependencies left external so consumers dedupe React, ECharts, etc.
 */
export function adlensPackageBuild(entry: Record<string, string> = { index: 'src/index.ts' }, extra: Options = {}) {
  return defineConfig({
    entry,
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: true,
    treeshake: true,
    target: 'es2022',
    outDir: 'dist',
    ...extra,
  });
}
