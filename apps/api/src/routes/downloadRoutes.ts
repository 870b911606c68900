import { randomUUID } from 'node:crypto';
import {
  API_ERROR_CODES,
  DOWNLOADS_PATH,
  type Download,
  EXPORT_LIMIT_KEYS,
  EXPORT_PERIOD_MONTHS_KEY,
  EXPORT_SCOPES,
  EXPORT_STATUS_PATH,
  type ExportRequest,
  type ExportScope,
  type ExportStatus,
  type EntityType,
  type ReportViewClaims,
  VIEW_TOKEN_DATASETS,
  exportFeatureOf,
  exportFileName,
  exportScopeOf,
  parseDatasetRequest,
  periodLengthInMonths,
  remainingExports,
  resolvePeriod,
  toIsoDate,
} from '@adlens/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bearerToken } from '../auth/bearerToken.ts';
import { reportTokenErrors } from '../auth/reportViewTokens.ts';
import type { SignedAccessClaims } from '../auth/ownTokens.ts';
import type { Queryable } from '../db/Database.ts';
import { loadPackageAccess } from '../datasets/packageAccess.ts';
import {
  assertExportReportAllowed,
  assertReportTypeAllowed,
  datasetReportType,
  reportFlagsOf,
} from '../datasets/reportTypeAccess.ts';
import { existingCreativeIds } from '../exports/creativeDetails.ts';
import { type ExportPlan, loadExportPlan } from '../exports/exportPlan.ts';
import type { DownloadLinks } from '../exports/downloadLinks.ts';
import {
  findDownload,
  monthlyExportUsage,
  markDelivered,
  processingDownloads,
  readExportFile,
  registerExportJob,
  type StoredExportRequest,
  type StoredExportSheet,
} from '../exports/exportJobStore.ts';
import { downloadSchema, exportRequestSchema, exportStatusSchema } from '../exports/exportRequestSchema.ts';
import type { ExportWorker } from '../exports/exportWorker.ts';
import { exportExtension } from '../exports/produceExport.ts';
import { ApiHttpError, notFoundError, validationError } from '../http/ApiHttpError.ts';
import { registerRoutes, routeOver } from '../openapi/declareRoute.ts';
import type { RouteDeps } from './RouteDeps.ts';

/** What the download routes need besides the common route deps (server.ts builds them). */
export interface DownloadRouteDeps {
  links: DownloadLinks;
  worker: Pick<ExportWorker, 'nudge'>;
  /** Every `GET datasets/{name}` the API serves: a sheet must name one. */
  datasetNames: ReadonlySet<string>;
  /** The clock of the file names' dates. */
  now: () => number;
}

const idParams = z.strictObject({ id: z.uuid('must be a download id (uuid)') });
const contentQuery = z.strictObject({
  expires: z.coerce.number().int().positive().describe('Unix seconds'),
  signature: z.string().regex(/^[\w-]{1,128}$/, 'must be a link signature'),
});

/** A cap of the plan; null: unlimited (no key), 0 without a package. */
function planLimit(plan: ExportPlan, key: string): number | null {
  if (!plan.hasPackage) return 0;
  return plan.limits[key] ?? null;
}

/** The periods an export covers: its criteria's and every sheet's (export availability). */
function longestPeriodMonths(request: ExportRequest, periods: readonly string[], dataEnd: string): number | null {
  const lengths = [request.criteria.period, ...periods]
    .map((period) => (period ? resolvePeriod(period, dataEnd) : undefined))
    .filter((range) => range !== undefined)
    .map(periodLengthInMonths);
  return lengths.length > 0 ? Math.max(...lengths) : null;
}

/** A query string as Fastify hands it to the dataset routes: a repeated key is a list. */
function queryRecord(query: string): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const previous = record[key];
    record[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return record;
}

/**
 * Every sheet names a dataset of this API with a request the shared parser accepts; their periods
 * and the report types they read (reportTypeAccess.ts datasetReportType).
 */
function checkSheets(
  request: ExportRequest,
  datasetNames: ReadonlySet<string>,
): {
  periods: string[];
  reportTypes: (EntityType | undefined)[];
  /** A sheet reads with the request's view token. */
  viewToken: boolean;
} {
  const periods: string[] = [];
  const reportTypes: (EntityType | undefined)[] = [];
  let viewToken = false;
  const fieldErrors: Record<string, string[]> = {};
  (request.criteria.sheets ?? []).forEach((sheet, index) => {
    if (!datasetNames.has(sheet.dataset)) {
      fieldErrors[`criteria.sheets.${index}.dataset`] = [`unknown dataset ${sheet.dataset}`];
      return;
    }
    try {
      const parsed = parseDatasetRequest(queryRecord(sheet.query));
      if (parsed.period) periods.push(parsed.period);
      const items = parsed.entities?.map((entry) => entry.entityType) ?? [undefined];
      reportTypes.push(...items.map((type) => datasetReportType(sheet.dataset, type)));
    } catch (error) {
      fieldErrors[`criteria.sheets.${index}.query`] = [error instanceof Error ? error.message : 'invalid query'];
    }
    if (VIEW_TOKEN_DATASETS.includes(sheet.dataset) && !sheet.viewToken) viewToken = true;
  });
  if (Object.keys(fieldErrors).length > 0) throw validationError(fieldErrors);
  return { periods, reportTypes, viewToken };
}

/**
 * An export of a report, a benchmark or a sheet the package does not open is refused
 * when it is asked for, not only when the worker reads its datasets (reportTypeAccess.ts).
 */
async function checkExportReports(
  db: Queryable,
  userId: number,
  request: ExportRequest,
  reportTypes: readonly (EntityType | undefined)[],
): Promise<void> {
  if (request.reportType === undefined && reportFlagsOf(reportTypes).length === 0) return;
  const access = await loadPackageAccess(db, userId);
  if (request.reportType) assertExportReportAllowed(access, request.reportType);
  for (const type of reportTypes) assertReportTypeAllowed(access, type);
}

/** The user's own report view token's claims, else 401. */
async function viewClaimsOf(deps: RouteDeps, userId: number, token: string): Promise<ReportViewClaims> {
  const claims = await deps.reportTokens.verify(token);
  if (claims.actor.id !== userId) throw reportTokenErrors.invalid();
  return claims;
}

/**
 * The request as it is stored: view tokens (the request's and the sheets' own) replaced by their
 * verified claims, from which the worker signs fresh tokens however late it runs.
 */
async function withoutViewTokens(
  deps: RouteDeps,
  userId: number,
  body: ExportRequest,
): Promise<{ request: StoredExportRequest; viewClaims: ReportViewClaims | null }> {
  const { viewToken, criteria, ...rest } = body;
  const viewClaims = viewToken ? await viewClaimsOf(deps, userId, viewToken) : null;
  if (!criteria.sheets) return { request: { ...rest, criteria }, viewClaims };
  const sheets: StoredExportSheet[] = [];
  for (const { viewToken: own, ...sheet } of criteria.sheets) {
    sheets.push(own ? { ...sheet, viewClaims: await viewClaimsOf(deps, userId, own) } : sheet);
  }
  return { request: { ...rest, criteria: { ...criteria, sheets } }, viewClaims };
}

/** RFC 6266 attachment with an RFC 5987 UTF-8 name (and an ASCII fallback for old clients). */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

interface DownloadHandlerDeps extends RouteDeps {
  downloads: DownloadRouteDeps;
}

function claimsOf(deps: RouteDeps, request: FastifyRequest): Promise<SignedAccessClaims> {
  return deps.auth.authenticate(bearerToken(request));
}

/** A ready download with a signed link for its owner. */
function withLink(downloads: DownloadRouteDeps, download: Download, userId: number): Download {
  if (download.status !== 'READY') return download;
  const { link, expiresAt } = downloads.links.sign(download.id, userId);
  return { ...download, link, linkExpiresAt: expiresAt.toISOString() };
}

const downloadRoutes = [
  routeOver<DownloadHandlerDeps>()({
    method: 'post',
    path: `/${DOWNLOADS_PATH}`,
    summary: 'Register an export (core ExportRequest); a worker produces the file',
    description:
      "Checked in this order after the body: 403 `error.access-denied` {feature} when the plan lacks the export feature (core exportFeatureOf); 403 `error.package-limit-exceeded` {limit: FEATURE, value: category|brand|advertiserBenchmark|brandBenchmark} when the plan does not open the export's `reportType` (CATEGORY, BRAND, BENCHMARK_ADVERTISERS, BENCHMARK_BRANDS) or a sheet's category or brand item, or {limit: AUDIENCE} for DEMOGRAPHICS and INTERESTS without the audience reports; 403 `error.export-period-exceeded` {periodMonthsCount, value} when the period (criteria.period or a sheet's) is longer than the plan allows; 429 `error.export-limit-reached` {scope, interval: MONTHLY, limit} when the monthly cap of the scope (core exportScopeOf) is used up. A sheet names a dataset of this API and its serialized request; datasets that need the report view token need the request's `viewToken` or their own (a dashboard's widgets each have one).",
    tags: ['downloads'],
    security: 'accessToken',
    body: { contentType: 'application/json', schema: exportRequestSchema },
    responses: {
      202: { description: 'Registered', schema: z.object({ id: z.uuid() }) },
      400: { description: '`error.validation` with fieldErrors' },
      401: { description: 'Missing or invalid access token, or an invalid view token' },
      403: {
        description:
          '`error.access-denied` {feature}, `error.package-limit-exceeded` {limit: FEATURE|AUDIENCE, value} or `error.export-period-exceeded` {periodMonthsCount}',
      },
      429: { description: '`error.export-limit-reached` {scope, interval, limit}' },
    },
    handler: async ({ request, reply, input, deps }) => {
      const claims = await claimsOf(deps, request);
      const userId = claims.user.id;
      const body = input.body();
      const sheets = checkSheets(body, deps.downloads.datasetNames);
      const plan = await loadExportPlan(deps.db, userId);
      const feature = exportFeatureOf(body.type, body.format);
      if (!plan.features.includes(feature)) {
        throw new ApiHttpError(403, API_ERROR_CODES.accessDenied, 'This export is not included in your plan', {
          attributes: { feature },
        });
      }
      await checkExportReports(deps.db, userId, body, sheets.reportTypes);
      const meta = await deps.dataMeta();
      const maxMonths = planLimit(plan, EXPORT_PERIOD_MONTHS_KEY);
      const months = meta ? longestPeriodMonths(body, sheets.periods, meta.dataEnd) : null;
      if (maxMonths !== null && months !== null && months > maxMonths) {
        throw new ApiHttpError(
          403,
          API_ERROR_CODES.exportPeriodExceeded,
          `Your plan allows exports of up to ${maxMonths} months`,
          { attributes: { periodMonthsCount: maxMonths, value: months } },
        );
      }
      if (body.criteria.creativeIds) {
        const found = await existingCreativeIds(deps.db, body.criteria.creativeIds);
        const unknown = body.criteria.creativeIds.filter((id) => !found.has(id));
        if (unknown.length > 0)
          throw validationError({ 'criteria.creativeIds': [`unknown creatives ${unknown.join(', ')}`] });
      }
      if (sheets.viewToken && !body.viewToken) throw reportTokenErrors.missing();
      const { request: stored, viewClaims } = await withoutViewTokens(deps, userId, body);
      const scope = exportScopeOf(body.type);
      const id = randomUUID();
      const date = toIsoDate(new Date(deps.downloads.now()));
      await registerExportJob(deps.db, {
        id,
        userId,
        sessionId: claims.sid,
        request: stored,
        viewClaims,
        scope,
        fileName: `${exportFileName(body.name, date)}.${exportExtension(body)}`,
        cap: planLimit(plan, EXPORT_LIMIT_KEYS[scope]),
      });
      deps.downloads.worker.nudge();
      return reply.code(202).send({ id });
    },
  }),
  routeOver<DownloadHandlerDeps>()({
    method: 'get',
    path: `/${DOWNLOADS_PATH}/{id}`,
    summary: "One of the user's downloads; READY ones carry a signed content link valid for 5 minutes",
    tags: ['downloads'],
    security: 'accessToken',
    params: idParams,
    responses: {
      200: { description: 'Download', schema: downloadSchema },
      401: { description: 'Missing or invalid access token' },
      404: { description: "Not found (or another user's)" },
    },
    handler: async ({ request, input, deps }) => {
      const claims = await claimsOf(deps, request);
      const { id } = input.params();
      const download = await findDownload(deps.db, claims.user.id, id);
      if (!download) throw notFoundError(`Download ${id} was not found`);
      return withLink(deps.downloads, download, claims.user.id);
    },
  }),
  routeOver<DownloadHandlerDeps>()({
    method: 'get',
    path: `/${DOWNLOADS_PATH}/{id}/content`,
    summary: "The file of a READY download: the signed link of GET downloads/{id}, with the owner's session",
    tags: ['downloads'],
    security: 'accessToken',
    params: idParams,
    query: contentQuery,
    responses: {
      200: {
        description: 'The file (Content-Disposition: attachment)',
        schema: z.string(),
        contentType: 'application/octet-stream',
      },
      401: { description: 'Missing or invalid access token' },
      404: { description: "Not found, not ready, or another user's" },
      410: { description: '`error.download-link-expired`: the link expired or its signature is wrong' },
    },
    handler: async ({ request, reply, input, deps }) => {
      const claims = await claimsOf(deps, request);
      const { id } = input.params();
      const { expires, signature } = input.query();
      // Another user's link is somebody else's file: not found, whatever the signature.
      const file = await readExportFile(deps.db, claims.user.id, id);
      if (!file) throw notFoundError(`Download ${id} was not found`);
      if (deps.downloads.links.check(id, claims.user.id, expires, signature) !== 'valid') {
        throw new ApiHttpError(410, API_ERROR_CODES.downloadLinkExpired, 'The download link has expired');
      }
      await markDelivered(deps.db, claims.user.id, id);
      return reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(file.content));
    },
  }),
  routeOver<DownloadHandlerDeps>()({
    method: 'get',
    path: `/${EXPORT_STATUS_PATH}`,
    summary: 'Monthly export usage per scope against the plan, and the jobs still running',
    tags: ['downloads'],
    security: 'accessToken',
    responses: {
      200: { description: 'Export status', schema: exportStatusSchema },
      401: { description: 'Missing or invalid access token' },
    },
    handler: async ({ request, deps }): Promise<ExportStatus> => {
      const claims = await claimsOf(deps, request);
      const userId = claims.user.id;
      const [plan, usage, processing] = await Promise.all([
        loadExportPlan(deps.db, userId),
        monthlyExportUsage(deps.db, userId),
        processingDownloads(deps.db, userId),
      ]);
      const periodMonthsCount = planLimit(plan, EXPORT_PERIOD_MONTHS_KEY);
      const limitOf = (scope: ExportScope) => {
        const maxCountLimit = planLimit(plan, EXPORT_LIMIT_KEYS[scope]);
        return {
          interval: 'MONTHLY' as const,
          maxCountLimit,
          downloadsCount: usage[scope],
          remaining: remainingExports(maxCountLimit, usage[scope]),
          periodMonthsCount,
        };
      };
      const running = processing.filter((download) => download.status !== 'READY');
      return {
        inProgress: running.length > 0,
        currentExportId: running.at(-1)?.id ?? null,
        limits: Object.fromEntries(EXPORT_SCOPES.map((scope) => [scope, limitOf(scope)])) as ExportStatus['limits'],
        processing,
      };
    },
  }),
];

/**
 * Downloads (docs/decisions/exports.md#exports-and-downloads): register an export, poll it, fetch its file
 * through a signed link, and the monthly usage against the plan's caps.
 */
export function registerDownloadRoutes(app: FastifyInstance, deps: RouteDeps, downloads: DownloadRouteDeps): void {
  registerRoutes(app, { ...deps, downloads }, downloadRoutes);
}
