import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The monorepo root: the nearest folder above this module holding `pnpm-workspace.yaml`. Found from
 * the module's own location (src/ when run from source, dist/ when bundled), never from the working
 * directory, so `pnpm --filter … serve` and `node apps/api/dist/main.js` agree on `.data/`.
 */
export function findRepoRoot(from: string = fileURLToPath(import.meta.url)): string {
  let dir = dirname(from);
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error(`No pnpm-workspace.yaml above ${from}: cannot locate the Adlens repository root`);
    dir = parent;
  }
}
