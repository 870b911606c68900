import { AUDIENCE_DATASETS, type LanguagesResponse } from '@adlens/core';
import { type AudienceExportRow, audienceExportRows, hasNoElements } from '../../audience/audienceData.ts';
import { buildAudienceRequest } from '../../audience/buildAudienceRequest.ts';
import { defineWidget } from '../../registry/widgetDefinition.ts';
import { LanguagesSkeleton } from './LanguagesSkeleton.tsx';
import { LanguagesView } from './LanguagesView.tsx';
import { audienceTexts } from '../../i18n/audienceTexts.ts';

export type LanguagesExportRow = AudienceExportRow<LanguagesResponse['elements'][number]>;

/** Languages: a ranked list of the audience's languages with share and deviation (spec §3). */
export const languagesWidget = defineWidget<'languages', LanguagesResponse, LanguagesExportRow, undefined>({
  type: 'languages',
  titleKey: 'widgets.languages.title',
  helpKey: 'widgets.languages.help',
  dataset: AUDIENCE_DATASETS.languages,
  entityTypes: ['advertiser'],
  channelFree: true,
  defaultOptions: undefined,
  buildRequest: buildAudienceRequest,
  isEmpty: hasNoElements,
  component: LanguagesView,
  skeleton: LanguagesSkeleton,
  texts: { empty: 'widget.empty', emptyHint: 'widget.emptyHint', error: 'widget.error' },
  chartKind: 'table',
  defaultSize: { w: 4, h: 4 },
  exportRows: audienceExportRows,
  textBundle: audienceTexts,
  exportColumns: [
    { id: 'item', titleKey: 'widgets.charts.item', value: (row) => row.item },
    { id: 'language', titleKey: 'widgets.languages.language', value: (row) => row.title },
    { id: 'share', titleKey: 'widgets.audience.share', value: (row) => row.share },
    { id: 'deviation', titleKey: 'widgets.audience.deviation', value: (row) => row.deviation },
  ],
});
