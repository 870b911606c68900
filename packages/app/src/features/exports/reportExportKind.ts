import { type DownloadType, type EntityType, type ExportReportType, exportReportTypeOf } from '@adlens/core';

/**
 * The download type and report type of a report page's Excel export: report kinds map to download
 * types, with benchmark variants only for advertisers and brands.
 */
export function reportExportKind(
  entityType: EntityType,
  { comparison, benchmark }: { comparison: boolean; benchmark: boolean },
): { type: DownloadType; reportType: ExportReportType } {
  const reportType = exportReportTypeOf(entityType, benchmark);
  const type: DownloadType =
    entityType === 'category'
      ? 'CATEGORY_EXCEL_REPORT'
      : comparison
        ? 'COMPARISON_GLOBAL_EXCEL_REPORT'
        : 'GLOBAL_EXCEL_REPORT';
  return { type, reportType };
}
