import { AUDIENCE_DATASETS, type ActivitySegmentsResponse, DATASET_EXPORT_TABLES } from '@adlens/core';
import { hasNoElements } from '../../audience/audienceData.ts';
import { buildAudienceRequest } from '../../audience/buildAudienceRequest.ts';
import { defineWidget } from '../../contract/widgetDefinition.ts';
import { ActivitySegmentsSkeleton } from './ActivitySegmentsSkeleton.tsx';
import { ActivitySegmentsView } from './ActivitySegmentsView.tsx';
import { audienceTexts } from '../../i18n/audienceTexts.ts';

/** Activity segments: columns of the audience's share per segment, NEW to HEAVY. */
export const activitySegmentsWidget = defineWidget<'activity-segments', ActivitySegmentsResponse, unknown, undefined>({
  type: 'activity-segments',
  titleKey: 'widgets.activitySegments.title',
  helpKey: 'widgets.activitySegments.help',
  dataset: AUDIENCE_DATASETS.activitySegments,
  entityTypes: ['advertiser'],
  channelFree: true,
  defaultOptions: undefined,
  buildRequest: buildAudienceRequest,
  isEmpty: hasNoElements,
  component: ActivitySegmentsView,
  skeleton: ActivitySegmentsSkeleton,
  texts: { empty: 'widget.empty', emptyHint: 'widget.emptyHint', error: 'widget.error' },
  chartKind: 'column',
  defaultSize: { w: 6, h: 9 },
  textBundle: audienceTexts,
  // The one table of this dataset, for Copy data and the server's Excel and TSV.
  exportTable: DATASET_EXPORT_TABLES[AUDIENCE_DATASETS.activitySegments],
});
