import { AUDIENCE_DATASETS, type GenderAgeResponse } from '@adlens/core';
import { hasNoElements } from '../../audience/audienceData.ts';
import { buildAudienceRequest } from '../../audience/buildAudienceRequest.ts';
import { defineWidget } from '../../registry/widgetDefinition.ts';
import { GenderAgeSkeleton } from './GenderAgeSkeleton.tsx';
import { GenderAgeView } from './GenderAgeView.tsx';
import { type GenderAgeExportRow, genderAgeExportRows } from './genderAgeData.ts';
import { audienceTexts } from '../../i18n/audienceTexts.ts';

/** Gender and age distribution: the audience pyramid (spec §3, §9 pyramid 160 px). */
export const genderAgeWidget = defineWidget<'gender-age', GenderAgeResponse, GenderAgeExportRow, undefined>({
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
  defaultSize: { w: 6, h: 3 },
  exportRows: genderAgeExportRows,
  textBundle: audienceTexts,
  exportColumns: [
    { id: 'item', titleKey: 'widgets.charts.item', value: (row) => row.item },
    { id: 'age', titleKey: 'widgets.genderAge.age', value: (row) => row.age },
    { id: 'male', titleKey: 'widgets.genderAge.MALE', value: (row) => row.male },
    { id: 'female', titleKey: 'widgets.genderAge.FEMALE', value: (row) => row.female },
  ],
});
