import { AUDIENCE_DATASETS, type ImpressionMapResponse, DATASET_EXPORT_TABLES } from '@adlens/core';
import { hasNoElements } from '../../audience/audienceData.ts';
import { buildWorldAudienceRequest } from '../../audience/buildAudienceRequest.ts';
import { defineWidget } from '../../contract/widgetDefinition.ts';
import { ImpressionMapSkeleton } from './ImpressionMapSkeleton.tsx';
import { ImpressionMapView } from './ImpressionMapView.tsx';

import { audienceTexts } from '../../i18n/audienceTexts.ts';

/** Impression map: the countries where the audience saw the ads, coloured by impressions. */
export const impressionMapWidget = defineWidget<'impression-map', ImpressionMapResponse, unknown, undefined>({
  type: 'impression-map',
  titleKey: 'widgets.impressionMap.title',
  helpKey: 'widgets.impressionMap.help',
  dataset: AUDIENCE_DATASETS.impressionMap,
  entityTypes: ['advertiser'],
  channelFree: true,
  defaultOptions: undefined,
  buildRequest: buildWorldAudienceRequest,
  isEmpty: hasNoElements,
  component: ImpressionMapView,
  skeleton: ImpressionMapSkeleton,
  texts: { empty: 'widget.empty', emptyHint: 'widget.emptyHint', error: 'widget.error' },
  chartKind: 'map',
  defaultSize: { w: 12, h: 9 },
  textBundle: audienceTexts,
  // The one table of this dataset, for Copy data and the server's Excel and TSV.
  exportTable: DATASET_EXPORT_TABLES[AUDIENCE_DATASETS.impressionMap],
});
