import { type CreativesResponse, REPORT_DATASETS } from '@adlens/core';
import { defineWidget } from '../../registry/widgetDefinition.ts';
import {
  DEFAULT_TOP_ADS_OPTIONS,
  type TopAdsExportRow,
  type TopAdsOptions,
  buildTopAdsRequest,
  isTopAdsEmpty,
  topAdsExportRows,
} from './topAdsData.ts';
import { TopAdsControls } from './TopAdsControls.tsx';
import { TopAdsSkeleton } from './TopAdsSkeleton.tsx';
import { TopAdsView } from './TopAdsView.tsx';

/**
 * Top ads: the creative gallery of an advertiser, campaign, brand or keyword (via its campaigns), or of
 * a publisher (the creatives the API estimates ran on it, see apps/api migration 0011).
 */
export const topAdsWidget = defineWidget<'top-ads', CreativesResponse, TopAdsExportRow, TopAdsOptions>({
  type: 'top-ads',
  titleKey: 'widgets.topAds.title',
  helpKey: 'widgets.topAds.help',
  dataset: REPORT_DATASETS.creatives,
  entityTypes: ['advertiser', 'publisher', 'campaign', 'brand', 'keyword'],
  // spec reports-data §7: creatives are read with the report view token.
  needsViewToken: true,
  defaultOptions: DEFAULT_TOP_ADS_OPTIONS,
  buildRequest: buildTopAdsRequest,
  isEmpty: isTopAdsEmpty,
  component: TopAdsView,
  controls: TopAdsControls,
  skeleton: TopAdsSkeleton,
  texts: { empty: 'widget.empty', emptyHint: 'widget.emptyHint', error: 'widget.error' },
  chartKind: 'gallery',
  defaultSize: { w: 12, h: 5 },
  exportRows: topAdsExportRows,
  exportCreativeIds: (items) => items.flatMap(({ data }) => data.creatives.elements.map((creative) => creative.id)),
  exportColumns: [
    { id: 'item', titleKey: 'widgets.rankings.item', value: (row) => row.item },
    { id: 'id', titleKey: 'widgets.topAds.creativeId', value: (row) => row.id },
    { id: 'advertiser', titleKey: 'entityType.advertiser', value: (row) => row.advertiser },
    { id: 'type', titleKey: 'widgets.topAds.creativeType', value: (row) => row.type },
    { id: 'size', titleKey: 'widgets.topAds.size', value: (row) => row.size },
    { id: 'firstSeen', titleKey: 'widgets.topAds.firstSeen', value: (row) => row.firstSeen },
    { id: 'lastSeen', titleKey: 'widgets.topAds.lastSeen', value: (row) => row.lastSeen },
    { id: 'impressions', titleKey: 'widgets.topAds.impressions', value: (row) => row.impressions },
    { id: 'expenses', titleKey: 'widgets.topAds.spend', value: (row) => row.expenses },
    { id: 'campaign', titleKey: 'widgets.topAds.campaign', value: (row) => row.campaign },
    { id: 'landingPage', titleKey: 'widgets.topAds.landingPage', value: (row) => row.landingPage },
  ],
});
