import type { DataChannel, DataDevice } from '../channel.ts';
import type { InAppPackage } from './packages.ts';
import type { EntitySummary, EntityType } from '../entityType.ts';
import type { IsoDate } from '../period.ts';
import type { FigureBasis } from './figureBasis.ts';

/**
 * The datasets behind the ad-intelligence reports:
 * their names and response shapes, one definition for the API that answers and the widgets that draw.
 *
 * One request describes one report item: the ids it names are aggregated into one figure (a single
 * entity, or a group such as `advertiser=(12,40)`). A comparison asks once per compared item, so each
 * item's answer is cached on its own and comparing A with B reuses A's report (docs/decisions/widgets-and-charts.md).
 * `estimated-expenditure` is the exception kept from the first release: it answers per id.
 */
export const REPORT_DATASETS = {
  adTypes: 'ad-types-distribution',
  adPlacements: 'ad-placements',
  transactionMethods: 'transaction-methods',
  mobilePlatforms: 'mobile-platforms',
  channelShare: 'channel-share',
  topPublishers: 'top-publishers',
  topAdvertisers: 'top-advertisers',
  youtubeChannels: 'youtube-channels',
  topApps: 'top-apps',
  categoryPublishers: 'category-publishers',
  marketLeaders: 'market-leaders',
  startTopItems: 'start-top-items',
  creatives: 'creatives',
  topCampaigns: 'top-campaigns',
  expenditureTrend: 'expenditure-trend',
  monthOverMonth: 'month-over-month-change',
  campaignHeader: 'campaign-header',
  brandHeader: 'brand-header',
  keywordsSummary: 'keywords-summary',
} as const;
export type ReportDatasetName = (typeof REPORT_DATASETS)[keyof typeof REPORT_DATASETS];

/** Filter datasets (countries, channels, periods, currencies, available-publishers). */
export const FILTER_DATASETS = {
  package: 'package',
  countries: 'countries',
  channels: 'channels',
  periods: 'periods',
  currencies: 'currencies',
  availablePublishers: 'available-publishers',
  allCategories: 'all-categories',
} as const;

/** Enumerations. */
export const CREATIVE_TYPES = [
  'BANNER',
  'ANIMATED_BANNER',
  'VIDEO',
  'SOCIAL',
  'SOCIAL_IMAGE',
  'SOCIAL_VIDEO',
  'SOCIAL_CAROUSEL',
  'SOCIAL_PROMOTED_ACCOUNT',
] as const;
export type CreativeType = (typeof CREATIVE_TYPES)[number];

export const AD_PLACEMENTS = [
  'UNKNOWN',
  'ABOVE_THE_FOLD',
  'BELOW_THE_FOLD',
  'FAR_BELOW_THE_FOLD',
  'PRE_ROLL',
  'MID_ROLL',
  'POST_ROLL',
  'MASTHEADS',
  'FEED',
  'RIGHT_COLUMN',
  'MARKETPLACE',
  'WATCH_PAGE',
  'STORIES',
  'IN_STREAM',
  'REELS',
  'CAROUSEL',
] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];

export const BUYING_METHODS = [
  'PROGRAMMATIC',
  'ADNETWORK',
  'DIRECT',
  'PROGRAMMATIC_ADNETWORK',
  'PROGRAMMATIC_DIRECT',
  'HOUSEAD',
] as const;
export type BuyingMethod = (typeof BUYING_METHODS)[number];

export const PUBLISHER_KINDS = [
  'WEBSITE',
  'YOUTUBE',
  'YOUTUBE_CHANNEL',
  'ANDROID_APP',
  'IOS_APP',
  'SOCIAL',
  'UNKNOWN',
] as const;
export type PublisherKind = (typeof PUBLISHER_KINDS)[number];

export const MOBILE_PLATFORMS = ['ANDROID', 'IOS'] as const;
export type MobilePlatform = (typeof MOBILE_PLATFORMS)[number];

/** All descending. */
export const CREATIVE_SORTS = ['NEWEST', 'IMPRESSIONS', 'EXPENSES', 'DURATION'] as const;
export type CreativeSort = (typeof CREATIVE_SORTS)[number];

export const TREND_INTERVALS = ['DAILY', 'WEEKLY', 'MONTHLY', 'QUARTERLY'] as const;
export type TrendInterval = (typeof TREND_INTERVALS)[number];

/** Start-page top lists. */
export const TOP_LIST_METRICS = ['ADVERTISERS', 'PUBLISHERS', 'IMPRESSIONS', 'SPEND', 'CREATIVES'] as const;
export type TopListMetric = (typeof TOP_LIST_METRICS)[number];

export interface Measures {
  impressions: number;
  /** Estimated spend in the response's `currency`. */
  expenses: number;
}

/** The period a response covers, resolved against the data (docs/product/periods.md). */
export interface DatasetPeriod {
  id: string;
  start: IsoDate;
  end: IsoDate;
}

interface ReportDatasetResponse {
  currency: string;
  period: DatasetPeriod;
  /**
   * Category items only: advertisers of the category and its subcategories with data in the period
   * (the filters' period, countries and channels), what the industry benchmark '(Avg)' divides by.
   */
  advertisersCount?: number;
  /**
   * true on an industry benchmark's answer (`benchmark=` parameter): every impressions and spend
   * amount is the category's total divided by `advertisersCount`, and changes are those of the
   * averages. Shares and counts stay as they are.
   */
  averagedPerAdvertiser?: boolean;
}

export type ChannelMeasures = { channel: DataChannel } & Measures;

/**
 * A split of an item's figures by a code: ad types, placements, buying methods, mobile platforms,
 * channel share of voice. Items are sorted by impressions, largest first; `share` is the percent of
 * `total.impressions` (0–100); codes without data are left out.
 */
export interface DistributionResponse<TCode extends string = string> extends ReportDatasetResponse {
  total: Measures;
  items: DistributionItem<TCode>[];
}
export interface DistributionItem<TCode extends string = string> extends Measures {
  code: TCode;
  share: number;
  /** Present for transaction methods (the details view) and channel share. */
  byChannel?: ChannelMeasures[];
}
export type AdTypesResponse = DistributionResponse<CreativeType>;
export type AdPlacementsResponse = DistributionResponse<AdPlacement>;
export type TransactionMethodsResponse = DistributionResponse<BuyingMethod>;
export type MobilePlatformsResponse = DistributionResponse<MobilePlatform>;
export type ChannelShareResponse = DistributionResponse<DataChannel>;

/**
 * An entity as rankings and the per-entity datasets (`advertisers`, `publishers`, … by ids or `q`)
 * answer it: publishers carry their kind and title suffix ('YT channel', 'Android', 'iOS').
 */
export type ResolvedEntity = EntitySummary & { suffix?: string };

/** The figure a ranked list is ordered by; its rank, share and change are of the same figure. */
export const RANKING_METRICS = ['impressions', 'expenses'] as const;
export type RankingMetric = (typeof RANKING_METRICS)[number];

/**
 * A ranked entity with its figures for the item (top publishers, advertisers, apps, channels…).
 * Rank and share are the row's in the whole list, so a search or a later page never changes them.
 */
export interface RankingRow extends Measures {
  entity: ResolvedEntity;
  /** 1-based place in the whole list, by the response's `metric` (largest first). */
  rank: number;
  /** Percent (0–100) of the whole list's total of the response's `metric`. */
  share: number;
  /** Change of the response's `metric` against the previous equally long period, in percent; null without one. */
  change: number | null;
}

/**
 * Ranked lists: top publishers of an advertiser, top advertisers of a publisher or keyword, YouTube
 * channels, top apps, category publishers, market leaders. Paged by `page`/`size` (default size 10),
 * searchable by `q` (name contains), sorted by impressions unless `sort=expenses-desc`.
 */
export interface RankingResponse extends ReportDatasetResponse {
  /** The type of the ranked rows. */
  entityType: EntityType;
  /** Rows' and the total's figures are the request's cell; `entity.impressionsCount` a lifetime total. */
  basis?: FigureBasis;
  /** What the list is ordered by, and what every row's rank, share and change are of. */
  metric: RankingMetric;
  /** The whole list's figures, whatever the search keeps: the base of every row's share. */
  total: Measures;
  elements: RankingRow[];
  /** Rows that match the search (all rows without one): what the pages reach. */
  count: { total: number };
}

/** Creative. `imageUrl` and `videoUrl` are API-relative media paths. */
export interface Creative {
  id: number;
  size: { width: number; height: number };
  imageUrl: string;
  videoUrl: string | null;
  /** Seconds, for video creatives. */
  duration: number | null;
  totalImpressions: number;
  totalExpenses: number;
  type: { code: CreativeType; title: string };
  detectionRange: { first: IsoDate; last: IsoDate; duration: number };
  advertiser: EntitySummary;
  campaign: { id: number; title: string; landingPageUrl: string };
  placement: AdPlacement;
  channel: DataChannel;
  device: DataDevice;
}

/**
 * Top ads: `sort` is one of CREATIVE_SORTS (custom parameter `sort=NEWEST`…),
 * `f.type=in(BANNER,VIDEO)` filters ad types, `page`/`size` page; needs the report view token.
 */
/**
 * A list's count. `resultsLimit`: present when
 * the package caps the list; no row past that many is ever returned, whatever the page, while `total`
 * still counts every match (the widget is restricted when the count exceeds the limit).
 */
export interface ListCount {
  total: number;
  resultsLimit?: number;
}

export interface CreativesResponse extends ReportDatasetResponse {
  creatives: { elements: Creative[]; count: ListCount };
}

export interface CampaignRow extends Measures {
  id: number;
  title: string;
  /** Image of the campaign's most seen creative. */
  icon: string | null;
  advertiser: EntitySummary;
  homePageUrl: string;
  firstSeen: IsoDate;
  lastSeen: IsoDate;
  /** Days between first and last seen, inclusive. */
  duration: number;
  creativesCount: number;
  channels: DataChannel[];
}

/** Top campaigns: paged (5 rows, 20 in full screen), sorted by impressions. */
export interface CampaignsResponse extends ReportDatasetResponse {
  elements: CampaignRow[];
  count: ListCount;
}

/** Expenditure trend and breakdown: one point per interval (custom parameter `interval`). */
export interface TrendResponse extends ReportDatasetResponse {
  /** The interval the points are drawn at (the one asked for when `supportedIntervals` has it). */
  interval: TrendInterval;
  /**
   * The intervals this item's data can be drawn at for the period: advertisers have daily figures,
   * every other report monthly ones, so those offer no Daily or Weekly (core `dataTrendIntervals`).
   */
  supportedIntervals: TrendInterval[];
  /**
   * The period's figures, rounded once: estimated-expenditure's for the same filters. The
   * points are rounded one by one, so their sum can differ from it by a cent or an impression.
   */
  total?: Measures;
  /** Every interval of the period inside the data, in order; one without data is all zeros. */
  points: TrendPoint[];
}
export interface TrendPoint extends Measures {
  /** First day covered: the interval's first day (weeks start on Monday), or the period's first day. */
  start: IsoDate;
  /** Last day covered: the interval's last day, or the period's (or the data's) last day. */
  end: IsoDate;
  /** The point covers fewer days than its whole week, month or quarter (core `trendBuckets`). */
  partial: boolean;
  byChannel: ChannelMeasures[];
}

/**
 * Month-over-month change: the month of the period's last day against the month before, like with
 * like (`basis`): two whole months; the month to date against the same days of the month before
 * (daily figures); or, when the latest month is not complete and the figures are monthly, the last
 * two whole months. Each side states the days it covers.
 */
export interface MonthOverMonthResponse extends ReportDatasetResponse {
  basis: 'WHOLE_MONTHS' | 'MONTH_TO_DATE' | 'LAST_WHOLE_MONTHS';
  current: MonthFigures;
  previous: MonthFigures;
  change: { impressions: number | null; expenses: number | null };
}
export interface MonthFigures extends Measures {
  /** 'YYYY-MM' */
  month: string;
  /** The days counted. */
  start: IsoDate;
  end: IsoDate;
}

export interface CampaignHeaderResponse extends ReportDatasetResponse {
  campaign: CampaignRow & { keywords: string[] };
}

export interface BrandHeaderResponse extends ReportDatasetResponse {
  brand: {
    id: number;
    name: string;
    domain: string;
    homePageUrl: string;
    icon: string | null;
    master: EntitySummary | null;
    subBrands: EntitySummary[];
    category: EntitySummary | null;
  } & Measures;
}

/**
 * How keyword figures are attributed: each of a campaign's keywords is credited an equal share of the
 * campaign, so they are estimates and a campaign's keywords add up to it.
 */
export const KEYWORD_ATTRIBUTION = 'EQUAL_SHARE_OF_CAMPAIGN';

export interface KeywordsSummaryResponse extends ReportDatasetResponse {
  attribution: typeof KEYWORD_ATTRIBUTION;
  elements: ({ id: number; name: string; campaignsCount: number; advertisersCount: number } & Measures)[];
}

/** Filters: an option a filter menu lists. */
interface FilterOption {
  disabled: boolean;
  restricted: boolean;
  /**
   * A trial's premium entry: outside the package, yet
   * choosable — each report view with it spends one of the trial's premium searches. Set by the app.
   */
  premium?: boolean;
  /**
   * What a restricted entry's lock says (e.g. 'Unlock {channel}
   * data…'); the menu's generic text without one. Set by the app.
   */
  restrictedReason?: string;
}
export interface CountryOption extends FilterOption {
  id: number;
  code: string;
  title: string;
}
export interface DeviceOption extends FilterOption {
  code: DataDevice | 'ALL';
  title: string;
}
export interface ChannelOption extends FilterOption {
  id: string;
  type: DataChannel | 'ALL';
  title: string;
  devices: DeviceOption[];
  impressions: number;
  expenses: number;
}
export interface PeriodOption extends FilterOption {
  id: string;
  code: string;
  /** QUARTERLY and ANNUAL are composed on the client from the MONTHLY ones (core calendarPeriodOptions). */
  type: 'PREDEFINED' | 'MONTHLY' | 'QUARTERLY' | 'ANNUAL' | 'RANGE';
  title: string;
  start: IsoDate;
  end: IsoDate;
  supportedIntervals: { code: TrendInterval; title: string }[];
  defaultInterval: { code: TrendInterval };
}
export interface CurrencyOption {
  id: string;
  code: string;
  name: string;
  symbol: string;
  defaultFractionDigits: number;
}

/**
 * The signed-in customer's package as the filters see it:
 * which channels, countries and periods exist and which are restricted by the plan.
 */
export interface PackageResponse {
  channels: { elements: ChannelOption[] };
  countries: { elements: CountryOption[] };
  periods: { elements: PeriodOption[] };
  /** Longest period the plan allows, in months; null when unlimited. */
  maxPeriodMonths: number | null;
  features: { category: boolean; brand: boolean; advertiserBenchmark: boolean; brandBenchmark: boolean };
  /**
   * Package: the customer's package as `GET inapps` lists it; null without one. Optional
   * in the type only (older answers and fixtures); the API always sends it.
   */
  package?: InAppPackage | null;
  /** Next-package rule (core nextPackage): null at the top or without a package. */
  nextPackage?: InAppPackage | null;
  /** Package info: available-countries count. */
  availableCountriesCount?: number;
  /** Package info: report-views limit with DAILY and MONTHLY counters; limit null = unlimited. */
  reportViews?: Record<'DAILY' | 'MONTHLY', { limit: number | null; used: number }>;
  /**
   * Trial search limit (20 premium searches): how many report views of channels or
   * countries outside the trial package were used; null for other customers.
   */
  trialSearches?: { limit: number; used: number } | null;
  /**
   * Channels the session's reports leave out altogether, so the channel list does not name them: a
   * partner integration's connected TV (docs/product/channels.md). Lets 'All channels' say what it is
   * not made of (core channelSetNames). Optional in the type only; the API always sends it.
   */
  unlistedChannels?: UnlistedChannel[];
}
/** A channel the session cannot read at all, with the devices only it is seen on. */
export interface UnlistedChannel {
  type: DataChannel;
  title: string;
  devices: { code: DataDevice; title: string }[];
}
export interface ElementsResponse<T> {
  elements: T[];
}
export interface AvailablePublisher {
  id: number;
  name: string;
  favIconUrl: string | null;
  type: PublisherKind;
  channels: { elements: DataChannel[] };
}
export interface CategoryItem {
  id: number;
  name: string;
  parentId: number | null;
  icon: string | null;
}
