import { AUDIENCE_DATASETS, type LanguagesResponse, DATASET_EXPORT_TABLES } from '@adlens/core';
import { hasNoElements } from '../../audience/audienceData.ts';
import { buildAudienceRequest } from '../../audience/buildAudienceRequest.ts';
import { defineWidget } from '../../contract/widgetDefinition.ts';
import { LanguagesSkeleton } from './LanguagesSkeleton.tsx';
import { LanguagesView } from './LanguagesView.tsx';
import { audienceTexts } from '../../i18n/audienceTexts.ts';

/** Languages: a ranked list of the audience's languages with share and deviation. */
export const languagesWidget = defineWidget<'languages', LanguagesResponse, unknown, undefined>({
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
  defaultSize: { w: 4, h: 8 },
  textBundle: audienceTexts,
  // The one table of this dataset, for Copy data and the server's Excel and TSV.
  exportTable: DATASET_EXPORT_TABLES[AUDIENCE_DATASETS.languages],
});
