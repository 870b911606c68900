import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

/**
 * The package's subpath entry points, derived from its folders: every folder under `src/widgets/`
 * with a `public.ts`, and the entity search, is `@adlens/report-widgets/<folder in kebab case>`.
 * `src/entries/<name>.ts` and both `exports` maps of package.json are written from this list
 * (`pnpm --filter @adlens/report-widgets subpaths`), and `src/catalogue/subpaths.test.ts` fails when
 * they differ from it, so adding a widget is its folder plus its line in `src/catalogue/widgets.ts`.
 */
interface Subpath {
  /** The subpath, e.g. `ad-types`. */
  name: string;
  /** Its folder under `src`, e.g. `widgets/AdTypes`. */
  folder: string;
  /** A widget drawn with `DatasetWidget` (every subpath but the entity search). */
  widget: boolean;
}

const kebabCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const words = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
const src = new URL('src/', import.meta.url);

export function subpaths(): Subpath[] {
  const widgets = readdirSync(new URL('widgets/', src), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .filter((entry) => readdirSync(new URL(`widgets/${entry.name}/`, src)).includes('public.ts'))
    .map((entry) => ({ name: kebabCase(entry.name), folder: `widgets/${entry.name}`, widget: true }));
  return [...widgets, { name: 'entity-search', folder: 'EntitySearch', widget: false }].sort((a, b) =>
    a.name.localeCompare(b.name),
  );
}

/**
 * The text of `src/entries/<name>.ts`: the shared part and the folder's `public.ts`. Both list their
 * exports by name, so the public API stays explicit one module down.
 */
function entryText({ name, folder, widget }: Subpath): string {
  const title = words(folder.split('/').at(-1)!);
  const what = widget
    ? `${title} alone, with the provider it renders in and \`DatasetWidget\`, which draws a widget definition`
    : `${title} alone, with the provider it renders in`;
  return [
    `// \`@adlens/report-widgets/${name}\`: ${what}, so an app pays only for the widgets it imports.`,
    `// Written by subpaths.ts from src/${folder}/public.ts; do not edit.`,
    '/* eslint-disable no-restricted-syntax -- both modules re-exported here name each of their exports */',
    `export * from './shared/${widget ? 'dataset' : 'provider'}.ts';`,
    `export * from '../${folder}/public.ts';`,
    '',
  ].join('\n');
}

/** `entryText` as the repository's Prettier writes it: the file `src/entries/<name>.ts` must hold. */
export async function entryFile(subpath: Subpath): Promise<string> {
  const filepath = fileURLToPath(new URL(`entries/${subpath.name}.ts`, src));
  return format(entryText(subpath), { ...(await resolveConfig(filepath)), filepath });
}

interface Conditions {
  import: { types: string; default: string };
  require: { types: string; default: string };
}
type ExportsMap = Record<string, string | ({ '@adlens/source'?: string } & Conditions)>;

const built = (path: string): Conditions => ({
  import: { types: `./dist/${path}.d.ts`, default: `./dist/${path}.js` },
  require: { types: `./dist/${path}.d.cts`, default: `./dist/${path}.cjs` },
});

/**
 * package.json `exports`: the root, each subpath and package.json. In the workspace, the
 * `@adlens/source` condition points at the sources; the published map (`publish`) has only the build.
 */
export function exportsMap(publish: boolean): ExportsMap {
  const entry = (source: string, path: string) =>
    publish ? built(path) : { '@adlens/source': source, ...built(path) };
  return {
    '.': entry('./src/index.ts', 'index'),
    ...Object.fromEntries(
      subpaths().map(({ name }) => [`./${name}`, entry(`./src/entries/${name}.ts`, `entries/${name}`)]),
    ),
    './package.json': './package.json',
  };
}

/** Writes the entry files and both exports maps (run with `--write`). */
async function write(): Promise<void> {
  for (const subpath of subpaths()) writeFileSync(new URL(`entries/${subpath.name}.ts`, src), await entryFile(subpath));
  const manifestUrl = new URL('package.json', import.meta.url);
  const manifest = JSON.parse(readFileSync(manifestUrl, 'utf8')) as {
    exports: ExportsMap;
    publishConfig: { exports: ExportsMap };
  };
  manifest.exports = exportsMap(false);
  manifest.publishConfig.exports = exportsMap(true);
  writeFileSync(manifestUrl, `${JSON.stringify(manifest, null, 2)}\n`);
}

if (process.argv.includes('--write')) await write();
