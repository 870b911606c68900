import { AUDIENCE_DATASETS, type EngagementResponse, DATASET_EXPORT_TABLES } from '@adlens/core';
import { buildAudienceRequest } from '../../audience/buildAudienceRequest.ts';
import { defineWidget } from '../../contract/widgetDefinition.ts';
import { EngagementSkeleton } from './EngagementSkeleton.tsx';
import { EngagementView } from './EngagementView.tsx';
import { isEngagementEmpty } from './engagementData.ts';
import { audienceTexts } from '../../i18n/audienceTexts.ts';

/** Engagement: the audience's activity by weekday and hour as a quartile heatmap. */
export const engagementWidget = defineWidget<'engagement', EngagementResponse, unknown, undefined>({
  type: 'engagement',
  titleKey: 'widgets.engagement.title',
  helpKey: 'widgets.engagement.help',
  dataset: AUDIENCE_DATASETS.engagement,
  entityTypes: ['advertiser'],
  channelFree: true,
  defaultOptions: undefined,
  buildRequest: buildAudienceRequest,
  isEmpty: isEngagementEmpty,
  component: EngagementView,
  skeleton: EngagementSkeleton,
  texts: { empty: 'widget.empty', emptyHint: 'widget.emptyHint', error: 'widget.error' },
  chartKind: 'heatmap',
  defaultSize: { w: 12, h: 7 },
  textBundle: audienceTexts,
  // The one table of this dataset, for Copy data and the server's Excel and TSV.
  exportTable: DATASET_EXPORT_TABLES[AUDIENCE_DATASETS.engagement],
});
