import { adlensPackageBuild } from '../tsup.shared.ts';

/**
 * The world map's country shapes (world-atlas' TopoJSON, ISC) are bundled into the lazily loaded map
 * chunk rather than imported from the package at run time: a JSON import needs an import attribute
 * that Node's ESM loader insists on and tsup's tree-shaking pass rewrites to the `assert` form Node 22
 * refuses (issue 23). Bundled, the map loads the same in Node, Vite, webpack and Jest.
 */
export default adlensPackageBuild({ index: 'src/index.ts' }, { noExternal: [/^world-atlas\//] });
