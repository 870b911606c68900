// Size page (bench/widgetBundleSizes.ts): one chart widget — the ad-type distribution pie — from its
// subpath, drawn by DatasetWidget in its provider.
import { AdlensWidgetsProvider, DatasetWidget, adTypesWidget } from '@adlens/report-widgets/ad-types';
import { renderOneChartPage } from './sizePages.tsx';

renderOneChartPage({ AdlensWidgetsProvider, DatasetWidget, adTypesWidget });
