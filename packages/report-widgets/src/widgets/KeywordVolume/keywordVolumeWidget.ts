import { AUDIENCE_DATASETS, type KeywordVolumeResponse } from '@adlens/core';
import { type AudienceExportRow, audienceExportRows, hasNoElements } from '../../audience/audienceData.ts';
import { buildAudienceRequest } from '../../audience/buildAudienceRequest.ts';
import { defineWidget } from '../../registry/widgetDefinition.ts';
import { KeywordVolumeSkeleton } from './KeywordVolumeSkeleton.tsx';
import { KeywordVolumeView } from './KeywordVolumeView.tsx';
import { audienceTexts } from '../../i18n/audienceTexts.ts';

export type KeywordVolumeExportRow = AudienceExportRow<KeywordVolumeResponse['elements'][number]>;

/** Keyword volume: what the audience searches for, by monthly searches in the panel (spec §3). */
export const keywordVolumeWidget = defineWidget<
  'keyword-volume',
  KeywordVolumeResponse,
  KeywordVolumeExportRow,
  undefined
>({
  type: 'keyword-volume',
  titleKey: 'widgets.keywordVolume.title',
  helpKey: 'widgets.keywordVolume.help',
  dataset: AUDIENCE_DATASETS.keywordVolume,
  entityTypes: ['advertiser'],
  channelFree: true,
  defaultOptions: undefined,
  buildRequest: buildAudienceRequest,
  isEmpty: hasNoElements,
  component: KeywordVolumeView,
  skeleton: KeywordVolumeSkeleton,
  texts: { empty: 'widget.empty', emptyHint: 'widget.emptyHint', error: 'widget.error' },
  chartKind: 'table',
  defaultSize: { w: 4, h: 4 },
  exportRows: audienceExportRows,
  textBundle: audienceTexts,
  exportColumns: [
    { id: 'item', titleKey: 'widgets.charts.item', value: (row) => row.item },
    { id: 'keyword', titleKey: 'widgets.keywordVolume.keyword', value: (row) => row.keyword },
    { id: 'volume', titleKey: 'widgets.keywordVolume.volume', value: (row) => row.volume },
    { id: 'share', titleKey: 'widgets.audience.share', value: (row) => row.share },
  ],
});
