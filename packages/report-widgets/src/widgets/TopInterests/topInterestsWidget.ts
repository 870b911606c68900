import { AUDIENCE_DATASETS, type TopInterestsResponse } from '@adlens/core';
import { type AudienceExportRow, audienceExportRows, hasNoElements } from '../../audience/audienceData.ts';
import { buildAudienceRequest } from '../../audience/buildAudienceRequest.ts';
import { defineWidget } from '../../registry/widgetDefinition.ts';
import { TopInterestsSkeleton } from './TopInterestsSkeleton.tsx';
import { TopInterestsView } from './TopInterestsView.tsx';
import { audienceTexts } from '../../i18n/audienceTexts.ts';

export type TopInterestsExportRow = AudienceExportRow<TopInterestsResponse['elements'][number]>;

/** Top interests: interest categories of the audience with share and affinity (spec §3). */
export const topInterestsWidget = defineWidget<'top-interests', TopInterestsResponse, TopInterestsExportRow, undefined>(
  {
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
    defaultSize: { w: 6, h: 4 },
    exportRows: audienceExportRows,
    textBundle: audienceTexts,
    exportColumns: [
      { id: 'item', titleKey: 'widgets.charts.item', value: (row) => row.item },
      { id: 'interest', titleKey: 'widgets.topInterests.interest', value: (row) => row.title },
      { id: 'share', titleKey: 'widgets.audience.share', value: (row) => row.share },
      { id: 'affinity', titleKey: 'widgets.audience.affinity', value: (row) => row.affinity },
    ],
  },
);
