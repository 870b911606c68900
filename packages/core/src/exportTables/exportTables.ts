import { ESTIMATED_EXPENDITURE_DATASET } from '../datasets/estimatedExpenditure.ts';
import { AUDIENCE_DATASETS } from '../datasets/audienceDatasets.ts';
import { REPORT_DATASETS } from '../datasets/reportDatasets.ts';
import {
  activitySegmentsExport,
  engagementExport,
  genderAgeExport,
  impressionMapExport,
  keywordVolumeExport,
  languagesExport,
  topInterestsExport,
  visitedWebsitesExport,
} from './audienceExportTables.ts';
import { type ErasedExportTable, type ExportTable, eraseExportTable } from './exportTable.ts';
import {
  adPlacementsExport,
  adTypesExport,
  brandHeaderExport,
  campaignHeaderExport,
  categoryPublishersExport,
  channelShareExport,
  creativesExport,
  estimatedExpenditureExport,
  expenditureTrendExport,
  keywordsSummaryExport,
  marketLeadersExport,
  mobilePlatformsExport,
  monthOverMonthExport,
  startTopItemsExport,
  topAdvertisersExport,
  topAppsExport,
  topCampaignsExport,
  topPublishersExport,
  transactionMethodsExport,
  youtubeChannelsExport,
} from './reportExportTables.ts';

/**
 * Every widget dataset's export table by dataset name: the widget registry points each
 * widget at its entry, and the API's Excel/TSV writer looks a sheet's dataset up here, so the two
 * cannot drift apart (exportTables.test.ts, widgets.test.ts).
 */
export const DATASET_EXPORT_TABLES = {
  [ESTIMATED_EXPENDITURE_DATASET]: estimatedExpenditureExport,
  [REPORT_DATASETS.adTypes]: adTypesExport,
  [REPORT_DATASETS.adPlacements]: adPlacementsExport,
  [REPORT_DATASETS.transactionMethods]: transactionMethodsExport,
  [REPORT_DATASETS.mobilePlatforms]: mobilePlatformsExport,
  [REPORT_DATASETS.channelShare]: channelShareExport,
  [REPORT_DATASETS.topPublishers]: topPublishersExport,
  [REPORT_DATASETS.topAdvertisers]: topAdvertisersExport,
  [REPORT_DATASETS.youtubeChannels]: youtubeChannelsExport,
  [REPORT_DATASETS.topApps]: topAppsExport,
  [REPORT_DATASETS.categoryPublishers]: categoryPublishersExport,
  [REPORT_DATASETS.marketLeaders]: marketLeadersExport,
  [REPORT_DATASETS.startTopItems]: startTopItemsExport,
  [REPORT_DATASETS.creatives]: creativesExport,
  [REPORT_DATASETS.topCampaigns]: topCampaignsExport,
  [REPORT_DATASETS.expenditureTrend]: expenditureTrendExport,
  [REPORT_DATASETS.monthOverMonth]: monthOverMonthExport,
  [REPORT_DATASETS.campaignHeader]: campaignHeaderExport,
  [REPORT_DATASETS.brandHeader]: brandHeaderExport,
  [REPORT_DATASETS.keywordsSummary]: keywordsSummaryExport,
  [AUDIENCE_DATASETS.activitySegments]: activitySegmentsExport,
  [AUDIENCE_DATASETS.languages]: languagesExport,
  [AUDIENCE_DATASETS.genderAge]: genderAgeExport,
  [AUDIENCE_DATASETS.engagement]: engagementExport,
  [AUDIENCE_DATASETS.impressionMap]: impressionMapExport,
  [AUDIENCE_DATASETS.visitedWebsites]: visitedWebsitesExport,
  [AUDIENCE_DATASETS.topInterests]: topInterestsExport,
  [AUDIENCE_DATASETS.keywordVolume]: keywordVolumeExport,
} as const;

// Built in a pure arrow called at once, so a bundle that never looks a table up (a partner's widget
// page) drops every export table.
const erased = /* @__PURE__ */ (() =>
  new Map<string, ErasedExportTable>(
    // Each entry keeps its own types; erasing one at a time needs no union of them all.
    Object.entries(DATASET_EXPORT_TABLES).map(([dataset, table]) => [
      dataset,
      eraseExportTable(table as ExportTable<never, unknown>),
    ]),
  ))();

/** The export table of a dataset; undefined for datasets no widget exports (filters, entities). */
export function exportTableOf(dataset: string): ErasedExportTable | undefined {
  return erased.get(dataset);
}
