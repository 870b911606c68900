import { AUDIENCE_DATASETS, type ActivitySegmentsResponse } from '@adlens/core';
import { type AudienceExportRow, audienceExportRows, hasNoElements } from '../../audience/audienceData.ts';
import { buildAudienceRequest } from '../../audience/buildAudienceRequest.ts';
import { defineWidget } from '../../registry/widgetDefinition.ts';
import { ActivitySegmentsSkeleton } from './ActivitySegmentsSkeleton.tsx';
import { ActivitySegmentsView } from './ActivitySegmentsView.tsx';
import { audienceTexts } from '../../i18n/audienceTexts.ts';

export type ActivitySegmentsExportRow = AudienceExportRow<ActivitySegmentsResponse['elements'][number]>;

/** Activity segments: columns of the audience's share per segment, NEW to HEAVY (spec §3). */
export const activitySegmentsWidget = defineWidget<
  'activity-segments',
  ActivitySegmentsResponse,
  ActivitySegmentsExportRow,
  undefined
>({
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
  defaultSize: { w: 6, h: 4 },
  exportRows: audienceExportRows,
  textBundle: audienceTexts,
  exportColumns: [
    { id: 'item', titleKey: 'widgets.charts.item', value: (row) => row.item },
    {
      id: 'segment',
      titleKey: 'widgets.activitySegments.segment',
      value: (row, t) => t(`widgets.activitySegments.${row.code}`),
    },
    { id: 'share', titleKey: 'widgets.audience.share', value: (row) => row.share },
    { id: 'deviation', titleKey: 'widgets.audience.deviation', value: (row) => row.deviation },
  ],
});
