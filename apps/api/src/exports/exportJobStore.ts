import {
  API_ERROR_CODES,
  type Download,
  type DownloadStatus,
  type DownloadType,
  EXPORT_SCOPES,
  type ExportFormat,
  type ExportRequest,
  type ExportScope,
  type ExportSheet,
  type ReportViewClaims,
} from '@adlens/core';
import type { Database, Queryable } from '../db/Database.ts';
import { ApiHttpError } from '../http/ApiHttpError.ts';

/** A sheet as stored: its own view token's verified claims instead of the token. */
export type StoredExportSheet = Omit<ExportSheet, 'viewToken'> & { viewClaims?: ReportViewClaims };

/**
 * The stored request: core ExportRequest without the client's view tokens (the request's claims are
 * kept beside it, a sheet's own in the sheet), so the worker can sign fresh ones after they expire.
 */
export type StoredExportRequest = Omit<ExportRequest, 'viewToken' | 'criteria'> & {
  criteria: Omit<ExportRequest['criteria'], 'sheets'> & { sheets?: StoredExportSheet[] };
};

export interface NewExportJob {
  id: string;
  userId: number;
  sessionId: string | null;
  request: StoredExportRequest;
  viewClaims: ReportViewClaims | null;
  scope: ExportScope;
  fileName: string;
  /** The plan's monthly cap of the scope; null: unlimited. */
  cap: number | null;
}

/** A job as the worker produces it. */
export interface ClaimedExportJob {
  id: string;
  userId: number;
  sessionId: string | null;
  request: StoredExportRequest;
  viewClaims: ReportViewClaims | null;
  fileName: string;
  attempts: number;
  createdAt: Date;
}

export interface ExportFile {
  content: Uint8Array;
  contentType: string;
}

interface JobRow {
  id: string;
  type: DownloadType;
  format: ExportFormat;
  group_key: string;
  status: DownloadStatus;
  file_name: string;
  created_at: Date;
}

const JOB_COLUMNS = 'id, type, format, group_key, status, file_name, created_at';
/** How long a finished export whose page closed waits to be saved on the owner's next page load. */
const UNDELIVERED_HOURS = 1;
/** Any constant (see runMigrations' 4000001 and the report views' 4000002). */
const EXPORT_LOCK_KEY = 4_000_009;
/** Usage of the current UTC month: jobs that did not fail (docs/decisions/exports.md#exports-and-downloads). */
const THIS_MONTH = `created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AND status <> 'FAILED'`;

function toDownload(row: JobRow): Download {
  return {
    id: row.id,
    type: row.type,
    format: row.format,
    group: row.group_key,
    status: row.status,
    fileName: row.file_name,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The export limit page: the scope's monthly cap is used up (429). */
function exportLimitError(scope: ExportScope, limit: number): ApiHttpError {
  const what = scope === 'WIDGET' ? 'widget exports' : scope === 'CREATIVES' ? 'creative downloads' : 'report exports';
  return new ApiHttpError(
    429,
    API_ERROR_CODES.exportLimitReached,
    `You have reached the limit of ${limit} ${what} per month`,
    {
      attributes: { scope, interval: 'MONTHLY', limit },
    },
  );
}

/** The user's exports of this month per scope (FAILED ones do not count). */
export async function monthlyExportUsage(db: Queryable, userId: number): Promise<Record<ExportScope, number>> {
  const rows = await db.query<{ scope: ExportScope; used: number }>(
    `SELECT scope, count(*)::int AS used FROM export_jobs WHERE user_id = $1 AND ${THIS_MONTH} GROUP BY scope`,
    [userId],
  );
  return Object.fromEntries(
    EXPORT_SCOPES.map((scope) => [scope, rows.find((row) => row.scope === scope)?.used ?? 0]),
  ) as Record<ExportScope, number>;
}

/**
 * Registers a job against the scope's monthly cap, in one transaction that holds the user's export
 * lock: two exports asked at once cannot both take the last one (429 for the later).
 */
export async function registerExportJob(db: Database, job: NewExportJob): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [EXPORT_LOCK_KEY, job.userId % 2_000_000_000]);
    if (job.cap !== null) {
      const used = (await monthlyExportUsage(tx, job.userId))[job.scope];
      if (used >= job.cap) throw exportLimitError(job.scope, job.cap);
    }
    await tx.query(
      `INSERT INTO export_jobs (id, user_id, session_id, type, format, scope, group_key, file_name, request, view_claims)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb)`,
      [
        job.id,
        job.userId,
        job.sessionId,
        job.request.type,
        job.request.format,
        job.scope,
        job.request.group,
        job.fileName,
        JSON.stringify(job.request),
        job.viewClaims ? JSON.stringify(job.viewClaims) : null,
      ],
    );
  });
}

/** One of the user's jobs; another user's is not found. */
export async function findDownload(db: Queryable, userId: number, id: string): Promise<Download | undefined> {
  const [row] = await db.query<JobRow>(`SELECT ${JOB_COLUMNS} FROM export_jobs WHERE id = $1 AND user_id = $2`, [
    id,
    userId,
  ]);
  return row ? toDownload(row) : undefined;
}

/** The user's jobs not yet READY or FAILED, oldest first (the app resumes them on page load). */
export async function processingDownloads(db: Queryable, userId: number): Promise<Download[]> {
  // Still being made, or made within the hour but never fetched (its page closed before it was ready).
  const rows = await db.query<JobRow>(
    `SELECT ${JOB_COLUMNS} FROM export_jobs
     WHERE user_id = $1
       AND (status IN ('REGISTERED', 'IN_PROGRESS')
         OR (status = 'READY' AND delivered_at IS NULL AND finished_at > now() - interval '${UNDELIVERED_HOURS} hour'))
     ORDER BY created_at, id`,
    [userId],
  );
  return rows.map(toDownload);
}

/** Records the first fetch of a job's file: it is no longer waiting to be saved on a page load. */
export async function markDelivered(db: Queryable, userId: number, id: string): Promise<void> {
  await db.query(
    `UPDATE export_jobs SET delivered_at = now() WHERE id = $1 AND user_id = $2 AND delivered_at IS NULL`,
    [id, userId],
  );
}

/** A READY job's file, for its owner. */
export async function readExportFile(
  db: Queryable,
  userId: number,
  id: string,
): Promise<(ExportFile & { fileName: string }) | undefined> {
  const [row] = await db.query<{ content: Uint8Array; content_type: string; file_name: string }>(
    `SELECT content, content_type, file_name FROM export_jobs WHERE id = $1 AND user_id = $2 AND status = 'READY'`,
    [id, userId],
  );
  return row ? { content: row.content, contentType: row.content_type, fileName: row.file_name } : undefined;
}

interface ClaimRow {
  id: string;
  user_id: number;
  session_id: string | null;
  request: StoredExportRequest;
  view_claims: ReportViewClaims | null;
  file_name: string;
  attempts: number;
  created_at: Date;
}

/**
 * Claims the oldest job that is waiting, or whose worker's lease ran out (it died mid-way), for
 * `leaseMs`. `FOR UPDATE SKIP LOCKED`: concurrent workers (two API processes) never take one job twice.
 */
export async function claimExportJob(db: Queryable, leaseMs: number): Promise<ClaimedExportJob | undefined> {
  const [row] = await db.query<ClaimRow>(
    `UPDATE export_jobs j
     SET status = 'IN_PROGRESS', attempts = j.attempts + 1, started_at = now(),
         lease_until = now() + make_interval(secs => $1::double precision / 1000)
     FROM (SELECT id FROM export_jobs
           WHERE status = 'REGISTERED' OR (status = 'IN_PROGRESS' AND lease_until < now())
           ORDER BY created_at, id LIMIT 1 FOR UPDATE SKIP LOCKED) next
     WHERE j.id = next.id
     RETURNING j.id, j.user_id, j.session_id, j.request, j.view_claims, j.file_name, j.attempts, j.created_at`,
    [leaseMs],
  );
  if (!row) return undefined;
  return {
    id: row.id,
    userId: Number(row.user_id),
    sessionId: row.session_id,
    request: row.request,
    viewClaims: row.view_claims,
    fileName: row.file_name,
    attempts: row.attempts,
    createdAt: new Date(row.created_at),
  };
}

/** The worker is still at it: the lease runs `leaseMs` from now (its heartbeat). */
export async function extendExportLease(db: Queryable, id: string, leaseMs: number): Promise<void> {
  await db.query(
    `UPDATE export_jobs SET lease_until = now() + make_interval(secs => $2::double precision / 1000)
     WHERE id = $1 AND status = 'IN_PROGRESS'`,
    [id, leaseMs],
  );
}

export async function completeExportJob(db: Queryable, id: string, file: ExportFile): Promise<void> {
  await db.query(
    `UPDATE export_jobs SET status = 'READY', content = $2, content_type = $3, content_size = $4,
       finished_at = now(), lease_until = NULL, error = NULL
     WHERE id = $1 AND status = 'IN_PROGRESS'`,
    [id, file.content, file.contentType, file.content.byteLength],
  );
}

/** FAILED with the error (`final`), or back in the queue for another attempt. */
export async function failExportJob(db: Queryable, id: string, error: string, final: boolean): Promise<void> {
  await db.query(
    `UPDATE export_jobs SET status = $2, error = $3, lease_until = NULL,
       finished_at = CASE WHEN $2 = 'FAILED' THEN now() END
     WHERE id = $1 AND status = 'IN_PROGRESS'`,
    [id, final ? 'FAILED' : 'REGISTERED', error.slice(0, 2000)],
  );
}
