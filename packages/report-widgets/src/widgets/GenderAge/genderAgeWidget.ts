import { AUDIENCE_DATASETS, type GenderAgeResponse, DATASET_EXPORT_TABLES } from '@adlens/core';
import { hasNoElements } from '../../audience/audienceData.ts';
import { buildAudienceRequest } from '../../audience/buildAudienceRequest.ts';
import { defineWidget } from '../../contract/widgetDefinition.ts';
import { GenderAgeSkeleton } from './GenderAgeSkeleton.tsx';
import { GenderAgeView } from './GenderAgeView.tsx';

import { audienceTexts } from '../../i18n/audienceTexts.ts';

/** Gender and age distribution: the audience pyramid. */
export const genderAgeWidget = defineWidget<'gender-age', GenderAgeResponse, unknown, undefined>({
  type: 'gender-age',
  titleKey: 'widgets.genderAge.title',
  helpKey: 'widgets.genderAge.help',
  dataset: AUDIENCE_DATASETS.genderAge,
  entityTypes: ['advertiser'],
  channelFree: true,
  defaultOptions: undefined,
  buildRequest: buildAudienceRequest,
  isEmpty: hasNoElements,
  component: GenderAgeView,
  skeleton: GenderAgeSkeleton,
  texts: { empty: 'widget.empty', emptyHint: 'widget.emptyHint', error: 'widget.error' },
  chartKind: 'pyramid',
  defaultSize: { w: 6, h: 8 },
  textBundle: audienceTexts,
  // The one table of this dataset, for Copy data and the server's Excel and TSV.
  exportTable: DATASET_EXPORT_TABLES[AUDIENCE_DATASETS.genderAge],
});
