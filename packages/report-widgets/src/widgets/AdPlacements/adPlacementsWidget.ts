import { type AdPlacementsResponse, REPORT_DATASETS } from '@adlens/core';
import {
  type DistributionExportRow,
  distributionExportRows,
  isDistributionEmpty,
} from '../../charts/distributionData.ts';
import { buildItemRequest } from '../../registry/buildItemRequest.ts';
import { defineWidget } from '../../registry/widgetDefinition.ts';
import { AdPlacementsSkeleton } from './AdPlacementsSkeleton.tsx';
import { AdPlacementsView } from './AdPlacementsView.tsx';

type Placement = AdPlacementsResponse['items'][number]['code'];

/** Ad placement: columns of the share of impressions per placement, one series per report item. */
export const adPlacementsWidget = defineWidget<'ad-placements', AdPlacementsResponse, DistributionExportRow, undefined>(
  {
    type: 'ad-placements',
    titleKey: 'widgets.adPlacements.title',
    helpKey: 'widgets.adPlacements.help',
    dataset: REPORT_DATASETS.adPlacements,
    entityTypes: ['advertiser', 'publisher', 'campaign', 'brand', 'keyword'],
    defaultOptions: undefined,
    buildRequest: buildItemRequest,
    isEmpty: isDistributionEmpty,
    component: AdPlacementsView,
    skeleton: AdPlacementsSkeleton,
    texts: { empty: 'widget.empty', emptyHint: 'widget.emptyHint', error: 'widget.error' },
    chartKind: 'column',
    defaultSize: { w: 6, h: 4 },
    exportRows: distributionExportRows,
    exportColumns: [
      { id: 'item', titleKey: 'widgets.charts.item', value: (row) => row.item },
      {
        id: 'placement',
        titleKey: 'widgets.adPlacements.placement',
        value: (row, t) => t(`widgets.adPlacements.${row.code as Placement}`),
      },
      { id: 'share', titleKey: 'widgets.charts.share', value: (row) => row.share },
      { id: 'impressions', titleKey: 'widgets.charts.impressions', value: (row) => row.impressions },
      { id: 'expenses', titleKey: 'widgets.charts.expenses', value: (row) => row.expenses },
    ],
  },
);
