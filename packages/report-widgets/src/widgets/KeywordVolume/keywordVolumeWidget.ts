import { AUDIENCE_DATASETS, type KeywordVolumeResponse, DATASET_EXPORT_TABLES } from '@adlens/core';
import { hasNoElements } from '../../audience/audienceData.ts';
import { buildAudienceRequest } from '../../audience/buildAudienceRequest.ts';
import { defineWidget } from '../../contract/widgetDefinition.ts';
import { KeywordVolumeSkeleton } from './KeywordVolumeSkeleton.tsx';
import { KeywordVolumeView } from './KeywordVolumeView.tsx';
import { audienceTexts } from '../../i18n/audienceTexts.ts';

/** Keyword volume: what the audience searches for, by monthly searches in the panel. */
export const keywordVolumeWidget = defineWidget<'keyword-volume', KeywordVolumeResponse, unknown, undefined>({
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
  defaultSize: { w: 4, h: 8 },
  textBundle: audienceTexts,
  // The one table of this dataset, for Copy data and the server's Excel and TSV.
  exportTable: DATASET_EXPORT_TABLES[AUDIENCE_DATASETS.keywordVolume],
});
