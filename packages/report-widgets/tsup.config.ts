import { readdirSync } from 'node:fs';
import { adlensPackageBuild } from '../tsup.shared.ts';

/**
 * The root entry and one entry per widget a partner renders alone (`src/entries/<name>.ts` →
 * `@adlens/report-widgets/<name>`, issue 23 "pay for what you use"). Entries share chunks, in CommonJS
 * too (`splitting`), so a context or component imported from two entries is one object.
 */
const widgetEntries = Object.fromEntries(
  readdirSync(new URL('src/entries', import.meta.url))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => [file.slice(0, -'.ts'.length), `src/entries/${file}`]),
);

/**
 * The world map's country shapes (world-atlas' TopoJSON, ISC) are bundled into the lazily loaded map
 * chunk rather than imported from the package at run time: a JSON import needs an import attribute
 * that Node's ESM loader insists on and tsup's tree-shaking pass rewrites to the `assert` form Node 22
 * refuses (issue 23). Bundled, the map loads the same in Node, Vite, webpack and Jest.
 */
export default adlensPackageBuild(
  { index: 'src/index.ts', ...widgetEntries },
  { noExternal: [/^world-atlas\//], splitting: true },
);
