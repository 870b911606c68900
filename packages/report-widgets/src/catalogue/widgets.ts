import { estimatedExpenditureWidget } from '../widgets/EstimatedExpenditure/estimatedExpenditureWidget.ts';
// List widgets
import {
  categoryPublishersWidget,
  marketLeadersWidget,
  startTopItemsWidget,
  topAdvertisersWidget,
  topAppsWidget,
  topPublishersWidget,
  youtubeChannelsWidget,
} from '../widgets/Rankings/rankingWidgets.ts';
import { topAdsWidget } from '../widgets/TopAds/topAdsWidget.ts';
import { topCampaignsWidget } from '../widgets/TopCampaigns/topCampaignsWidget.ts';
import { campaignHeaderWidget } from '../widgets/CampaignHeader/campaignHeaderWidget.ts';
// Chart widgets
import { adTypesWidget } from '../widgets/AdTypes/adTypesWidget.ts';
import { adPlacementsWidget } from '../widgets/AdPlacements/adPlacementsWidget.ts';
import { transactionMethodsWidget } from '../widgets/TransactionMethods/transactionMethodsWidget.ts';
import { mobilePlatformsWidget } from '../widgets/MobilePlatforms/mobilePlatformsWidget.ts';
import { channelShareWidget } from '../widgets/ChannelShare/channelShareWidget.ts';
import { expenditureTrendWidget } from '../widgets/ExpenditureTrend/expenditureTrendWidget.ts';
import { monthOverMonthWidget } from '../widgets/MonthOverMonth/monthOverMonthWidget.ts';
import { brandHeaderWidget } from '../widgets/BrandHeader/brandHeaderWidget.ts';
import { keywordsSummaryWidget } from '../widgets/KeywordsSummary/keywordsSummaryWidget.ts';
// Audience widgets: demographics and interests
import { activitySegmentsWidget } from '../widgets/ActivitySegments/activitySegmentsWidget.ts';
import { languagesWidget } from '../widgets/Languages/languagesWidget.ts';
import { genderAgeWidget } from '../widgets/GenderAge/genderAgeWidget.ts';
import { engagementWidget } from '../widgets/Engagement/engagementWidget.ts';
import { impressionMapWidget } from '../widgets/ImpressionMap/impressionMapWidget.ts';
import { visitedWebsitesWidget } from '../widgets/VisitedWebsites/visitedWebsitesWidget.ts';
import { topInterestsWidget } from '../widgets/TopInterests/topInterestsWidget.ts';
import { keywordVolumeWidget } from '../widgets/KeywordVolume/keywordVolumeWidget.ts';

/**
 * The widget registry: every widget type by its id. Adding a widget is a folder under `widgets/`
 * plus one line here.
 */
export const WIDGETS = {
  'estimated-expenditure': estimatedExpenditureWidget,
  // List widgets
  'top-publishers': topPublishersWidget,
  'top-advertisers': topAdvertisersWidget,
  'youtube-channels': youtubeChannelsWidget,
  'top-apps': topAppsWidget,
  'category-publishers': categoryPublishersWidget,
  'market-leaders': marketLeadersWidget,
  'start-top-items': startTopItemsWidget,
  'top-ads': topAdsWidget,
  'top-campaigns': topCampaignsWidget,
  'campaign-header': campaignHeaderWidget,
  // Chart widgets
  'ad-types-distribution': adTypesWidget,
  'ad-placements': adPlacementsWidget,
  'transaction-methods': transactionMethodsWidget,
  'mobile-platforms': mobilePlatformsWidget,
  'channel-share': channelShareWidget,
  'expenditure-trend': expenditureTrendWidget,
  'month-over-month-change': monthOverMonthWidget,
  'brand-header': brandHeaderWidget,
  'keywords-summary': keywordsSummaryWidget,
  // Audience widgets: demographics and interests
  'activity-segments': activitySegmentsWidget,
  languages: languagesWidget,
  'gender-age': genderAgeWidget,
  engagement: engagementWidget,
  'impression-map': impressionMapWidget,
  'visited-websites': visitedWebsitesWidget,
  'top-interests': topInterestsWidget,
  'keyword-volume': keywordVolumeWidget,
} as const;

export type WidgetType = keyof typeof WIDGETS;
export type RegisteredWidgetDefinition = (typeof WIDGETS)[WidgetType];

export function getWidgetDefinition<TType extends WidgetType>(type: TType): (typeof WIDGETS)[TType] {
  return WIDGETS[type];
}
