import { type AdTypesResponse, REPORT_DATASETS } from '@adlens/core';
import {
  type DistributionExportRow,
  distributionExportRows,
  isDistributionEmpty,
} from '../../charts/distributionData.ts';
import { buildItemRequest } from '../../registry/buildItemRequest.ts';
import { defineWidget } from '../../registry/widgetDefinition.ts';
import { AdTypesSkeleton } from './AdTypesSkeleton.tsx';
import { AdTypesView } from './AdTypesView.tsx';

/** Ad-types distribution: a donut per report item of its impressions by creative type. */
export const adTypesWidget = defineWidget<'ad-types-distribution', AdTypesResponse, DistributionExportRow, undefined>({
  type: 'ad-types-distribution',
  titleKey: 'widgets.adTypes.title',
  helpKey: 'widgets.adTypes.help',
  dataset: REPORT_DATASETS.adTypes,
  entityTypes: ['advertiser', 'publisher', 'campaign', 'brand', 'keyword'],
  defaultOptions: undefined,
  buildRequest: buildItemRequest,
  isEmpty: isDistributionEmpty,
  component: AdTypesView,
  skeleton: AdTypesSkeleton,
  texts: { empty: 'widget.empty', emptyHint: 'widget.emptyHint', error: 'widget.error' },
  chartKind: 'pie',
  defaultSize: { w: 6, h: 4 },
  exportRows: distributionExportRows,
  exportColumns: [
    { id: 'item', titleKey: 'widgets.charts.item', value: (row) => row.item },
    {
      id: 'adType',
      titleKey: 'widgets.adTypes.adType',
      value: (row, t) => t(`widgets.adTypes.${row.code as AdTypesResponse['items'][number]['code']}`),
    },
    { id: 'share', titleKey: 'widgets.charts.share', value: (row) => row.share },
    { id: 'impressions', titleKey: 'widgets.charts.impressions', value: (row) => row.impressions },
    { id: 'expenses', titleKey: 'widgets.charts.expenses', value: (row) => row.expenses },
  ],
});
