// Size page (bench/widgetBundleSizes.ts): EntitySearch alone, from its subpath, in its provider.
import { AdlensWidgetsProvider, EntitySearch } from '@adlens/report-widgets/entity-search';
import { renderEntitySearchPage } from './sizePages.tsx';

renderEntitySearchPage({ AdlensWidgetsProvider, EntitySearch });
