import type { EntityType } from '../entityType.ts';
import type { PackageFeature } from '../gating/packagePlans.ts';

/**
 * Exports and downloads ("Export and download states"
 * export availability and file names export formats "Exports and downloads" polling):
 * one contract for the API's download service and the app that asks it.
 *
 * Flow: POST `downloads` registers a job and answers its id (202); a worker produces the file; the
 * client polls GET `downloads/{id}` every DOWNLOAD_POLL_MS until READY or FAILED; a READY job names
 * a signed, expiring content link that only its owner can fetch.
 */
export const DOWNLOADS_PATH = 'downloads';
/** Usage against the plan's caps, and running jobs. */
export const EXPORT_STATUS_PATH = 'exports/status';

/** Download polling 3000 ms. */
export const DOWNLOAD_POLL_MS = 3000;
/** PDF export delay 1 s, margins 0.5 (inch), page size scaled by 0.75 plus 160. */
export const PDF_EXPORT_DELAY_MS = 1000;
export const PDF_MARGIN_INCHES = 0.5;
/**
 * CSS pixels to points, so charts print at their on-screen size. A first version added 160 pt to size one page
 * around each screenshot; the PDF now prints on A4 or Letter paper (docs/decisions/exports.md, "The report PDF").
 */
export const PDF_PAGE_SCALE = 0.75;
/** Image export on the client to JPEG, scale 3, quality 0.95. */
export const IMAGE_EXPORT_SCALE = 3;
export const IMAGE_EXPORT_QUALITY = 0.95;
/** Image footer: the optional logo is at most 30 px tall. */
export const IMAGE_FOOTER_LOGO_MAX_HEIGHT = 30;
/** Validation: image copy needs clipboard item support, else this message. */
export const CLIPBOARD_UNSUPPORTED_MESSAGE = 'Copy the Blob to the clipboard is not supported';
/** Thrown: a download the worker could not produce. */
export const DOWNLOAD_FAILED_MESSAGE = 'Download status: failed';
/** The notice shown while an export runs. */
export const GENERATING_EXPORT_MESSAGE = 'Generating export';

/** Download types. */
export const DOWNLOAD_TYPES = [
  'SINGLE_MEDIA',
  'SINGLE_ARTICLE',
  'SINGLE_CREATIVE',
  'MULTIPLE_MEDIA',
  'MULTIPLE_CREATIVES',
  'SINGLE_DATASET_WIDGET',
  'COMPARISON_SINGLE_DATASET_WIDGET',
  'GLOBAL_EXCEL_REPORT',
  'COMPARISON_GLOBAL_EXCEL_REPORT',
  'CATEGORY_EXCEL_REPORT',
  'DASHBOARD_GLOBAL_EXCEL_REPORT',
  'AUDIENCE_GLOBAL_EXCEL_REPORT',
] as const;
export type DownloadType = (typeof DOWNLOAD_TYPES)[number];

/** Export statuses. */
export const DOWNLOAD_STATUSES = ['REGISTERED', 'IN_PROGRESS', 'READY', 'FAILED'] as const;
export type DownloadStatus = (typeof DOWNLOAD_STATUSES)[number];

/** Export request `format`: XLSX or TSV for data; ZIP for media and creatives. */
export const EXPORT_FORMATS = ['XLSX', 'TSV', 'ZIP'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Export option ids with their titles (TSV, Excel, JPG). */
export const WIDGET_EXPORT_OPTIONS = {
  WIDGET_TSV: 'TSV',
  WIDGET_EXCEL: 'Excel',
  WIDGET_IMAGE: 'JPG',
} as const;
export type WidgetExportOption = keyof typeof WIDGET_EXPORT_OPTIONS;

/** Export limit scopes: global, creatives, widget (monthly). */
export const EXPORT_SCOPES = ['GLOBAL', 'WIDGET', 'CREATIVES'] as const;
export type ExportScope = (typeof EXPORT_SCOPES)[number];

/**
 * The packages table's monthly cap of each scope ("export caps: not shown"; ours in
 * docs/product/plans-and-limits.md). A plan without the key has no cap for that scope.
 */
export const EXPORT_LIMIT_KEYS: Readonly<Record<ExportScope, string>> = {
  GLOBAL: 'EXPORT_GLOBAL_MONTHLY',
  WIDGET: 'EXPORT_WIDGET_MONTHLY',
  CREATIVES: 'EXPORT_CREATIVES_MONTHLY',
};
/** The longest period an export may cover, in months. */
export const EXPORT_PERIOD_MONTHS_KEY = 'EXPORT_PERIOD_MONTHS';

const WIDGET_TYPES: readonly DownloadType[] = ['SINGLE_DATASET_WIDGET', 'COMPARISON_SINGLE_DATASET_WIDGET'];
const CREATIVE_TYPES: readonly DownloadType[] = [
  'SINGLE_MEDIA',
  'SINGLE_ARTICLE',
  'SINGLE_CREATIVE',
  'MULTIPLE_MEDIA',
  'MULTIPLE_CREATIVES',
];

/** Which monthly cap a download counts against. */
export function exportScopeOf(type: DownloadType): ExportScope {
  if (WIDGET_TYPES.includes(type)) return 'WIDGET';
  if (CREATIVE_TYPES.includes(type)) return 'CREATIVES';
  return 'GLOBAL';
}

/** The package feature a download needs. */
export function exportFeatureOf(type: DownloadType, format: ExportFormat): PackageFeature {
  const scope = exportScopeOf(type);
  if (scope === 'CREATIVES') return 'CREATIVES_EXPORT';
  if (scope === 'WIDGET') return format === 'TSV' ? 'WIDGET_TSV_EXPORT' : 'WIDGET_EXCEL_EXPORT';
  return 'REPORT_EXCEL_EXPORT';
}

/**
 * The report pages a global Excel export is made
 * for; keywords export as campaigns, and only advertisers and brands have benchmark variants.
 */
export const EXPORT_REPORT_TYPES = [
  'ADVERTISER',
  'PUBLISHER',
  'CAMPAIGN',
  'CATEGORY',
  'BRAND',
  'DEMOGRAPHICS',
  'INTERESTS',
  'BENCHMARK_ADVERTISERS',
  'BENCHMARK_BRANDS',
] as const;
export type ExportReportType = (typeof EXPORT_REPORT_TYPES)[number];

const ENTITY_REPORT_TYPES: Record<EntityType, ExportReportType> = {
  advertiser: 'ADVERTISER',
  publisher: 'PUBLISHER',
  campaign: 'CAMPAIGN',
  // : "keywords also use campaign".
  keyword: 'CAMPAIGN',
  category: 'CATEGORY',
  brand: 'BRAND',
};

/**
 * The report type of a report page's export: a
 * benchmarked advertiser or brand comparison exports as its benchmark variant.
 */
export function exportReportTypeOf(entityType: EntityType, benchmark = false): ExportReportType {
  if (benchmark && entityType === 'advertiser') return 'BENCHMARK_ADVERTISERS';
  if (benchmark && entityType === 'brand') return 'BENCHMARK_BRANDS';
  return ENTITY_REPORT_TYPES[entityType];
}

/** One sheet of a data export: a dataset request exactly as the widget reads it. */
export interface ExportSheet {
  /**
   * What the sheet shows, the widget's title, e.g. 'Estimated Expenditure' (cut to Excel's 31
   * characters). Consecutive sheets of one widget (a comparison's items) share one worksheet.
   */
  title: string;
  /**
   * The report item the sheet reads, as the card names it ('nike.com', 'Group 1'): the 'Report item'
   * column and the sheet's header. Optional for older clients.
   */
  item?: string;
  /** The dataset (`GET datasets/{name}`). */
  dataset: string;
  /** Its serialized request (core serializeDatasetRequest(...).toString()). */
  query: string;
  /**
   * The view token of this sheet's report context, where it differs from the request's (a dashboard's
   * widgets each have their own, POST security/tokens/report with dashboardId).
   */
  viewToken?: string;
}

/** Formatting "CSV export settings: decimal delimiter and date format from app config". */
export interface ExportSettings {
  decimalDelimiter: '.' | ',';
  /** Tokens YYYY, MM, DD (e.g. 'YYYY-MM-DD', 'DD.MM.YYYY'). */
  dateFormat: string;
}

/** The body of POST downloads. */
export interface ExportRequest {
  type: DownloadType;
  format: ExportFormat;
  /** The file name before the rules of (the server makes it safe and adds the date). */
  name: string;
  /**
   * Items in the same group share the in-progress state, e.g. 'widget:estimatedExpenditure'
   * or 'report'. At most 100 characters.
   */
  group: string;
  widgetType?: string;
  reportType?: ExportReportType;
  criteria: {
    /** The report the export was made from (a link in the workbook's first sheet). */
    reportLink?: string;
    currency?: string;
    /** The period code or custom range the export covers: checked against periodMonthsCount. */
    period?: string;
    /** Data exports: one sheet per dataset request (at most EXPORT_MAX_SHEETS). */
    sheets?: ExportSheet[];
    /** Creative and media downloads: the creatives (at most EXPORT_MAX_CREATIVES). */
    creativeIds?: number[];
  };
  settings: ExportSettings;
  /** The report's view token, for sheets whose datasets need one. */
  viewToken?: string;
}

export const EXPORT_MAX_SHEETS = 60;
export const EXPORT_MAX_CREATIVES = 100;

/** A registered download ("A POST to the download service returns an id, then polling"). */
export interface Download {
  id: string;
  type: DownloadType;
  format: ExportFormat;
  group: string;
  status: DownloadStatus;
  /** The file's name with its extension, by rules. */
  fileName: string;
  createdAt: string;
  /** READY only: the signed content path (relative to the API base); fetch it with the session. */
  link?: string;
  /** READY only: when the link stops working. */
  linkExpiresAt?: string;
}

/** One scope's usage against its monthly cap (remaining = cap − usage, never below 0). */
export interface ExportLimitStatus {
  interval: 'MONTHLY';
  /** The monthly cap; null when the plan has none. */
  maxCountLimit: number | null;
  /** Exports counted this month (failed ones are not). */
  downloadsCount: number;
  /** null when unlimited. */
  remaining: number | null;
  /** The longest period an export may cover, in months; null when unlimited. */
  periodMonthsCount: number | null;
}

/** GET exports/status. */
export interface ExportStatus {
  inProgress: boolean;
  currentExportId: string | null;
  limits: Record<ExportScope, ExportLimitStatus>;
  /**
   * Jobs still being made, and READY ones made within the hour whose file was never fetched (their
   * page closed first): the client resumes them on page load and saves them.
   */
  processing: Download[];
}

/** Exceeded when remaining is 0 or less, or the period is longer than the limit. */
export function isExportLimitExceeded(limit: ExportLimitStatus, periodMonths: number | null): boolean {
  if (limit.remaining !== null && limit.remaining <= 0) return true;
  return periodMonths !== null && limit.periodMonthsCount !== null && periodMonths > limit.periodMonthsCount;
}

/** Remaining = cap − usage, never below 0; null when there is no cap. */
export function remainingExports(cap: number | null, used: number): number | null {
  return cap === null ? null : Math.max(0, cap - used);
}
