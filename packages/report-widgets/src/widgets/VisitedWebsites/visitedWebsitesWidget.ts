import { AUDIENCE_DATASETS, type VisitedWebsitesResponse } from '@adlens/core';
import { hasNoElements } from '../../audience/audienceData.ts';
import { buildAudienceRequest } from '../../audience/buildAudienceRequest.ts';
import { defineWidget } from '../../registry/widgetDefinition.ts';
import { VisitedWebsitesSkeleton } from './VisitedWebsitesSkeleton.tsx';
import { VisitedWebsitesView } from './VisitedWebsitesView.tsx';
import { type VisitedWebsitesExportRow, visitedWebsitesExportRows } from './visitedWebsitesData.ts';
import { audienceTexts } from '../../i18n/audienceTexts.ts';

/** Most visited websites: the publishers the audience visits, by share, with affinity (spec §3). */
export const visitedWebsitesWidget = defineWidget<
  'visited-websites',
  VisitedWebsitesResponse,
  VisitedWebsitesExportRow,
  undefined
>({
  type: 'visited-websites',
  titleKey: 'widgets.visitedWebsites.title',
  helpKey: 'widgets.visitedWebsites.help',
  dataset: AUDIENCE_DATASETS.visitedWebsites,
  entityTypes: ['advertiser'],
  channelFree: true,
  defaultOptions: undefined,
  buildRequest: buildAudienceRequest,
  isEmpty: hasNoElements,
  component: VisitedWebsitesView,
  skeleton: VisitedWebsitesSkeleton,
  texts: { empty: 'widget.empty', emptyHint: 'widget.emptyHint', error: 'widget.error' },
  chartKind: 'table',
  defaultSize: { w: 6, h: 4 },
  exportRows: visitedWebsitesExportRows,
  textBundle: audienceTexts,
  exportColumns: [
    { id: 'item', titleKey: 'widgets.charts.item', value: (row) => row.item },
    { id: 'website', titleKey: 'widgets.visitedWebsites.website', value: (row) => row.website },
    { id: 'share', titleKey: 'widgets.audience.share', value: (row) => row.share },
    { id: 'affinity', titleKey: 'widgets.audience.affinity', value: (row) => row.affinity },
  ],
});
