import {
  DOWNLOAD_STATUSES,
  DOWNLOAD_TYPES,
  type Download,
  EXPORT_FORMATS,
  EXPORT_MAX_CREATIVES,
  EXPORT_MAX_SHEETS,
  EXPORT_REPORT_TYPES,
  EXPORT_SCOPES,
  type ExportRequest,
  type ExportStatus,
  exportScopeOf,
  isValidPeriodId,
} from '@adlens/core';
import { z } from 'zod';

const sheet = z.strictObject({
  // Long titles are fine: the sheet name is cut to Excel's 31 characters.
  title: z.string().trim().min(1).max(500),
  item: z.string().trim().min(1).max(500).optional().describe('The report item the sheet reads (its rows and header)'),
  dataset: z.string().regex(/^[a-z][a-z0-9/-]{0,63}$/, 'must be a dataset name'),
  query: z.string().max(4000).describe('core serializeDatasetRequest(...).toString()'),
  viewToken: z.string().min(1).max(8192).optional().describe("This sheet's report view token, if not the request's"),
});

/** Tokens YYYY, MM and DD with separators (core ExportSettings.dateFormat). */
const dateFormat = z
  .string()
  .max(20)
  .regex(/^(YYYY|MM|DD|[ ./-])+$/, 'must be made of YYYY, MM, DD and the separators . / - or a space')
  .refine((format) => ['YYYY', 'MM', 'DD'].every((token) => format.includes(token)), 'must contain YYYY, MM and DD');

const creativeId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The body of POST downloads (core ExportRequest). */
export const exportRequestSchema = z
  .strictObject({
    type: z.enum(DOWNLOAD_TYPES),
    format: z.enum(EXPORT_FORMATS),
    // A comparison's or dashboard's name can be long; the file name is cut by core exportFileName.
    name: z.string().trim().min(1).max(1000),
    group: z.string().trim().min(1).max(100),
    widgetType: z.string().max(64).optional(),
    reportType: z.enum(EXPORT_REPORT_TYPES).optional(),
    criteria: z.strictObject({
      reportLink: z.string().max(2000).optional(),
      currency: z
        .string()
        .regex(/^[A-Z]{3}$/, 'must be a currency code')
        .optional(),
      period: z.string().max(40).refine(isValidPeriodId, 'must be a period code or YYYYMMDD-YYYYMMDD').optional(),
      sheets: z.array(sheet).min(1).max(EXPORT_MAX_SHEETS).optional(),
      creativeIds: z
        .array(creativeId)
        .min(1)
        .max(EXPORT_MAX_CREATIVES)
        .refine((ids) => new Set(ids).size === ids.length, 'creative ids must be distinct')
        .optional(),
    }),
    settings: z.strictObject({ decimalDelimiter: z.enum(['.', ',']), dateFormat }),
    viewToken: z.string().min(1).max(8192).optional(),
  })
  .superRefine((request, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    const { sheets, creativeIds } = request.criteria;
    if (exportScopeOf(request.type) === 'CREATIVES') {
      if (request.format !== 'ZIP') issue(['format'], 'media and creative downloads are ZIP');
      if (!creativeIds) issue(['criteria', 'creativeIds'], `${request.type} needs creativeIds`);
      else if (request.type.startsWith('SINGLE_') && creativeIds.length !== 1) {
        issue(['criteria', 'creativeIds'], `${request.type} takes exactly one creative`);
      }
      if (sheets) issue(['criteria', 'sheets'], 'media and creative downloads have no sheets');
      return;
    }
    if (request.format === 'ZIP') issue(['format'], 'data exports are XLSX or TSV');
    if (!sheets) issue(['criteria', 'sheets'], `${request.type} needs at least one sheet`);
    if (creativeIds) issue(['criteria', 'creativeIds'], 'data exports take sheets, not creatives');
  }) satisfies z.ZodType<ExportRequest, unknown>;

export const downloadSchema = z.object({
  id: z.uuid(),
  type: z.enum(DOWNLOAD_TYPES),
  format: z.enum(EXPORT_FORMATS),
  group: z.string(),
  status: z.enum(DOWNLOAD_STATUSES),
  fileName: z.string(),
  createdAt: z.string(),
  link: z.string().optional().describe('READY only: `downloads/{id}/content?expires=…&signature=…`'),
  linkExpiresAt: z.string().optional(),
}) satisfies z.ZodType<Download>;

const limitSchema = z.object({
  interval: z.literal('MONTHLY'),
  maxCountLimit: z.number().int().nullable(),
  downloadsCount: z.number().int(),
  remaining: z.number().int().nullable(),
  periodMonthsCount: z.number().int().nullable(),
});

export const exportStatusSchema = z.object({
  inProgress: z.boolean(),
  currentExportId: z.string().nullable(),
  limits: z.object(
    Object.fromEntries(EXPORT_SCOPES.map((scope) => [scope, limitSchema])) as Record<
      (typeof EXPORT_SCOPES)[number],
      typeof limitSchema
    >,
  ),
  processing: z.array(downloadSchema),
}) satisfies z.ZodType<ExportStatus>;
