// Size page (bench/widgetBundleSizes.ts): EntitySearch alone, imported from the package root, which
// must tree-shake to what the subpath costs (entity-search.tsx).
import { AdlensWidgetsProvider, EntitySearch } from '@adlens/report-widgets';
import { renderEntitySearchPage } from './sizePages.tsx';

renderEntitySearchPage({ AdlensWidgetsProvider, EntitySearch });
