import { AUDIENCE_DATASETS, type TopInterestsResponse, DATASET_EXPORT_TABLES } from '@adlens/core';
import { hasNoElements } from '../../audience/audienceData.ts';
import { buildAudienceRequest } from '../../audience/buildAudienceRequest.ts';
import { defineWidget } from '../../contract/widgetDefinition.ts';
import { TopInterestsSkeleton } from './TopInterestsSkeleton.tsx';
import { TopInterestsView } from './TopInterestsView.tsx';
import { audienceTexts } from '../../i18n/audienceTexts.ts';

/** Top interests: interest categories of the audience with share and affinity. */
export const topInterestsWidget = defineWidget<'top-interests', TopInterestsResponse, unknown, undefined>({
  type: 'top-interests',
  titleKey: 'widgets.topInterests.title',
  helpKey: 'widgets.topInterests.help',
  dataset: AUDIENCE_DATASETS.topInterests,
  entityTypes: ['advertiser'],
  channelFree: true,
  defaultOptions: undefined,
  buildRequest: buildAudienceRequest,
  isEmpty: hasNoElements,
  component: TopInterestsView,
  skeleton: TopInterestsSkeleton,
  texts: { empty: 'widget.empty', emptyHint: 'widget.emptyHint', error: 'widget.error' },
  chartKind: 'table',
  defaultSize: { w: 6, h: 9 },
  textBundle: audienceTexts,
  // The one table of this dataset, for Copy data and the server's Excel and TSV.
  exportTable: DATASET_EXPORT_TABLES[AUDIENCE_DATASETS.topInterests],
});
