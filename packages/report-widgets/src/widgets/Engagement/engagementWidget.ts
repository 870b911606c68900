import { AUDIENCE_DATASETS, type EngagementResponse } from '@adlens/core';
import { buildAudienceRequest } from '../../audience/buildAudienceRequest.ts';
import { defineWidget } from '../../registry/widgetDefinition.ts';
import { EngagementSkeleton } from './EngagementSkeleton.tsx';
import { EngagementView } from './EngagementView.tsx';
import { type EngagementExportRow, engagementExportRows, isEngagementEmpty } from './engagementData.ts';
import { audienceTexts } from '../../i18n/audienceTexts.ts';

/** Engagement: the audience's activity by weekday and hour as a quartile heatmap (spec §3, §9). */
export const engagementWidget = defineWidget<'engagement', EngagementResponse, EngagementExportRow, undefined>({
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
  defaultSize: { w: 12, h: 3 },
  exportRows: engagementExportRows,
  textBundle: audienceTexts,
  exportColumns: [
    { id: 'item', titleKey: 'widgets.charts.item', value: (row) => row.item },
    {
      id: 'weekday',
      titleKey: 'widgets.engagement.weekday',
      value: (row, t) => t(`widgets.engagement.weekday${row.weekday}`),
    },
    { id: 'hour', titleKey: 'widgets.engagement.hour', value: (row) => row.hour },
    { id: 'value', titleKey: 'widgets.engagement.value', value: (row) => row.value },
  ],
});
