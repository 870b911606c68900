export { ADLENS_PORTS, API_BASE_PATH, localOrigin } from './ports.ts';
export type { AdlensService } from './ports.ts';
export { ENTITY_TYPES, ENTITY_TYPE_INFO, isEntityType } from './entityType.ts';
export type { CampaignContext, EntitySummary, EntityType, EntityTypeInfo } from './entityType.ts';
export { campaignContextText, campaignDisplayName } from './campaignContext.ts';
export { entityDisplayName, publisherKindSuffix, publisherNameWithKind } from './entityDisplayName.ts';
export type { NamedEntity } from './entityDisplayName.ts';
export {
  ALL_CHANNELS,
  CHANNEL_DEVICES,
  CHANNEL_TYPES,
  DATA_CHANNELS,
  DEVICE_CODES,
  parseChannel,
  serializeChannel,
  sessionDataChannels,
} from './channel.ts';
export type { ChannelSelection, ChannelType, DataChannel, DataDevice, DeviceCode } from './channel.ts';
export {
  PERIOD_CODES,
  customPeriodId,
  isPeriodCode,
  isValidPeriodId,
  parseCustomPeriodId,
  parseIsoDate,
  periodLengthInMonths,
  previousRange,
  resolvePeriod,
  toIsoDate,
} from './period.ts';
export type { DateRange, IsoDate, PeriodCode } from './period.ts';
export {
  CONDITION_OPERATORS,
  DatasetRequestError,
  SORT_DIRECTIONS,
  parseDatasetRequest,
  serializeDatasetRequest,
} from './datasetRequest.ts';
export type {
  ConditionOperator,
  DatasetCondition,
  DatasetEntities,
  DatasetRequest,
  SortDirection,
} from './datasetRequest.ts';
export { API_ERROR_CODES, AUTH_MESSAGES, PACKAGE_LIMITS, VALIDATION_MESSAGES, isApiErrorBody } from './errors.ts';
export { STRONG_PASSWORD_PATTERN } from './errors.ts';
export type {
  ApiErrorBody,
  ApiErrorCode,
  DevicesLimitAttributes,
  OtpAttemptsExceededAttributes,
  PackageLimit,
  PackageLimitAttributes,
} from './errors.ts';
export { INAPPS_PATH, INAPP_PACKAGE_TYPES, PACKAGES_NOT_LOADED, nextPackage } from './datasets/packages.ts';
export type {
  InAppPackage,
  InAppPackageFeature,
  InAppPackageLimits,
  InAppPackageType,
  InAppsResponse,
} from './datasets/packages.ts';
export { ESTIMATED_EXPENDITURE_DATASET, combineEntityExpenditure } from './datasets/estimatedExpenditure.ts';
export type {
  ChannelExpenditure,
  EntityExpenditure,
  EstimatedExpenditureResponse,
} from './datasets/estimatedExpenditure.ts';
export { SEARCH_DEFAULT_SIZE, SEARCH_PER_TYPE_LIMIT } from './datasets/search.ts';
export type { SearchElement, SearchResponse } from './datasets/search.ts';
export {
  DEFAULT_CURRENCY,
  applyCurrencyTemplate,
  formatBigNumber,
  formatCurrency,
  formatCurrencyAxis,
  formatCurrencyShort,
  formatImpressions,
  formatMinval,
  formatPercent,
  formatShortNumber,
  formatTimer,
  formatTrend,
  trendDirection,
} from './format.ts';
export type { FormatPercentOptions, TrendDirection } from './format.ts';
export {
  formatDisplayDate,
  formatDisplayDateTime,
  formatEventTime,
  formatIsoDate,
  formatRelativeDate,
} from './formatDate.ts';
export { en } from './i18n/en.ts';
export type { Dictionary } from './i18n/en.ts';
export { enWinmo, toDomainWording } from './i18n/enWinmo.ts';
export { DEFAULT_LANGUAGE, DICTIONARIES, LANGUAGES } from './i18n/languages.ts';
export type { Language } from './i18n/languages.ts';
export {
  EMAIL_SUBSCRIPTION_STATES,
  INTEGRATION_PROVIDERS,
  PARTNER_TOKEN_AUDIENCE,
  REMEMBER_DEVICE_DAYS,
  ROLES,
  ROLE_PRIORITY,
  TOKEN_TYPES,
  TOKEN_VALIDITY_CHECK_MS,
  highestRole,
  isAdmin,
} from './auth.ts';
export { AUTH_COOKIE_NAME, SERVER_TOKEN_TYPES } from './auth.ts';
export { SEO_SUITE_PRODUCTS } from './seoSuiteProducts.ts';
export type { SeoSuiteProductId } from './seoSuiteProducts.ts';
export type {
  AccessTokenClaims,
  EmailSubscriptionState,
  IntegrationProvider,
  OwnTokenType,
  Role,
  SalesToolSessionClaims,
  SeoSuiteSessionClaims,
  PartnerSessionClaims,
  SalesToolTokenClaims,
  SeoSuiteTokenClaims,
  SessionUser,
} from './auth.ts';
// Report datasets and report views.
export { ENTITY_BASIS, FIGURE_BASIS } from './datasets/figureBasis.ts';
export type { FigureBasis } from './datasets/figureBasis.ts';
export {
  AD_PLACEMENTS,
  BUYING_METHODS,
  CREATIVE_SORTS,
  CREATIVE_TYPES,
  FILTER_DATASETS,
  KEYWORD_ATTRIBUTION,
  MOBILE_PLATFORMS,
  PUBLISHER_KINDS,
  RANKING_METRICS,
  REPORT_DATASETS,
  TOP_LIST_METRICS,
  TREND_INTERVALS,
} from './datasets/reportDatasets.ts';
export type {
  AdPlacement,
  AdPlacementsResponse,
  AdTypesResponse,
  AvailablePublisher,
  BrandHeaderResponse,
  BuyingMethod,
  CampaignHeaderResponse,
  CampaignRow,
  CampaignsResponse,
  CategoryItem,
  ChannelMeasures,
  ChannelOption,
  UnlistedChannel,
  ChannelShareResponse,
  CountryOption,
  Creative,
  CreativeSort,
  CreativeType,
  CreativesResponse,
  CurrencyOption,
  DatasetPeriod,
  DeviceOption,
  DistributionItem,
  DistributionResponse,
  ElementsResponse,
  KeywordsSummaryResponse,
  Measures,
  MobilePlatform,
  MobilePlatformsResponse,
  MonthFigures,
  MonthOverMonthResponse,
  ListCount,
  PackageResponse,
  PeriodOption,
  PublisherKind,
  RankingMetric,
  RankingResponse,
  RankingRow,
  ReportDatasetName,
  ResolvedEntity,
  TopListMetric,
  TransactionMethodsResponse,
  TrendInterval,
  TrendPoint,
  TrendResponse,
} from './datasets/reportDatasets.ts';
export {
  MODULE_TYPES,
  RECENTS_DEFAULT_SIZE,
  RECENTS_PATH,
  REPORT_VIEW_HEADER,
  REPORT_VIEW_TOKEN_MISSING,
  REPORT_VIEW_TOKEN_PATH,
  VIEW_TOKEN_DATASETS,
} from './datasets/reportViews.ts';
export type {
  ModuleType,
  RecentDatapoint,
  ReportContextType,
  ReportViewClaims,
  ReportViewRequest,
  UnsavedGroup,
} from './datasets/reportViews.ts';
export { FAVORITES_PAGE_SIZE, FAVORITES_PATH, FAVORITE_TYPES, SAVE_TO_FAVORITES_PATH } from './datasets/favorites.ts';
export {
  DASHBOARDS_PATH,
  DASHBOARD_CONFLICT_MESSAGE,
  DASHBOARD_LIMITS,
  DASHBOARD_LIMIT_MESSAGES,
  dashboardLimitsOf,
} from './datasets/dashboards.ts';
export {
  CLIPBOARD_UNSUPPORTED_MESSAGE,
  DOWNLOADS_PATH,
  DOWNLOAD_FAILED_MESSAGE,
  DOWNLOAD_POLL_MS,
  DOWNLOAD_STATUSES,
  DOWNLOAD_TYPES,
  EXPORT_FORMATS,
  EXPORT_LIMIT_KEYS,
  EXPORT_MAX_CREATIVES,
  EXPORT_MAX_SHEETS,
  EXPORT_PERIOD_MONTHS_KEY,
  EXPORT_REPORT_TYPES,
  EXPORT_SCOPES,
  EXPORT_STATUS_PATH,
  GENERATING_EXPORT_MESSAGE,
  IMAGE_EXPORT_QUALITY,
  IMAGE_EXPORT_SCALE,
  IMAGE_FOOTER_LOGO_MAX_HEIGHT,
  PDF_EXPORT_DELAY_MS,
  PDF_MARGIN_INCHES,
  PDF_PAGE_SCALE,
  WIDGET_EXPORT_OPTIONS,
  exportFeatureOf,
  exportReportTypeOf,
  exportScopeOf,
  isExportLimitExceeded,
  remainingExports,
} from './datasets/exports.ts';
export type {
  Download,
  DownloadStatus,
  DownloadType,
  ExportFormat,
  ExportLimitStatus,
  ExportReportType,
  ExportRequest,
  ExportScope,
  ExportSettings,
  ExportSheet,
  ExportStatus,
  WidgetExportOption,
} from './datasets/exports.ts';
export type {
  Dashboard,
  DashboardLayout,
  DashboardLimitKind,
  DashboardLimits,
  DashboardSummary,
  DashboardUpdate,
  DashboardWidget,
  DashboardsResponse,
} from './datasets/dashboards.ts';
export type {
  FavoriteDetails,
  FavoriteType,
  FavoritesResponse,
  SaveFavoriteRequest,
  SavedGroup,
} from './datasets/favorites.ts';

// Reports: URL items, groups, periods, default filters, recents and small rules
export {
  isComparison,
  isResolvedFromUrl,
  isSavedGroupId,
  maxReportItems,
  parseReportItems,
  reportEntityIds,
  reportItemEntityIds,
  reportItemKey,
  serializeReportItem,
  serializeReportItems,
} from './reportItem.ts';
export type { ReportItem } from './reportItem.ts';
export {
  MAX_VIRTUAL_GROUP_NUMBER,
  VIRTUAL_GROUP_ID_PREFIX,
  isVirtualGroupId,
  nextVirtualGroupNumber,
  virtualGroupId,
  virtualGroupTitle,
} from './virtualGroup.ts';
export {
  BENCHMARKED_TYPES,
  BENCHMARK_PARAM,
  BENCHMARK_TITLE_SUFFIX,
  INDUSTRY_BENCHMARK_LABEL,
  benchmarkItem,
  benchmarkTitle,
  sortBenchmarkFirst,
} from './benchmarkItem.ts';
export type { BenchmarkCategory, BenchmarkItem, BenchmarkedType } from './benchmarkItem.ts';
export { canCreateGroup } from './canCreateGroup.ts';
export type { GroupComposition } from './canCreateGroup.ts';
export { ENTITY_TITLE_MAX_LENGTH, trimEntityTitle } from './trimEntityTitle.ts';
export { GROUP_CARD_ICON_COUNT, groupCardIcons } from './groupCardIcons.ts';
export type { GroupCardIcons } from './groupCardIcons.ts';
export { trendIntervals } from './trendIntervals.ts';
export {
  CHART_DATE_LOCALE,
  formatDateSpan,
  formatDayMonth,
  formatDayMonthYear,
  formatMonthSpan,
  formatMonthYear,
  formatQuarter,
  formatTrendAxisLabel,
  trendPointCoverage,
  type TrendPointCoverage,
} from './formatTrendDates.ts';
export {
  calendarInterval,
  chooseTrendInterval,
  dataTrendIntervals,
  daysInRange,
  trendBuckets,
  type TrendBucket,
} from './trendBuckets.ts';
export { isSelectableOption } from './isSelectableOption.ts';
export {
  monthlyDataRange,
  periodForRange,
  rangePeriodOption,
  rebuildCustomPeriod,
  wholeRangePeriod,
} from './rangePeriod.ts';
export { calendarPeriodOptions } from './calendarPeriods.ts';
export type { CalendarPeriods } from './calendarPeriods.ts';
export { periodLabel, periodUnavailableReason } from './periodLabel.ts';
export { dayRangeProblem } from './dayRangeProblem.ts';
export type { DayRangeProblem } from './dayRangeProblem.ts';
export type { PeriodUnavailableReason } from './periodLabel.ts';
export {
  EMPTY_MONTH_SELECTION,
  monthPickerItems,
  monthPickerYears,
  monthRangeResult,
  selectMonth,
  selectionFromPeriod,
  yearNavigation,
} from './monthRangePicker.ts';
export type {
  MonthPickerConstraints,
  MonthPickerItem,
  MonthRangeResult,
  MonthRangeSelection,
  MonthYear,
} from './monthRangePicker.ts';
export { chooseDefaultPeriod } from './chooseDefaultPeriod.ts';
export type { DefaultPeriodSources } from './chooseDefaultPeriod.ts';
export { chooseDefaultCountry } from './chooseDefaultCountry.ts';
export type { DefaultCountrySources } from './chooseDefaultCountry.ts';
export { chooseDefaultChannel } from './chooseDefaultChannel.ts';
export type { DefaultChannelSources } from './chooseDefaultChannel.ts';
export { chooseDefaultCurrency } from './chooseDefaultCurrency.ts';
export { channelOptions, isChannelSelectorDisabled, withAllDevicesOption } from './channelOptions.ts';
export { channelSelectionNames, channelSetNames } from './channelSet.ts';
export type { ChannelSetNames, ChannelSetSource, FilterSetName } from './channelSet.ts';
export { RECENT_TYPES, isBookmarkedRecent, recentEntities, recentType, visibleRecents } from './recents.ts';
export type { RecentType } from './recents.ts';
export { MAX_SELECTED_PUBLISHERS, isPublisherChoiceDisabled } from './publisherSelection.ts';
export { normalizeSearchQuery } from './normalizeSearchQuery.ts';
export { rangeFilterCondition } from './rangeFilterCondition.ts';
export type { RangeFilterValue } from './rangeFilterCondition.ts';
export { EXPORT_FILE_NAME_MAX_LENGTH, exportFileName } from './exportFileName.ts';
export { NAME_MAX_LENGTH, NAME_MESSAGES, NAME_PATTERN, isValidName, nameError, suggestName } from './namePattern.ts';
export { clampProgress } from './clampProgress.ts';
export { alignPercentages } from './alignPercentages.ts';

// Package gating: one decision per control
export { PACKAGE_CODES, PACKAGE_PLANS, packagePlanByName } from './gating/packagePlans.ts';
export type {
  PackageCode,
  PackageFeature,
  PackageFlag,
  PackageGrant,
  PlanLimit,
  PackagePlan,
} from './gating/packagePlans.ts';
export { GATED_CONTROLS, GATED_CONTROL_INFO, PROMOTION_IDS, channelControl } from './gating/gatedControls.ts';
export type {
  ControlKind,
  ControlRequirement,
  GatedControl,
  GatedControlInfo,
  PromotionId,
  RestrictionPrompt,
} from './gating/gatedControls.ts';
export {
  PACKAGE_LIMIT_TOOLTIP_DELAY_MS,
  decideControl,
  packageUpgrade,
  planGatingContext,
} from './gating/decideControl.ts';
export type {
  ControlDecision,
  ControlFacts,
  GatingContext,
  GatingIntegration,
  RestrictedDecision,
  RestrictionAction,
  RestrictionActions,
  UpgradePath,
} from './gating/decideControl.ts';
export { ACTIVITY_SEGMENTS, AGE_GROUPS, AUDIENCE_DATASETS, GENDERS, WEEKDAYS } from './datasets/audienceDatasets.ts';
export type {
  ActivitySegment,
  ActivitySegmentsResponse,
  AgeGroup,
  AudienceDatasetName,
  AudienceGendersResponse,
  DemographicsItem,
  EngagementResponse,
  Gender,
  GenderAgeResponse,
  ImpressionMapResponse,
  KeywordVolumeResponse,
  LanguagesResponse,
  TopInterestsResponse,
  VisitedWebsitesResponse,
  Weekday,
} from './datasets/audienceDatasets.ts';
// User preferences, persisted settings, profile, password change and skiplists.
export {
  DEFAULT_USER_PREFERENCES,
  DEFAULT_WIDGET_METRIC,
  PERSON_NAME_PATTERN,
  PROFILE_MESSAGES,
  SKIPLISTS_PATH,
  SKIPLIST_MAX_ITEMS,
  USER_PASSWORD_PATH,
  USER_PREFERENCES_PATH,
  USER_PROFILE_PATH,
  USER_SETTINGS_KEYS,
  USER_SETTINGS_PATH,
  WIDGET_METRICS,
  EXPENDITURE_VIEWS,
  passwordChangeSchema,
  profileSchema,
  skiplistItemSchema,
  skiplistItemsSchema,
  userPreferencesSchema,
  userSettingsPatchSchema,
  userSettingsSchema,
} from './userSettings.ts';
export type {
  PasswordChange,
  ProfileUpdate,
  SkiplistEntry,
  SkiplistItem,
  SkiplistResponse,
  UserPreferences,
  UserSettings,
  UserSettingsKey,
  UserSettingsPatch,
  WidgetMetric,
  ExpenditureView,
} from './userSettings.ts';

// E-mail notifications
export {
  EMAIL_NOTIFICATIONS_APP_PATH,
  SUBSCRIPTIONS_PATH,
  SUBSCRIPTION_DATA_POINTS,
  SUBSCRIPTION_ENTRIES_PATH,
  SUBSCRIPTION_ENTRY_TYPES,
  SUBSCRIPTION_FREQUENCIES,
  SUBSCRIPTION_FREQUENCY_TITLES,
  UNSUBSCRIBE_APP_PATH,
  UNSUBSCRIBE_PATH,
  groupSubscriptionEntry,
  singleSubscriptionEntry,
  subscriptionEntryTitle,
} from './subscriptions.ts';
export type {
  SubscriptionDataPoint,
  SubscriptionEntriesResponse,
  SubscriptionEntry,
  SubscriptionEntryInput,
  SubscriptionEntryType,
  SubscriptionFrequenciesResponse,
  SubscriptionFrequency,
  UnsubscribeResponse,
} from './subscriptions.ts';

// Demo presets: 'Try an example' on empty report pages and in the onboarding wizard
export { DEMO_PRESETS_PATH, DEMO_PRESET_PAGES } from './demoPresets/DemoPreset.ts';
export type { DemoPreset, DemoPresetFilters, DemoPresetPage, DemoPresetsResponse } from './demoPresets/DemoPreset.ts';

// Category directory: the alphabetical ranges, the directory's search and dataset
export {
  CATEGORY_RANGES,
  categoryInitial,
  categoryRangeLabel,
  categoryRangesOf,
  compareCategoryNames,
  groupCategoriesByRange,
} from './categoryDirectory/categoryRanges.ts';
export type { CategoryRange, CategoryRangeGroup, CategoryRangeId } from './categoryDirectory/categoryRanges.ts';
export {
  categoryMatchRange,
  categoryNameMatches,
  foldCategorySearch,
  searchCategoryDirectory,
} from './categoryDirectory/searchCategoryDirectory.ts';
export type {
  DirectoryCategory,
  DirectoryMatch,
  DirectoryParent,
} from './categoryDirectory/searchCategoryDirectory.ts';
export { CATEGORY_DIRECTORY_DATASET } from './categoryDirectory/categoryDirectoryDataset.ts';
export type {
  CategoryDirectoryCategory,
  CategoryDirectoryEntry,
  CategoryDirectoryResponse,
} from './categoryDirectory/categoryDirectoryDataset.ts';

// Onboarding: the first-run path and adding users to a customer
export {
  ONBOARDING_MAX_COMPETITORS,
  ONBOARDING_MESSAGES,
  ONBOARDING_PATH,
  ONBOARDING_STATUSES,
  ONBOARDING_STEPS,
  completeOnboardingSchema,
  isCompleteOnboarding,
  missingOnboardingChoices,
  onboardingChoicesSchema,
  onboardingProgressSchema,
} from './onboarding/onboarding.ts';
export type {
  CompleteOnboardingChoices,
  CompleteOnboardingRequest,
  CompletedOnboarding,
  OnboardingChoices,
  OnboardingDashboardSkipped,
  OnboardingProgress,
  OnboardingResult,
  OnboardingState,
  OnboardingStatus,
  OnboardingStep,
} from './onboarding/onboarding.ts';
export {
  ONBOARDING_DASHBOARD_WIDGETS,
  onboardingComparisonName,
  onboardingComparisonTitle,
  onboardingDashboardName,
  onboardingDashboardWidgets,
} from './onboarding/onboardingPlan.ts';
export {
  ACCOUNT_DEACTIVATED_MESSAGE,
  CANNOT_DEACTIVATE_SELF_MESSAGE,
  CUSTOMER_USER_STATES,
  EMAIL_TAKEN_MESSAGE,
  USER_ADMIN_ROLES,
  canAddUsers,
  createCustomerUserSchema,
  customerUserDeactivationPath,
  customerUsersPath,
} from './onboarding/customerUsers.ts';
export type {
  CreateCustomerUserRequest,
  CustomerUser,
  CustomerUserList,
  CustomerUserListItem,
  CustomerUserState,
} from './onboarding/customerUsers.ts';

// Product analytics: the event catalogue, the one pluggable interface, its sinks and rules
export {
  ANALYTICS_EVENT_NAMES,
  ANALYTICS_PAGE_KINDS,
  CONTACT_SALES_EVENT,
  CONTACT_SALES_SOURCES,
  DASHBOARD_EXPORT_EVENT,
  PAGE_ERROR_REASONS,
  SEARCH_LIMIT_EVENT,
  TRACKED_ACTIONS,
  analyticsEvent,
} from './analytics/analyticsEvents.ts';
export type {
  AnalyticsEvent,
  AnalyticsEventCatalogue,
  AnalyticsEventName,
  AnalyticsPageKind,
  AnalyticsPropertyValue,
  ContactSalesSource,
  PageErrorReason,
  PageEventProperties,
  TrackedAction,
} from './analytics/analyticsEvents.ts';
export type { AnalyticsRecord, AnalyticsSink, AnalyticsUser } from './analytics/AnalyticsSink.ts';
export { createAnalytics } from './analytics/createAnalytics.ts';
export type { Analytics, CreateAnalyticsOptions } from './analytics/createAnalytics.ts';
export { consoleAnalyticsSink } from './analytics/consoleAnalyticsSink.ts';
export type { AnalyticsConsole } from './analytics/consoleAnalyticsSink.ts';
export { DEFAULT_ANALYTICS_BATCH, createBatchingSink } from './analytics/createBatchingSink.ts';
export type { BatchingSinkOptions } from './analytics/createBatchingSink.ts';
export {
  METRICS_BATCH_LIMITS,
  METRICS_EVENTS_PATH,
  metricsBatchSchema,
  metricsEventSchema,
  toMetricsBatch,
} from './analytics/metricsBatch.ts';
export type { MetricsBatch } from './analytics/metricsBatch.ts';
export {
  FULLSCREEN_TRACKING_DEADLINE_MS,
  analyticsUser,
  countsForSearchLimit,
  withTrackingDeadline,
} from './analytics/analyticsRules.ts';
export type { SearchLimitFilterChange } from './analytics/analyticsRules.ts';
// Client-ready exports: one table per widget dataset for 'Copy data', Excel and TSV.
export { DATASET_EXPORT_TABLES, exportTableOf } from './exportTables/exportTables.ts';
export { COPY_DATA_SETTINGS, exportCellText, exportColumnTitle } from './exportTables/exportColumn.ts';
export type {
  ExportCell,
  ExportColumn,
  ExportColumnKind,
  ExportTextSettings,
  ExportTitleContext,
} from './exportTables/exportColumn.ts';
export type { ErasedExportTable, ExportTable } from './exportTables/exportTable.ts';
export { EXPORT_NO_DATA, exportColumnsFor, noDataRow } from './exportTables/exportTable.ts';
export { exportHeaderLines, publisherSliceText } from './exportTables/exportHeader.ts';
export type { ExportHeaderInput, ExportHeaderLine } from './exportTables/exportHeader.ts';
export { displayDate, displayDateSpan, periodName } from './exportTables/codeNames.ts';
