import { type CreativesResponse, REPORT_DATASETS, DATASET_EXPORT_TABLES } from '@adlens/core';
import { defineWidget } from '../../contract/widgetDefinition.ts';
import {
  DEFAULT_TOP_ADS_OPTIONS,
  type TopAdsOptions,
  buildTopAdsRequest,
  isTopAdsEmpty,
  topAdsChoices,
} from './topAdsData.ts';
import { TopAdsControls } from './TopAdsControls.tsx';
import { TopAdsSkeleton } from './TopAdsSkeleton.tsx';
import { TopAdsView } from './TopAdsView.tsx';

/**
 * Top ads: the creative gallery of an advertiser, campaign, brand or keyword (via its campaigns), or of
 * a publisher (the creatives the API estimates ran on it, see apps/api migration 0011), or of a category
 * (its advertisers' creatives).
 */
export const topAdsWidget = defineWidget<'top-ads', CreativesResponse, unknown, TopAdsOptions>({
  type: 'top-ads',
  titleKey: 'widgets.topAds.title',
  helpKey: 'widgets.topAds.help',
  dataset: REPORT_DATASETS.creatives,
  entityTypes: ['advertiser', 'publisher', 'campaign', 'brand', 'keyword', 'category'],
  // Creatives are read with the report view token.
  needsViewToken: true,
  defaultOptions: DEFAULT_TOP_ADS_OPTIONS,
  buildRequest: buildTopAdsRequest,
  isEmpty: isTopAdsEmpty,
  component: TopAdsView,
  controls: TopAdsControls,
  savedChoices: topAdsChoices,
  skeleton: TopAdsSkeleton,
  texts: {
    empty: 'widget.empty',
    emptyHint: 'widget.emptyHint',
    error: 'widget.error',
    noBenchmark: 'benchmark.topAds',
  },
  chartKind: 'gallery',
  defaultSize: { w: 12, h: 10 },
  exportCreativeIds: (items) => items.flatMap(({ data }) => data.creatives.elements.map((creative) => creative.id)),
  // The one table of this dataset, for Copy data and the server's Excel and TSV.
  exportTable: DATASET_EXPORT_TABLES[REPORT_DATASETS.creatives],
});
