import { type BrandHeaderResponse, REPORT_DATASETS, DATASET_EXPORT_TABLES } from '@adlens/core';
import { buildItemRequest } from '../../contract/buildItemRequest.ts';
import { defineWidget } from '../../contract/widgetDefinition.ts';
import { isBrandHeaderEmpty } from './brandHeaderData.ts';
import { BrandHeaderSkeleton } from './BrandHeaderSkeleton.tsx';
import { BrandHeaderView } from './BrandHeaderView.tsx';

/**
 * Brand header: the brand's name, icon, website, master brand, sub-brands, category and figures. Given
 * an advertiser it shows the advertiser's master brand (the sales tool's
 * preview); report layouts list it for brand reports only.
 */
export const brandHeaderWidget = defineWidget<'brand-header', BrandHeaderResponse, unknown, undefined>({
  type: 'brand-header',
  titleKey: 'widgets.brandHeader.title',
  helpKey: 'widgets.brandHeader.help',
  dataset: REPORT_DATASETS.brandHeader,
  entityTypes: ['brand', 'advertiser'],
  defaultOptions: undefined,
  buildRequest: buildItemRequest,
  isEmpty: isBrandHeaderEmpty,
  component: BrandHeaderView,
  skeleton: BrandHeaderSkeleton,
  texts: { empty: 'widget.empty', emptyHint: 'widget.emptyHint', error: 'widget.error' },
  chartKind: 'header',
  defaultSize: { w: 12, h: 5 },
  // The one table of this dataset, for Copy data and the server's Excel and TSV.
  exportTable: DATASET_EXPORT_TABLES[REPORT_DATASETS.brandHeader],
});
