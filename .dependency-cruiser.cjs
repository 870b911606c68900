// @ts-check
/**
 * `pnpm lint:deps` (part of `pnpm lint`): which code may import which, checked on the resolved imports
 * of every package, app and example. docs/architecture.md draws the result and says what each layer
 * of packages/app is for; docs/decisions/app-layers.md says why the rules live here.
 */

/** The dependency rule between workspaces: apps → app → report-widgets → api-client → core. */
const MAY_IMPORT = {
  'packages/core': [],
  'packages/api-client': ['core'],
  'packages/bridge': [],
  'packages/report-widgets': ['core', 'api-client'],
  'packages/app': ['core', 'api-client', 'bridge', 'report-widgets'],
  'apps/api': ['core'],
  'apps/standalone': ['app'],
  'apps/seo-suite': ['app'],
  'apps/sales-tool': ['app'],
  'examples/partner-host': ['core', 'bridge'],
  'examples/react-widgets': ['core', 'api-client', 'report-widgets'],
  // A partner's app outside the workspace: it imports the published packages only.
  'examples/sdk-fixture': ['core', 'api-client', 'bridge', 'report-widgets'],
};
const PACKAGES = ['core', 'api-client', 'bridge', 'report-widgets', 'app'];

/** packages/app/src from the top down: a layer imports only the layers below it. */
const APP_LAYERS = ['app', 'shell', 'features', 'reportKit', 'shared', 'model'];
const APP = '^packages/app/src/';

/** React itself, resolved or (where a package does not declare it) by name. */
const REACT = '(^|/)node_modules/(@types/)?(react|react-dom)/|^(react|react-dom)(/|$)';
/** React and the libraries built on it. */
const REACT_SYSTEM =
  '(^|/)node_modules/(@types/)?(react|react-dom|styled-components|@tanstack/react-[a-z-]+)/|^(react|react-dom|styled-components|@tanstack/react-[a-z-]+)(/|$)';

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const packageRules = Object.entries(MAY_IMPORT).flatMap(([dir, allowed]) => {
  const closed = PACKAGES.filter((name) => !allowed.includes(name) && `packages/${name}` !== dir);
  return closed.length === 0
    ? []
    : [
        {
          name: 'package-order',
          comment: `${dir} may import only ${allowed.map((name) => `@adlens/${name}`).join(', ') || 'no package of ours'}.`,
          severity: 'error',
          from: { path: `^${dir}/` },
          // An undeclared workspace package does not resolve: its name is what is left to match.
          to: { path: `^(packages/(${closed.join('|')})/|@adlens/(${closed.join('|')})(/|$))` },
        },
      ];
});

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const appLayerRules = APP_LAYERS.slice(1).map((layer, index) => ({
  name: 'app-layer-order',
  comment: `packages/app: ${layer}/ may not import ${APP_LAYERS.slice(0, index + 1).join(', ')} (the layers above it).`,
  severity: 'error',
  from: { path: `${APP}${layer}/` },
  to: { path: `${APP}(${APP_LAYERS.slice(0, index + 1).join('|')})/` },
}));

/**
 * The layers report-widgets declares for itself, beside its code.
 * @type {import('dependency-cruiser').IForbiddenRuleType[]}
 */
const reportWidgetsRules = require('./packages/report-widgets/dependency-layers.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...packageRules,
    {
      name: 'no-import-from-apps',
      comment: 'Nothing imports from an app: each app is the top of its own graph.',
      severity: 'error',
      from: { path: '^(packages|apps|examples)/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$2/' },
    },
    {
      name: 'framework-free',
      comment: 'core, api-client and bridge run without React (and so in Node, workers and any host).',
      severity: 'error',
      from: { path: '^packages/(core|api-client|bridge)/' },
      to: { path: REACT },
    },
    ...appLayerRules,
    {
      name: 'app-entries-on-top',
      comment: 'packages/app/src/index.ts and hosting.ts are the public exports: nothing inside imports them.',
      severity: 'error',
      from: { path: `${APP}.+/` },
      to: { path: `${APP}[^/]+$` },
    },
    {
      name: 'app-model-without-react',
      comment: 'packages/app/src/model holds the URL, session and configuration models: plain TypeScript.',
      severity: 'error',
      from: { path: `${APP}model/` },
      to: { path: REACT_SYSTEM },
    },
    {
      name: 'no-folder-cycle',
      comment: 'Folders of a package import one another in one direction: a cycle of folders is one tangled module.',
      severity: 'error',
      scope: 'folder',
      // apps/api still has folder cycles (docs/architecture.md): it joins the rule once it has none.
      from: { path: '^packages/(app|api-client|core|bridge|report-widgets)/src/' },
      to: { circular: true },
    },
    ...reportWidgetsRules,
  ],
  options: {
    // Tests may mount the whole app (app/testing's harness) from any layer, and Storybook stories show
    // a widget on a host page built from any layer; neither is part of the shipped graph, so neither the
    // layer order nor the folder cycles count them.
    exclude: {
      path: [
        '(^|/)dist/',
        '\\.test\\.(ts|tsx)$',
        '\\.test-d\\.ts$',
        '\\.test\\.helper\\.(ts|tsx)$',
        '\\.stories\\.(ts|tsx)$',
      ],
    },
    doNotFollow: { path: ['(^|/)node_modules/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.typecheck.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@adlens/source', 'import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
