import { AUDIENCE_DATASETS, type ImpressionMapResponse } from '@adlens/core';
import { hasNoElements } from '../../audience/audienceData.ts';
import { buildWorldAudienceRequest } from '../../audience/buildAudienceRequest.ts';
import { defineWidget } from '../../registry/widgetDefinition.ts';
import { ImpressionMapSkeleton } from './ImpressionMapSkeleton.tsx';
import { ImpressionMapView } from './ImpressionMapView.tsx';
import { type ImpressionMapExportRow, impressionMapExportRows } from './impressionMapData.ts';
import { audienceTexts } from '../../i18n/audienceTexts.ts';

/** Impression map: the countries where the audience saw the ads, coloured by impressions (spec §3). */
export const impressionMapWidget = defineWidget<
  'impression-map',
  ImpressionMapResponse,
  ImpressionMapExportRow,
  undefined
>({
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
  defaultSize: { w: 12, h: 4 },
  exportRows: impressionMapExportRows,
  textBundle: audienceTexts,
  exportColumns: [
    { id: 'item', titleKey: 'widgets.charts.item', value: (row) => row.item },
    { id: 'country', titleKey: 'widgets.impressionMap.country', value: (row) => row.country },
    { id: 'impressions', titleKey: 'widgets.charts.impressions', value: (row) => row.impressions },
    { id: 'share', titleKey: 'widgets.charts.share', value: (row) => row.share },
  ],
});
