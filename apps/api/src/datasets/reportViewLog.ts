import { randomUUID } from 'node:crypto';
import {
  API_ERROR_CODES,
  type EntityType,
  type ModuleType,
  type RecentDatapoint,
  type ReportContextType,
  type ReportViewRequest,
  parseChannel,
} from '@adlens/core';
import type { Database, Queryable } from '../db/Database.ts';
import { ApiHttpError } from '../http/ApiHttpError.ts';
import type { PackageAccess } from './packageAccess.ts';

/** Trial customers get 20 premium searches (docs/product/plans-and-limits.md#trial-premium-searches). */
export const TRIAL_PREMIUM_SEARCHES = 20;
/** A token asked again for the same report and filters within this time is a refresh, not a new view. */
const REFRESH_WINDOW_MINUTES = 30;

export interface RecordedView {
  accessLogId: string;
  usedReportViews: { DAILY: number; MONTHLY: number };
}

/** The report context without its filters (recents collapse on it). */
function contextKey(view: ReportViewRequest): string {
  return JSON.stringify([
    view.type,
    view.moduleType,
    view.entityType,
    view.instances,
    [...view.favoriteIds].sort(),
    view.unsavedGroups.map((group) => [group.name, group.instances]),
    view.categoryId ?? null,
  ]);
}

/** Trial search limit: a channel or country outside the package is a premium search. */
function isPremium(params: Record<string, string>, access: PackageAccess): boolean {
  const channel = params.channel ? parseChannel(params.channel) : undefined;
  if (channel && channel.type !== 'ALL' && !access.channels.includes(channel.type)) return true;
  return params.country !== undefined && !access.countries.includes(params.country);
}

/** Counted premium report views of the user (the trial search limit). */
export async function usedPremiumSearches(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ used: number }>(
    'SELECT count(*)::int AS used FROM access_logs WHERE user_id = $1 AND premium AND counted',
    [userId],
  );
  return row!.used;
}

/** 402: "You've reached the limit of 20 trial premium searches". */
export function trialSearchLimitError(used: number): ApiHttpError {
  return new ApiHttpError(
    402,
    API_ERROR_CODES.trialSearchLimitReached,
    `You've reached the limit of ${TRIAL_PREMIUM_SEARCHES} trial premium searches`,
    { attributes: { limit: TRIAL_PREMIUM_SEARCHES, used } },
  );
}

function limitError(interval: 'DAILY' | 'MONTHLY', limit: number): ApiHttpError {
  return new ApiHttpError(
    429,
    API_ERROR_CODES.reportViewsLimitExceeded,
    `You have reached the limit of ${limit} report views ${interval === 'DAILY' ? 'per day' : 'per month'}`,
    { attributes: { interval, limit } },
  );
}

/**
 * Counts a report view and writes its access-log row, in one transaction: a
 * view is counted unless the user's previous row is the same report with the same filters
 * within 30 minutes (a token refresh). A counted premium view of a trial customer who has used their
 * 20 premium searches is 402 (checked first: it has its own dialog); a counted view past the package's
 * REPORT_VIEW limit is 429 with `attributes.interval` (DAILY checked first). Refused views write nothing.
 */
export async function recordReportView(
  db: Database,
  userId: number,
  view: ReportViewRequest,
  access: PackageAccess,
): Promise<RecordedView> {
  const key = contextKey(view);
  const premium = isPremium(view.params, access);
  return db.transaction(async (tx) => {
    // Serialises one user's views, so two tabs cannot both take the last allowed view.
    await tx.query('SELECT pg_advisory_xact_lock(4000002, $1::int)', [userId % 2_000_000_000]);
    const [previous] = await tx.query<{ same: boolean }>(
      `SELECT (context_key = $2 AND params = $3::jsonb AND created_at > now() - make_interval(mins => $4)) AS same
       FROM access_logs WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT 1`,
      [userId, key, JSON.stringify(view.params), REFRESH_WINDOW_MINUTES],
    );
    const counted = !previous?.same;
    const usage = await readUsage(tx, userId);
    if (counted) {
      if (premium && access.customerType === 'TRIAL') {
        const used = await usedPremiumSearches(tx, userId);
        if (used >= TRIAL_PREMIUM_SEARCHES) throw trialSearchLimitError(used);
      }
      for (const interval of ['DAILY', 'MONTHLY'] as const) {
        const limit = access.reportViewLimits[interval];
        if (limit !== null && usage[interval] >= limit) throw limitError(interval, limit);
      }
      await tx.query(
        `INSERT INTO report_view_usage (user_id, interval, period_start, views)
         VALUES ($1, 'DAILY', (now() AT TIME ZONE 'UTC')::date, 1),
                ($1, 'MONTHLY', date_trunc('month', now() AT TIME ZONE 'UTC')::date, 1)
         ON CONFLICT (user_id, interval, period_start) DO UPDATE SET views = report_view_usage.views + 1`,
        [userId],
      );
    }
    const id = randomUUID();
    await tx.query(
      `INSERT INTO access_logs (id, user_id, context_key, type, module_type, entity_type, instances, favorite_ids,
         unsaved_groups, params, category_id, dashboard_id, counted, premium)
       VALUES ($1, $2, $3, $4, $5, $6, $7::bigint[], $8::text[], $9::jsonb, $10::jsonb, $11, $12, $13, $14)`,
      [
        id,
        userId,
        key,
        view.type,
        view.moduleType,
        view.entityType,
        view.instances,
        view.favoriteIds,
        JSON.stringify(view.unsavedGroups),
        JSON.stringify(view.params),
        view.categoryId ?? null,
        view.dashboardId ?? null,
        counted,
        premium,
      ],
    );
    return {
      accessLogId: id,
      usedReportViews: counted ? { DAILY: usage.DAILY + 1, MONTHLY: usage.MONTHLY + 1 } : usage,
    };
  });
}

/** The user's counted report views today and this month (UTC). */
export async function readUsage(db: Queryable, userId: number): Promise<{ DAILY: number; MONTHLY: number }> {
  const rows = await db.query<{ interval: 'DAILY' | 'MONTHLY'; views: number }>(
    `SELECT interval, views FROM report_view_usage
     WHERE user_id = $1 AND ((interval = 'DAILY' AND period_start = (now() AT TIME ZONE 'UTC')::date)
        OR (interval = 'MONTHLY' AND period_start = date_trunc('month', now() AT TIME ZONE 'UTC')::date))`,
    [userId],
  );
  const views = (interval: 'DAILY' | 'MONTHLY') => rows.find((row) => row.interval === interval)?.views ?? 0;
  return { DAILY: views('DAILY'), MONTHLY: views('MONTHLY') };
}

/** The types of a recent. */
export const RECENT_TYPES = ['SINGLE', 'GROUP', 'COMPARISON'] as const;
export type RecentType = (typeof RECENT_TYPES)[number];

interface LogRow {
  id: string;
  time: string;
  type: ReportContextType;
  module_type: ModuleType;
  entity_type: EntityType;
  instances: number[];
  favorite_ids: string[];
  unsaved_groups: { name: string; instances: number[] }[];
  params: Record<string, string>;
  category_id: number | null;
}

/** A recent datapoint before its entities' titles and icons are resolved. */
export type RecentRow = Omit<RecentDatapoint, 'details'> & { details: Omit<RecentDatapoint['details'], 'entities'> };

/**
 * The user's latest view of each distinct report context, newest
 * first. SINGLE: one instance and no groups; GROUP: a regular report of several or of groups;
 * COMPARISON: a comparison.
 */
export async function listRecentViews(
  db: Queryable,
  userId: number,
  filter: {
    size: number;
    entityTypes?: readonly EntityType[];
    moduleTypes?: readonly ModuleType[];
    types?: readonly RecentType[];
    includeDashboardEntities: boolean;
  },
): Promise<RecentRow[]> {
  const rows = await db.query<LogRow>(
    `SELECT * FROM (
       SELECT DISTINCT ON (context_key) id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS time,
              created_at, type, module_type, entity_type, instances, favorite_ids, unsaved_groups, params, category_id,
              CASE WHEN type = 'COMPARISON' THEN 'COMPARISON'
                   WHEN cardinality(instances) = 1 AND jsonb_array_length(unsaved_groups) = 0
                        AND cardinality(favorite_ids) = 0 THEN 'SINGLE'
                   ELSE 'GROUP' END AS recent_type
       FROM access_logs
       WHERE user_id = $1 AND ($2::text[] IS NULL OR entity_type = ANY($2)) AND ($3::text[] IS NULL OR module_type = ANY($3))
         AND ($4 OR dashboard_id IS NULL)
       ORDER BY context_key, created_at DESC, id
     ) latest
     WHERE $5::text[] IS NULL OR recent_type = ANY($5)
     ORDER BY created_at DESC, id
     LIMIT $6`,
    [
      userId,
      filter.entityTypes ?? null,
      filter.moduleTypes ?? null,
      filter.includeDashboardEntities,
      filter.types ?? null,
      filter.size,
    ],
  );
  return rows.map((row) => ({
    id: row.id,
    time: row.time,
    favorites: [],
    details: {
      id: row.id,
      type: row.type === 'COMPARISON' ? 'comparison' : 'regular',
      entityType: row.entity_type,
      moduleType: row.module_type,
      // bigint[] comes back as strings from PostgreSQL; ids are safe integers (core parseIds).
      instances: row.instances.map(Number),
      favoriteIds: row.favorite_ids,
      unsavedGroups: row.unsaved_groups,
      categoryId: row.category_id,
      params: row.params,
    },
  }));
}

/** One of the user's access-log rows (save2favorites reads it), or undefined. */
export async function readAccessLog(
  db: Queryable,
  userId: number,
  id: string,
): Promise<
  | {
      type: ReportContextType;
      moduleType: ModuleType;
      entityType: EntityType;
      instances: number[];
      favoriteIds: string[];
      unsavedGroups: { name: string; instances: number[] }[];
      params: Record<string, string>;
      categoryId: number | null;
    }
  | undefined
> {
  const [row] = await db.query<LogRow>(
    `SELECT id, type, module_type, entity_type, instances, favorite_ids, unsaved_groups, params, category_id
     FROM access_logs WHERE id = $1::uuid AND user_id = $2`,
    [id, userId],
  );
  if (!row) return undefined;
  return {
    type: row.type,
    moduleType: row.module_type,
    entityType: row.entity_type,
    instances: row.instances.map(Number),
    favoriteIds: row.favorite_ids,
    unsavedGroups: row.unsaved_groups,
    params: row.params,
    categoryId: row.category_id,
  };
}
