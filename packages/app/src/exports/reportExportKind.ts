import type { DownloadType, EntityType, ExportReportType } from '@adlens/core';

const REPORT_TYPES: Record<EntityType, ExportReportType> = {
  advertiser: 'ADVERTISER',
  publisher: 'PUBLISHER',
  campaign: 'CAMPAIGN',
  // spec reports-data §7: "keywords also use campaign".
  keyword: 'CAMPAIGN',
  category: 'CATEGORY',
  brand: 'BRAND',
};

/**
 * The download type and report type of a report page's Excel export (spec reports-data §7 "Report
 * kinds map to download types … benchmark variants only for advertisers and brands").
 */
export function reportExportKind(
  entityType: EntityType,
  { comparison, benchmark }: { comparison: boolean; benchmark: boolean },
): { type: DownloadType; reportType: ExportReportType } {
  const reportType =
    benchmark && entityType === 'advertiser'
      ? 'BENCHMARK_ADVERTISERS'
      : benchmark && entityType === 'brand'
        ? 'BENCHMARK_BRANDS'
        : REPORT_TYPES[entityType];
  const type: DownloadType =
    entityType === 'category'
      ? 'CATEGORY_EXCEL_REPORT'
      : comparison
        ? 'COMPARISON_GLOBAL_EXCEL_REPORT'
        : 'GLOBAL_EXCEL_REPORT';
  return { type, reportType };
}
