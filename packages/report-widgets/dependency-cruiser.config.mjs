import layers from './dependency-layers.cjs';

/**
 * `pnpm --filter @adlens/report-widgets layers`: checks this package's layers alone
 * (dependency-layers.cjs). Type-only imports count: a layer does not name the types of a layer above.
 */
export default {
  forbidden: layers,
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
