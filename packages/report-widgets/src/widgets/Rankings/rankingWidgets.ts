import { REPORT_DATASETS } from '@adlens/core';
import { defineRankingWidget } from './defineRankingWidget.tsx';

/**
 * Top publishers of an advertiser, a category, or a campaign, keyword or brand (through their
 * creatives' estimated spend per publisher).
 */
export const topPublishersWidget = defineRankingWidget({
  type: 'top-publishers',
  titleKey: 'widgets.topPublishers.title',
  helpKey: 'widgets.topPublishers.help',
  dataset: REPORT_DATASETS.topPublishers,
  entityTypes: ['advertiser', 'category', 'campaign', 'keyword', 'brand'],
});

/** Top advertisers of a publisher, keyword, brand or category. */
export const topAdvertisersWidget = defineRankingWidget({
  type: 'top-advertisers',
  titleKey: 'widgets.topAdvertisers.title',
  helpKey: 'widgets.topAdvertisers.help',
  dataset: REPORT_DATASETS.topAdvertisers,
  entityTypes: ['publisher', 'keyword', 'brand', 'category'],
});

/** The YouTube channels an advertiser's (or a category's) video ads ran on. */
export const youtubeChannelsWidget = defineRankingWidget({
  type: 'youtube-channels',
  titleKey: 'widgets.youtubeChannels.title',
  helpKey: 'widgets.youtubeChannels.help',
  dataset: REPORT_DATASETS.youtubeChannels,
  entityTypes: ['advertiser', 'category'],
});

/** The apps an advertiser's in-app ads ran on; each row names its platform (Android, iOS). */
export const topAppsWidget = defineRankingWidget({
  type: 'top-apps',
  titleKey: 'widgets.topApps.title',
  helpKey: 'widgets.topApps.help',
  dataset: REPORT_DATASETS.topApps,
  entityTypes: ['advertiser', 'category'],
});

/** The publishers of a category's advertisers. */
export const categoryPublishersWidget = defineRankingWidget({
  type: 'category-publishers',
  titleKey: 'widgets.categoryPublishers.title',
  helpKey: 'widgets.categoryPublishers.help',
  dataset: REPORT_DATASETS.categoryPublishers,
  entityTypes: ['category'],
});

/** The advertisers leading a category. */
export const marketLeadersWidget = defineRankingWidget({
  type: 'market-leaders',
  titleKey: 'widgets.marketLeaders.title',
  helpKey: 'widgets.marketLeaders.help',
  dataset: REPORT_DATASETS.marketLeaders,
  entityTypes: ['category'],
});

/**
 * The start page's top lists: the market's top advertisers or publishers, or advertisers by
 * impressions or spend (custom parameter `metric=ADVERTISERS|PUBLISHERS|IMPRESSIONS|SPEND`). The item
 * carries no entity, only the filters.
 */
export const startTopItemsWidget = defineRankingWidget({
  type: 'start-top-items',
  titleKey: 'widgets.startTopItems.title',
  helpKey: 'widgets.startTopItems.help',
  dataset: REPORT_DATASETS.startTopItems,
  entityTypes: ['advertiser', 'publisher'],
  defaultOptions: { topList: 'ADVERTISERS' },
});
