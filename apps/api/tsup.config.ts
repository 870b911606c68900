import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

/**
 * The API server is an application, not a library: one ESM bundle per entry for Node 22. Workspace
 * packages are bundled from their TypeScript source (the `@adlens/source` condition)
 * so `pnpm start` needs no package builds; npm dependencies (PGlite's WASM, pg, fastify) stay external.
 */
export default defineConfig({
  entry: { main: 'src/main.ts', seed: 'src/seedCli.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node22',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@adlens\//],
  esbuildOptions(options) {
    options.conditions = ['@adlens/source'];
  },
  // Migrations are read at run time from `./migrations/` beside the module (src/db or dist).
  onSuccess: async () => {
    cpSync('src/db/migrations', 'dist/migrations', { recursive: true, filter: (path) => !path.endsWith('.ts') });
  },
});
