// Domain types that appear in the widgets' props, so a host needs no direct @adlens/core import
export type { ChannelSelection, EntitySummary, EntityType, EstimatedExpenditureResponse, Language } from '@adlens/core';

// Provider, hooks and theme
export { AdlensWidgetsProvider } from './provider/AdlensWidgetsProvider.tsx';
export type { AdlensColorSchemeOption, AdlensWidgetsProviderProps } from './provider/AdlensWidgetsProvider.tsx';
export { AdlensShadowRoot, type AdlensShadowRootProps } from './shadow/AdlensShadowRoot.tsx';
export { useAdlensClient } from './provider/useAdlensClient.ts';
export { itemChannelsQueryOptions, itemCountriesQueryOptions } from './contract/itemFilterQueries.ts';
export { useAdlensTranslation } from './provider/useAdlensTranslation.ts';
export type { AdlensTranslation } from './provider/useAdlensTranslation.ts';
export type { Translate, TranslationKey, TranslationValues } from './i18n/translationKey.ts';
export { defaultTheme } from './theme/defaultTheme.ts';
export { darkTheme } from './theme/darkTheme.ts';
export { colorSchemeTheme } from './theme/colorSchemeTheme.ts';
export { mergeTheme } from './theme/mergeTheme.ts';
export { ADLENS_THEME_KEY, themeOf } from './theme/themeOf.ts';
export type {
  AdlensColorScheme,
  AdlensPalette,
  AdlensTheme,
  AdlensThemeOverrides,
  AdlensTypography,
} from './theme/AdlensTheme.ts';
export { CHART_SIZES } from './theme/chartSizes.ts';
export type { PieSize } from './theme/chartSizes.ts';

// White-label configurations
export { ADLENS_WHITE_LABEL } from './whiteLabel/adlensWhiteLabel.ts';
export { MERIDIAN_WHITE_LABEL } from './whiteLabel/meridianWhiteLabel.ts';
export { WHITE_LABELS, whiteLabelById } from './whiteLabel/whiteLabels.ts';
export { whiteLabelTheme } from './whiteLabel/whiteLabelTheme.ts';
export type {
  AccountMenuToggles,
  WhiteLabelBranding,
  WhiteLabelColors,
  WhiteLabelConfig,
  WhiteLabelDefaultFilters,
  WhiteLabelExportOptions,
  WhiteLabelFooter,
} from './whiteLabel/WhiteLabelConfig.ts';

// Widget card
export { WidgetCard } from './WidgetCard/WidgetCard.tsx';
export type { WidgetCardImageExport, WidgetCardProps, WidgetHeadingLevel } from './WidgetCard/WidgetCard.tsx';
export { WIDGET_STATUSES, isWidgetSettled } from './WidgetCard/widgetStatus.ts';
export type { WidgetStatus } from './WidgetCard/widgetStatus.ts';
export type { WidgetSubheader } from './WidgetCard/widgetSubheaderText.ts';
export { widgetCardContentOf } from './WidgetCard/widgetCardContent.ts';
export type { WidgetCardContent, WidgetTable } from './WidgetCard/widgetCardContent.ts';
export { chartSvgsIn } from './charts/chartSvg.ts';
export type { ChartSvg } from './charts/chartSvg.ts';
export type { WidgetRestriction } from './contract/widgetRestriction.ts';

// Image and file exports: the widget JPG with its export header and footer, the clipboard, downloads
export { useImageExport } from './imageExport/useImageExport.ts';
export type { ImageExport } from './imageExport/useImageExport.ts';
export { ImageExportHeader } from './imageExport/ImageExportHeader.tsx';
export type { ImageExportHeaderProps } from './imageExport/ImageExportHeader.tsx';
export { ImageExportFooter } from './imageExport/ImageExportFooter.tsx';
export type { ImageExportFooterProps } from './imageExport/ImageExportFooter.tsx';
export { ImageExportBrandingContext } from './imageExport/ImageExportBrandingContext.ts';
export { ChannelSetContext } from './provider/ChannelSetContext.ts';
export type { ImageExportBranding } from './imageExport/ImageExportBrandingContext.ts';
export type { ImageExportFilters } from './imageExport/imageExportFilterTexts.ts';
export { IMAGE_EXPORT_SKIP_ATTRIBUTE } from './imageExport/captureElementJpeg.ts';
export { copyImageToClipboard } from './imageExport/copyImageToClipboard.ts';
export { dataUrlToBlob } from './imageExport/dataUrlToBlob.ts';
export { downloadBlob } from './ui/downloadBlob.ts';

// Registry
export { WIDGETS, getWidgetDefinition } from './catalogue/widgets.ts';
export type { RegisteredWidgetDefinition, WidgetType } from './catalogue/widgets.ts';
export { defineWidget } from './contract/widgetDefinition.ts';
export { widgetAnswersFor, widgetQuery } from './contract/widgetQuery.ts';
export type { AnyWidgetDefinition } from './contract/widgetQuery.ts';
export type {
  DashboardSize,
  WidgetDefinition,
  WidgetFilters,
  WidgetItem,
  ReportItem,
  WidgetControlsProps,
  WidgetItemData,
  MissingItem,
  WidgetQueryInput,
  WidgetSkeletonProps,
  WidgetViewProps,
} from './contract/widgetDefinition.ts';
export { buildItemRequest } from './contract/buildItemRequest.ts';
export { WidgetReportContext } from './contract/WidgetReportContext.ts';
export type { WidgetReportContextValue } from './contract/WidgetReportContext.ts';
export type { WidgetChoiceMapping, WidgetChoicesHost, WidgetSavedChoices } from './contract/widgetSavedChoices.ts';
export type { WidgetUpgradeAction } from './contract/packageLimitRestriction.ts';
export { EntityLink } from './ui/EntityLink.tsx';
export type { EntityLinkProps } from './ui/EntityLink.tsx';
export { EntityLinkContext, useEntityLinkContext } from './contract/EntityLinkContext.ts';
export type { EntityLinkContextValue, EntityRef } from './contract/EntityLinkContext.ts';
export { DatasetWidget } from './DatasetWidget/DatasetWidget.tsx';
export { widgetExportSheets } from './exports/widgetExportSheets.ts';
export { exportMenuItems } from './exports/exportMenuItems.ts';
export type {
  CreativesDownload,
  ExportOptionState,
  WidgetDataExport,
  WidgetExportHost,
} from './contract/WidgetExportHost.ts';
export { MenuButton } from './ui/MenuButton.tsx';
export type { MenuButtonItem, MenuButtonProps } from './ui/MenuButton.tsx';
export { DownloadIcon } from './exports/DownloadIcon.tsx';
export type { DatasetWidgetProps } from './DatasetWidget/DatasetWidget.tsx';
export type { ChartKind } from './contract/chartKind.ts';
export type { DistributionMetric, DistributionOptions } from './charts/distributionMetric.ts';

// Widgets
export { EstimatedExpenditureWidget } from './widgets/EstimatedExpenditure/EstimatedExpenditureWidget.tsx';
export type { EstimatedExpenditureWidgetProps } from './widgets/EstimatedExpenditure/EstimatedExpenditureWidget.tsx';
export { EstimatedExpenditureView } from './widgets/EstimatedExpenditure/EstimatedExpenditureView.tsx';
export type { EstimatedExpenditureViewProps } from './widgets/EstimatedExpenditure/EstimatedExpenditureView.tsx';
export { estimatedExpenditureWidget } from './widgets/EstimatedExpenditure/estimatedExpenditureWidget.ts';

// Chart widgets: distributions, channel share, trend, month over month, brand header, keywords
export { adTypesWidget } from './widgets/AdTypes/adTypesWidget.ts';
export { AdTypesView } from './widgets/AdTypes/AdTypesView.tsx';
export type { AdTypesViewProps } from './widgets/AdTypes/AdTypesView.tsx';
export { adPlacementsWidget } from './widgets/AdPlacements/adPlacementsWidget.ts';
export { AdPlacementsView } from './widgets/AdPlacements/AdPlacementsView.tsx';
export type { AdPlacementsViewProps } from './widgets/AdPlacements/AdPlacementsView.tsx';
export { transactionMethodsWidget } from './widgets/TransactionMethods/transactionMethodsWidget.ts';
export { TransactionMethodsView } from './widgets/TransactionMethods/TransactionMethodsView.tsx';
export type { TransactionMethodsViewProps } from './widgets/TransactionMethods/TransactionMethodsView.tsx';
export { mobilePlatformsWidget } from './widgets/MobilePlatforms/mobilePlatformsWidget.ts';
export { MobilePlatformsView } from './widgets/MobilePlatforms/MobilePlatformsView.tsx';
export type { MobilePlatformsViewProps } from './widgets/MobilePlatforms/MobilePlatformsView.tsx';
export { channelShareWidget } from './widgets/ChannelShare/channelShareWidget.ts';
export { ChannelShareView } from './widgets/ChannelShare/ChannelShareView.tsx';
export type { ChannelShareViewProps } from './widgets/ChannelShare/ChannelShareView.tsx';
export { expenditureTrendWidget } from './widgets/ExpenditureTrend/expenditureTrendWidget.ts';
export { ExpenditureTrendView } from './widgets/ExpenditureTrend/ExpenditureTrendView.tsx';
export type { ExpenditureTrendViewProps } from './widgets/ExpenditureTrend/ExpenditureTrendView.tsx';
export type { ExpenditureTrendOptions, TrendChartKind } from './widgets/ExpenditureTrend/expenditureTrendData.ts';
export { monthOverMonthWidget } from './widgets/MonthOverMonth/monthOverMonthWidget.ts';
export { MonthOverMonthView } from './widgets/MonthOverMonth/MonthOverMonthView.tsx';
export type { MonthOverMonthViewProps } from './widgets/MonthOverMonth/MonthOverMonthView.tsx';
export { brandHeaderWidget } from './widgets/BrandHeader/brandHeaderWidget.ts';
export { BrandHeaderView } from './widgets/BrandHeader/BrandHeaderView.tsx';
export type { BrandHeaderViewProps } from './widgets/BrandHeader/BrandHeaderView.tsx';
export { keywordsSummaryWidget } from './widgets/KeywordsSummary/keywordsSummaryWidget.ts';
export { KeywordsSummaryView } from './widgets/KeywordsSummary/KeywordsSummaryView.tsx';
export type { KeywordsSummaryViewProps } from './widgets/KeywordsSummary/KeywordsSummaryView.tsx';

// Entity search
export { EntitySearch } from './EntitySearch/EntitySearch.tsx';
export type { EntitySearchProps } from './EntitySearch/EntitySearch.tsx';
export { useDebouncedSearchTerm } from './EntitySearch/useDebouncedSearchTerm.ts';
export { useComboboxKeys } from './ui/useComboboxKeys.ts';
export type { ComboboxKeys, ComboboxKeysOptions } from './ui/useComboboxKeys.ts';
export { normalizeSearchQuery } from '@adlens/core';
export { usePrefersReducedMotion } from './ui/usePrefersReducedMotion.ts';

// Filters and entities: controlled filter menus, period picker, grid filter bar, paginator, entity cards
export { FilterMenu } from './filters/FilterMenu.tsx';
export type { FilterMenuProps, FilterMenuSearch } from './filters/FilterMenu.tsx';
export type { FilterMenuOption } from './filters/filterMenuOption.ts';
export { multiSelectSummary } from './filters/multiSelectSummary.ts';
export type { MultiSelectSummary } from './filters/multiSelectSummary.ts';
export { ChannelFilter } from './filters/ChannelFilter.tsx';
export type { ChannelFilterProps } from './filters/ChannelFilter.tsx';
export { CountryFilter } from './filters/CountryFilter.tsx';
export type { CountryFilterProps } from './filters/CountryFilter.tsx';
export { DemographicSelector } from './filters/DemographicSelector.tsx';
export type { DemographicSelection, DemographicSelectorProps } from './filters/DemographicSelector.tsx';
export { CurrencyFilter } from './filters/CurrencyFilter.tsx';
export type { CurrencyFilterProps } from './filters/CurrencyFilter.tsx';
export { PeriodFilter } from './filters/PeriodFilter.tsx';
export type { PeriodFilterProps } from './filters/PeriodFilter.tsx';
export { MONTH_PICKER_CARD_WIDTH, MonthRangePicker } from './filters/MonthRangePicker.tsx';
export type { MonthRangePickerProps } from './filters/MonthRangePicker.tsx';
export { PUBLISHER_SEARCH_DEBOUNCE_MS, PublishersFilter } from './filters/PublishersFilter.tsx';
export type { PublishersFilterProps } from './filters/PublishersFilter.tsx';
export { GridFilterBar } from './filters/GridFilterBar.tsx';
export type { ActiveGridFilter, GridFilterBarProps, GridFilterDefinition } from './filters/GridFilterBar.tsx';
export { PAGE_SIZE_OPTIONS, Paginator } from './ui/Paginator/Paginator.tsx';
export type { PaginatorProps } from './ui/Paginator/Paginator.tsx';
export { EntityCard } from './entities/EntityCard.tsx';
export type { EntityCardProps } from './entities/EntityCard.tsx';
export { GroupCard } from './entities/GroupCard.tsx';
export type { GroupCardProps } from './entities/GroupCard.tsx';
export { EntityIcon } from './ui/EntityIcon.tsx';
export type { EntityIconProps } from './ui/EntityIcon.tsx';
export { MultilineEntityList } from './entities/MultilineEntityList.tsx';
export type { MultilineEntityListItem, MultilineEntityListProps } from './entities/MultilineEntityList.tsx';
export { SHOW_MORE_COLLAPSED_COUNT, ShowMoreToggle } from './entities/ShowMoreToggle.tsx';
export type { ShowMoreToggleProps } from './entities/ShowMoreToggle.tsx';

// List widgets: ranked lists, top ads, top campaigns, campaign header
export {
  categoryPublishersWidget,
  marketLeadersWidget,
  startTopItemsWidget,
  topAdvertisersWidget,
  topAppsWidget,
  topPublishersWidget,
  youtubeChannelsWidget,
} from './widgets/Rankings/rankingWidgets.ts';
export { RankingWidget } from './widgets/Rankings/RankingWidget.tsx';
export type { RankingWidgetProps } from './widgets/Rankings/RankingWidget.tsx';
export { RankingView } from './widgets/Rankings/RankingView.tsx';
export type { RankingViewProps } from './widgets/Rankings/RankingView.tsx';
export type { RankingWidgetDefinition } from './widgets/Rankings/defineRankingWidget.tsx';
export type { RankingMetric, RankingOptions } from './widgets/Rankings/rankingData.ts';
export { TopAdsWidget } from './widgets/TopAds/TopAdsWidget.tsx';
export type { TopAdsWidgetProps } from './widgets/TopAds/TopAdsWidget.tsx';
export { TopAdsView } from './widgets/TopAds/TopAdsView.tsx';
export type { TopAdsViewProps } from './widgets/TopAds/TopAdsView.tsx';
export { topAdsWidget } from './widgets/TopAds/topAdsWidget.ts';
export type { AdTypeFilter, TopAdsOptions } from './widgets/TopAds/topAdsData.ts';
export { TopCampaignsWidget } from './widgets/TopCampaigns/TopCampaignsWidget.tsx';
export type { TopCampaignsWidgetProps } from './widgets/TopCampaigns/TopCampaignsWidget.tsx';
export { TopCampaignsView } from './widgets/TopCampaigns/TopCampaignsView.tsx';
export type { TopCampaignsViewProps } from './widgets/TopCampaigns/TopCampaignsView.tsx';
export { topCampaignsWidget } from './widgets/TopCampaigns/topCampaignsWidget.ts';
export type { TopCampaignsOptions } from './widgets/TopCampaigns/topCampaignsData.ts';
export { CampaignHeaderWidget } from './widgets/CampaignHeader/CampaignHeaderWidget.tsx';
export type { CampaignHeaderWidgetProps } from './widgets/CampaignHeader/CampaignHeaderWidget.tsx';
export { CampaignHeaderView } from './widgets/CampaignHeader/CampaignHeaderView.tsx';
export type { CampaignHeaderViewProps } from './widgets/CampaignHeader/CampaignHeaderView.tsx';
export { campaignHeaderWidget } from './widgets/CampaignHeader/campaignHeaderWidget.ts';
// Audience widgets: demographics and interests of an advertiser's audience
export type { AgeGroup, Gender } from '@adlens/core';
export { activitySegmentsWidget } from './widgets/ActivitySegments/activitySegmentsWidget.ts';
export { ActivitySegmentsView } from './widgets/ActivitySegments/ActivitySegmentsView.tsx';
export type { ActivitySegmentsViewProps } from './widgets/ActivitySegments/ActivitySegmentsView.tsx';
export { languagesWidget } from './widgets/Languages/languagesWidget.ts';
export { LanguagesView } from './widgets/Languages/LanguagesView.tsx';
export type { LanguagesViewProps } from './widgets/Languages/LanguagesView.tsx';
export { genderAgeWidget } from './widgets/GenderAge/genderAgeWidget.ts';
export { GenderAgeView } from './widgets/GenderAge/GenderAgeView.tsx';
export type { GenderAgeViewProps } from './widgets/GenderAge/GenderAgeView.tsx';
export { engagementWidget } from './widgets/Engagement/engagementWidget.ts';
export { EngagementView } from './widgets/Engagement/EngagementView.tsx';
export type { EngagementViewProps } from './widgets/Engagement/EngagementView.tsx';
export { impressionMapWidget } from './widgets/ImpressionMap/impressionMapWidget.ts';
export { ImpressionMapView } from './widgets/ImpressionMap/ImpressionMapView.tsx';
export type { ImpressionMapViewProps } from './widgets/ImpressionMap/ImpressionMapView.tsx';
export { visitedWebsitesWidget } from './widgets/VisitedWebsites/visitedWebsitesWidget.ts';
export { VisitedWebsitesView } from './widgets/VisitedWebsites/VisitedWebsitesView.tsx';
export type { VisitedWebsitesViewProps } from './widgets/VisitedWebsites/VisitedWebsitesView.tsx';
export { topInterestsWidget } from './widgets/TopInterests/topInterestsWidget.ts';
export { TopInterestsView } from './widgets/TopInterests/TopInterestsView.tsx';
export type { TopInterestsViewProps } from './widgets/TopInterests/TopInterestsView.tsx';
export { keywordVolumeWidget } from './widgets/KeywordVolume/keywordVolumeWidget.ts';
export { KeywordVolumeView } from './widgets/KeywordVolume/KeywordVolumeView.tsx';
export type { KeywordVolumeViewProps } from './widgets/KeywordVolume/KeywordVolumeView.tsx';
