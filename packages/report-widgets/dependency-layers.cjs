/**
 * Layers of @adlens/report-widgets, as dependency-cruiser `forbidden` rules (the repository's
 * .dependency-cruiser.cjs includes them). Each layer imports only layers below it; a folder imports
 * no folder of its own layer. Bottom to top (packages/report-widgets/README.md, "Layers"):
 *
 *   foundation     theme/, i18n/                 design tokens, colour helpers, texts
 *   contract       contract/                     what a widget is and what a host provides
 *   provider       provider/                     the client, theme and language of the page
 *   ui             ui/                           small shared components and hooks
 *   parts          filters/ entities/ charts/ audience/ exports/ whiteLabel/ EntitySearch/ shadow/
 *   image export   imageExport/                  the widget JPG and its branded header and footer
 *   card           WidgetCard/                   the card every widget is drawn in
 *   dataset widget DatasetWidget/                draws any widget definition in a card
 *   widgets        widgets/<Name>/               one folder per widget
 *   catalogue      catalogue/                    WIDGETS: every widget by its type
 *   entries        entries/, index.ts, and the development folders storybook/, fixtures/, testing/
 *
 * Tests and stories may import any layer: they exercise the code, the package does not ship them.
 */
// Paths as dependency-cruiser names them from the repository root, or from this package.
const SRC = '^(?:packages/report-widgets/)?src/';
const TESTS = '\\.(test|test-d|stories)\\.tsx?$';

const LAYERS = [
  { name: 'foundation', folders: ['theme', 'i18n'] },
  { name: 'contract', folders: ['contract'] },
  { name: 'provider', folders: ['provider'] },
  { name: 'ui', folders: ['ui'] },
  {
    name: 'parts',
    folders: ['filters', 'entities', 'charts', 'audience', 'exports', 'whiteLabel', 'EntitySearch', 'shadow'],
  },
  { name: 'image export', folders: ['imageExport'] },
  { name: 'card', folders: ['WidgetCard'] },
  { name: 'dataset widget', folders: ['DatasetWidget'] },
  { name: 'widgets', folders: ['widgets'] },
  { name: 'catalogue', folders: ['catalogue'] },
  { name: 'entries', folders: ['entries', 'storybook', 'fixtures', 'testing'], files: ['index.ts'] },
];

const pathOf = ({ folders, files = [] }) =>
  `${SRC}(${[...folders.map((folder) => `${folder}/`), ...files.map((file) => `${file.replace('.', '\\.')}$`)].join('|')})`;

/** One rule per layer: nothing in it imports a layer above it. */
const layerRules = LAYERS.slice(0, -1).map((layer, index) => ({
  name: `report-widgets-${layer.name.replace(/ /g, '-')}-imports-only-below`,
  comment:
    `report-widgets layer '${layer.name}' (${layer.folders.join(', ')}) imports only the layers below it ` +
    `(${
      LAYERS.slice(0, index)
        .map((below) => below.name)
        .join(', ') || 'none: it is the bottom'
    }), so the ` +
    'layers never form a cycle and a widget can be read from the bottom up (dependency-layers.cjs).',
  severity: 'error',
  from: { path: pathOf(layer), pathNot: TESTS },
  to: { path: LAYERS.slice(index + 1).map(pathOf) },
}));

const PARTS = LAYERS.find((layer) => layer.name === 'parts').folders.join('|');

/** Widgets drawn with another widget's pieces, and why that is no cycle. */
const LIST_WIDGETS = 'TopAds|TopCampaigns';

module.exports = [
  ...layerRules,
  {
    name: 'report-widgets-parts-stand-alone',
    comment:
      'report-widgets: the parts (filters, entities, charts, audience, exports, whiteLabel, EntitySearch, ' +
      'shadow) sit side by side on ui and import none of each other; what two of them share belongs in ui ' +
      'or lower.',
    severity: 'error',
    from: { path: `${SRC}(${PARTS})/`, pathNot: TESTS },
    to: { path: `${SRC}(${PARTS})/`, pathNot: `${SRC}$1/` },
  },
  {
    name: 'report-widgets-widgets-stand-alone',
    comment:
      'report-widgets: a widget folder imports no other widget, so each subpath carries its widget alone; ' +
      'what widgets share belongs in a lower layer.',
    severity: 'error',
    from: { path: `${SRC}widgets/([^/]+)/`, pathNot: [TESTS, `${SRC}widgets/(${LIST_WIDGETS})/`] },
    to: { path: `${SRC}widgets/`, pathNot: `${SRC}widgets/$1/` },
  },
  {
    name: 'report-widgets-list-widgets-use-only-rankings',
    comment:
      'report-widgets: the one exception to widgets standing alone. Top ads and top campaigns are lists ' +
      "drawn with the rankings' table, pager, skip button and result limits (widgets/Rankings), which " +
      'imports no other widget, so this makes no cycle. They import no widget but Rankings.',
    severity: 'error',
    from: { path: `${SRC}widgets/(${LIST_WIDGETS})/`, pathNot: TESTS },
    to: { path: `${SRC}widgets/`, pathNot: [`${SRC}widgets/$1/`, `${SRC}widgets/Rankings/`] },
  },
  {
    name: 'report-widgets-every-folder-in-a-layer',
    comment:
      'report-widgets: every module lives in a folder of some layer (LAYERS in dependency-layers.cjs), so the ' +
      'rules above cover it; a new folder is added to the layer it belongs to.',
    severity: 'error',
    from: { path: SRC, pathNot: [TESTS, ...LAYERS.map(pathOf)] },
    to: { path: SRC },
  },
  {
    name: 'report-widgets-no-cycles',
    comment:
      'report-widgets: no module imports itself through others (type-only imports included), so every ' +
      'module can be loaded, tested and understood after the ones it imports.',
    severity: 'error',
    from: { path: SRC },
    to: { circular: true },
  },
];
