// Size page (bench/widgetBundleSizes.ts): the ad-type distribution pie imported from the package root,
// which must tree-shake to what the subpath costs (one-chart.tsx).
import { AdlensWidgetsProvider, DatasetWidget, adTypesWidget } from '@adlens/report-widgets';
import { renderOneChartPage } from './sizePages.tsx';

renderOneChartPage({ AdlensWidgetsProvider, DatasetWidget, adTypesWidget });
