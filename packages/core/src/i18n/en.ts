/**
 * The English dictionary (default language 'en'). Texts the product
 * quotes are reproduced exactly; interpolation uses i18next's `{{name}}`.
 */
export const en = {
  entityType: {
    advertiser: 'Advertiser',
    advertiser_plural: 'Advertisers',
    publisher: 'Publisher',
    publisher_plural: 'Publishers',
    campaign: 'Campaign',
    campaign_plural: 'Campaigns',
    keyword: 'Keyword',
    keyword_plural: 'Keywords',
    category: 'Category',
    category_plural: 'Categories',
    brand: 'Brand',
    brand_plural: 'Brands',
  },
  channel: {
    ALL: 'All channels',
    DISPLAY: 'Display',
    VIDEO: 'Video',
    SOCIAL: 'Social',
    CONNECTED_TV: 'Connected TV',
    INAPP: 'In-app',
  },
  /**
   * What 'All channels' and 'All devices' stand for when a plan or a partner integration leaves
   * channels out (core channelSetNames): the set named, and a line saying what is left out and why.
   */
  channelSet: {
    channelsInPlan: 'All channels in your plan: {{list}}',
    channelsInIntegration: 'All channels in this integration: {{list}}',
    devicesInPlan: 'All devices in your plan: {{list}}',
    devicesInIntegration: 'All devices in this integration: {{list}}',
    notInPlan: 'Not in your plan: {{list}}',
    notInIntegration: 'Not available in this integration: {{list}}',
  },
  device: {
    ALL: 'All devices',
    DESKTOP: 'Desktop',
    MOBILE: 'Mobile',
    SMART_TV: 'Smart TV',
  },
  period: {
    LAST_7_DAYS: 'Last 7 days',
    LAST_30_DAYS: 'Last 30 days',
    LAST_3_MONTHS: 'Last 3 months',
    LAST_12_MONTHS: 'Last 12 months',
    YEAR_TO_DATE: 'Year to date',
  },
  login: {
    title: 'Log In',
    email: 'E-mail address',
    password: 'Password',
    remember: 'Remember this device for 30 days',
    submit: 'Log In',
    forgot: 'Forgot password?',
  },
  search: {
    label: 'Search advertisers, publishers and more',
    placeholder: 'Search for an advertiser…',
    /** A search of one entity type names that type (report headings, the onboarding's domain step). */
    labelOf: {
      advertiser: 'Search advertisers',
      publisher: 'Search publishers',
      campaign: 'Search campaigns',
      keyword: 'Search keywords',
      category: 'Search categories',
      brand: 'Search brands',
    },
    placeholderOf: {
      advertiser: 'Search for an advertiser…',
      publisher: 'Search for a publisher…',
      campaign: 'Search for a campaign…',
      keyword: 'Search for a keyword…',
      category: 'Search for a category…',
      brand: 'Search for a brand…',
    },
    noResults: 'No results for “{{query}}”',
  },
  widget: {
    empty: "The widget doesn't have enough data.",
    emptyHint: 'Try changing the filter settings.',
    error: '{{title}} could not be loaded. Please try again later.',
    retry: 'Try again',
    loading: 'Loading {{title}}',
  },
  widgets: {
    estimatedExpenditure: {
      title: 'Estimated Expenditure',
      help: 'Estimated ad spend of the advertiser or brand in the selected channels, countries and period.',
      expenses: 'Estimated spend',
      impressions: 'Impressions',
      cpm: 'CPM',
      vsPrevious: 'vs previous period',
      byChannel: 'Spend by channel',
      chartDescription: 'Estimated spend of {{entity}} by channel: {{breakdown}}.',
    },
    // The names of the data's codes, read by the widgets and by
    // every export (exportTables): a file says 'Social video', never SOCIAL_VIDEO.
    adTypes: {
      BANNER: 'Banner',
      ANIMATED_BANNER: 'Animated banner',
      VIDEO: 'Video',
      SOCIAL: 'Social',
      SOCIAL_IMAGE: 'Social image',
      SOCIAL_VIDEO: 'Social video',
      SOCIAL_CAROUSEL: 'Social carousel',
      SOCIAL_PROMOTED_ACCOUNT: 'Promoted account',
    },
    adPlacements: {
      UNKNOWN: 'Unknown',
      ABOVE_THE_FOLD: 'Above the fold',
      BELOW_THE_FOLD: 'Below the fold',
      FAR_BELOW_THE_FOLD: 'Far below the fold',
      PRE_ROLL: 'Pre-roll',
      MID_ROLL: 'Mid-roll',
      POST_ROLL: 'Post-roll',
      MASTHEADS: 'Mastheads',
      FEED: 'Feed',
      RIGHT_COLUMN: 'Right column',
      MARKETPLACE: 'Marketplace',
      WATCH_PAGE: 'Watch page',
      STORIES: 'Stories',
      IN_STREAM: 'In-stream',
      REELS: 'Reels',
      CAROUSEL: 'Carousel',
    },
    transactionMethods: {
      PROGRAMMATIC: 'Programmatic',
      ADNETWORK: 'Ad network',
      DIRECT: 'Direct',
      PROGRAMMATIC_ADNETWORK: 'Programmatic ad network',
      PROGRAMMATIC_DIRECT: 'Programmatic direct',
      HOUSEAD: 'House ad',
    },
    mobilePlatforms: {
      ANDROID: 'Android',
      IOS: 'iOS',
    },
    activitySegments: {
      NEW: 'New',
      OCCASIONAL: 'Occasional',
      MODERATE: 'Moderate',
      FREQUENT: 'Frequent',
      RETURNING: 'Returning',
      HEAVY: 'Heavy',
    },
  },
  report: {
    advertiserTitle: 'Advertiser report',
  },
  /** The category directory, ad-intelligence/category/all (docs/decisions/search-and-discovery.md). */
  categoryDirectory: {
    title: 'All categories',
    intro: 'Every category and subcategory, grouped by the first letter of its name. Open one to see its report.',
    searchLabel: 'Search categories',
    searchPlaceholder: 'Find a category or subcategory…',
    clearSearch: 'Clear search',
    rangesLabel: 'Categories by first letter',
    rangeCount_one: '{{count}} category',
    rangeCount_other: '{{count}} categories',
    matchCount_one: '{{count}} match',
    matchCount_other: '{{count}} matches',
    impressions: '{{value}} impressions',
    impressionsUnit: 'impressions',
    period: 'Impressions from {{start}} to {{end}}',
    subcategoriesOf: 'Subcategories of {{name}}',
    emptyRange: 'No category starts with a letter from {{range}}.',
    emptyRangeHint: 'Choose another range above, or search for a category by name.',
    noResults: 'No category or subcategory matches “{{query}}”.',
    noResultsHint: 'Check the spelling or try a shorter part of the name.',
    noMatchInRange: 'Nothing in {{range}} matches “{{query}}”.',
    noMatchInRangeHint: 'Matches are under {{ranges}}.',
    resultsStatus_one: '{{count}} category matches “{{query}}”.',
    resultsStatus_other: '{{count}} categories match “{{query}}”.',
    loading: 'Loading categories',
    error: 'The categories could not be loaded.',
    retry: 'Try again',
    browseAll: 'Browse all categories',
  },
  /** 'Try an example' on empty report pages and in onboarding (docs/decisions/search-and-discovery.md). */
  demoPresets: {
    title: 'Try an example',
    intro: 'Not sure where to start? Open a ready-made {{type}} report with its filters set.',
    loading: 'Loading examples',
    versus: 'vs',
  },
} as const;

/** Widened so a derived dictionary (en-winmo) can hold different strings of the same shape. */
export type Dictionary = DeepStrings<typeof en>;
type DeepStrings<T> = { readonly [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
