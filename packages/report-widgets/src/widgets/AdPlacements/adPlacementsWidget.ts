import { type AdPlacementsResponse, REPORT_DATASETS, DATASET_EXPORT_TABLES } from '@adlens/core';
import { isDistributionEmpty } from '../../charts/distributionData.ts';
import { buildItemRequest } from '../../contract/buildItemRequest.ts';
import { defineWidget } from '../../contract/widgetDefinition.ts';
import { AdPlacementsSkeleton } from './AdPlacementsSkeleton.tsx';
import { AdPlacementsView } from './AdPlacementsView.tsx';

/** Ad placement: columns of the share of impressions per placement, one series per report item. */
export const adPlacementsWidget = defineWidget<'ad-placements', AdPlacementsResponse, unknown, undefined>({
  type: 'ad-placements',
  titleKey: 'widgets.adPlacements.title',
  helpKey: 'widgets.adPlacements.help',
  dataset: REPORT_DATASETS.adPlacements,
  entityTypes: ['advertiser', 'publisher', 'campaign', 'brand', 'keyword', 'category'],
  defaultOptions: undefined,
  buildRequest: buildItemRequest,
  isEmpty: isDistributionEmpty,
  component: AdPlacementsView,
  skeleton: AdPlacementsSkeleton,
  texts: { empty: 'widget.empty', emptyHint: 'widget.emptyHint', error: 'widget.error' },
  chartKind: 'column',
  defaultSize: { w: 6, h: 10 },
  // The one table of this dataset, for Copy data and the server's Excel and TSV.
  exportTable: DATASET_EXPORT_TABLES[REPORT_DATASETS.adPlacements],
});
