import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { entryFile, exportsMap, subpaths } from '../../subpaths.ts';
import { WIDGETS } from './widgets.ts';

const entriesDir = new URL('../entries/', import.meta.url);
const FIX = 'run `pnpm --filter @adlens/report-widgets subpaths` to write them from the folders';

describe('subpath entry points (subpaths.ts)', () => {
  it(`has one entry file per subpath, as written from its folder (${FIX})`, async () => {
    const files = readdirSync(entriesDir).filter((file) => file.endsWith('.ts'));
    expect(files.sort()).toEqual(subpaths().map(({ name }) => `${name}.ts`));
    for (const subpath of subpaths()) {
      expect(readFileSync(new URL(`${subpath.name}.ts`, entriesDir), 'utf8'), subpath.name).toBe(
        await entryFile(subpath),
      );
    }
  });

  it(`lists every subpath in both exports maps of package.json (${FIX})`, () => {
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      exports: unknown;
      publishConfig: { exports: unknown };
    };
    expect(manifest.exports).toEqual(exportsMap(false));
    expect(manifest.publishConfig.exports).toEqual(exportsMap(true));
  });

  it('exports every widget of the catalogue from a subpath', async () => {
    const exported = new Set<unknown>();
    for (const { name } of subpaths()) {
      const entry = (await import(`../entries/${name}.ts`)) as Record<string, unknown>;
      for (const value of Object.values(entry)) exported.add(value);
    }
    for (const [type, definition] of Object.entries(WIDGETS)) expect(exported.has(definition), type).toBe(true);
  });
});
