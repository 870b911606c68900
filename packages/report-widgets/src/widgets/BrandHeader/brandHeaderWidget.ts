import { type BrandHeaderResponse, REPORT_DATASETS } from '@adlens/core';
import { buildItemRequest } from '../../registry/buildItemRequest.ts';
import { defineWidget } from '../../registry/widgetDefinition.ts';
import { type BrandHeaderExportRow, brandHeaderExportRows, isBrandHeaderEmpty } from './brandHeaderData.ts';
import { BrandHeaderSkeleton } from './BrandHeaderSkeleton.tsx';
import { BrandHeaderView } from './BrandHeaderView.tsx';

/**
 * Brand header: the brand's name, icon, website, master brand, sub-brands, category and figures. Given
 * an advertiser it shows the advertiser's master brand (the sales tool's preview, spec access-shell-plans
 * §2.5); report layouts list it for brand reports only.
 */
export const brandHeaderWidget = defineWidget<'brand-header', BrandHeaderResponse, BrandHeaderExportRow, undefined>({
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
  defaultSize: { w: 12, h: 2 },
  exportRows: brandHeaderExportRows,
  exportColumns: [
    { id: 'brand', titleKey: 'entityType.brand', value: (row) => row.brand },
    { id: 'domain', titleKey: 'widgets.brandHeader.website', value: (row) => row.domain },
    { id: 'master', titleKey: 'widgets.brandHeader.master', value: (row) => row.master },
    { id: 'subBrands', titleKey: 'widgets.brandHeader.subBrands', value: (row) => row.subBrands },
    { id: 'category', titleKey: 'widgets.brandHeader.category', value: (row) => row.category },
    { id: 'impressions', titleKey: 'widgets.charts.impressions', value: (row) => row.impressions },
    { id: 'expenses', titleKey: 'widgets.charts.expenses', value: (row) => row.expenses },
  ],
});
