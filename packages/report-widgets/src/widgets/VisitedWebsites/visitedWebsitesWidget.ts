import { AUDIENCE_DATASETS, type VisitedWebsitesResponse, DATASET_EXPORT_TABLES } from '@adlens/core';
import { hasNoElements } from '../../audience/audienceData.ts';
import { buildAudienceRequest } from '../../audience/buildAudienceRequest.ts';
import { defineWidget } from '../../contract/widgetDefinition.ts';
import { VisitedWebsitesSkeleton } from './VisitedWebsitesSkeleton.tsx';
import { VisitedWebsitesView } from './VisitedWebsitesView.tsx';

import { audienceTexts } from '../../i18n/audienceTexts.ts';

/** Most visited websites: the publishers the audience visits, by share, with affinity. */
export const visitedWebsitesWidget = defineWidget<'visited-websites', VisitedWebsitesResponse, unknown, undefined>({
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
  defaultSize: { w: 6, h: 9 },
  textBundle: audienceTexts,
  // The one table of this dataset, for Copy data and the server's Excel and TSV.
  exportTable: DATASET_EXPORT_TABLES[AUDIENCE_DATASETS.visitedWebsites],
});
