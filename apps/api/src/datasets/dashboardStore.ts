import { randomUUID } from 'node:crypto';
import {
  API_ERROR_CODES,
  DASHBOARD_CONFLICT_MESSAGE,
  DASHBOARD_LIMIT_MESSAGES,
  type Dashboard,
  type DashboardLimitKind,
  type DashboardLimits,
  type DashboardSummary,
  type DashboardWidget,
} from '@adlens/core';
import type { Queryable } from '../db/Database.ts';
import { ApiHttpError, notFoundError } from '../http/ApiHttpError.ts';

interface DashboardRow {
  id: string;
  name: string;
  filters: Record<string, string>;
  widgets: DashboardWidget[];
  version: number;
  created_at: string;
  updated_at: string;
}

const COLUMNS = `id::text AS id, name, filters, widgets, version,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at`;

/** The name a user's first dashboard gets. */
const FIRST_DASHBOARD_NAME = 'My dashboard';

function toDashboard(row: DashboardRow): Dashboard {
  return {
    id: row.id,
    name: row.name,
    filters: row.filters,
    widgets: row.widgets,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** 403 with the limit's sentence (DASHBOARD_LIMIT_MESSAGES) and which limit it is. */
function dashboardLimitError(kind: DashboardLimitKind, max?: number): ApiHttpError {
  return new ApiHttpError(403, API_ERROR_CODES.dashboardLimitReached, DASHBOARD_LIMIT_MESSAGES[kind], {
    attributes: { limit: kind, ...(max !== undefined ? { max } : {}) },
  });
}

/**
 * The user's dashboards, newest change first. A user with dashboards always has one ('You must
 * have at least one dashboard'): the first list creates 'My dashboard'.
 */
export async function listDashboards(db: Queryable, userId: number): Promise<DashboardSummary[]> {
  const list = () =>
    db.query<{ id: string; name: string; widget_count: number; updated_at: string }>(
      `SELECT id::text AS id, name, jsonb_array_length(widgets) AS widget_count,
              to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at
       FROM dashboards WHERE user_id = $1 ORDER BY updated_at DESC, id`,
      [userId],
    );
  let rows = await list();
  if (rows.length === 0) {
    await insertDashboard(db, userId, FIRST_DASHBOARD_NAME, {}, []);
    rows = await list();
  }
  return rows.map((row) => ({ id: row.id, name: row.name, widgetCount: row.widget_count, updatedAt: row.updated_at }));
}

async function insertDashboard(
  db: Queryable,
  userId: number,
  name: string,
  filters: Record<string, string>,
  widgets: DashboardWidget[],
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO dashboards (id, user_id, name, filters, widgets) VALUES ($1::uuid, $2, $3, $4::jsonb, $5::jsonb)`,
    [id, userId, name, JSON.stringify(filters), JSON.stringify(widgets)],
  );
  return id;
}

async function countDashboards(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM dashboards WHERE user_id = $1', [
    userId,
  ]);
  return row?.count ?? 0;
}

export async function getDashboard(db: Queryable, userId: number, id: string): Promise<Dashboard> {
  const [row] = await db.query<DashboardRow>(`SELECT ${COLUMNS} FROM dashboards WHERE id = $1::uuid AND user_id = $2`, [
    id,
    userId,
  ]);
  if (!row) throw notFoundError(`Dashboard ${id} was not found`, { id });
  return toDashboard(row);
}

/** Whether the dashboard is the user's (another user's is as good as none). */
export async function ownsDashboard(db: Queryable, userId: number, id: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM dashboards WHERE id = $1::uuid AND user_id = $2', [id, userId]);
  return rows.length > 0;
}

/** A new dashboard, unless the user has as many as the plan allows. */
export async function createDashboard(
  db: Queryable,
  userId: number,
  limits: DashboardLimits,
  input: { name: string; filters: Record<string, string>; widgets: DashboardWidget[] },
  kind: 'saved' | 'duplicate' = 'saved',
): Promise<Dashboard> {
  if ((await countDashboards(db, userId)) >= limits.dashboards) throw dashboardLimitError(kind, limits.dashboards);
  if (input.widgets.length > limits.widgets) throw dashboardLimitError('widgets', limits.widgets);
  return getDashboard(db, userId, await insertDashboard(db, userId, input.name, input.filters, input.widgets));
}

/**
 * Saves a change made from `version`. A save from an older version is refused with 409 and the
 * current version, so a concurrent edit is never overwritten; the client keeps its change.
 */
export async function updateDashboard(
  db: Queryable,
  userId: number,
  limits: DashboardLimits,
  id: string,
  change: { version: number; name?: string; filters?: Record<string, string>; widgets?: DashboardWidget[] },
): Promise<Dashboard> {
  if (change.widgets && change.widgets.length > limits.widgets) throw dashboardLimitError('widgets', limits.widgets);
  // One statement on the save path (layout changes save often): what is not sent stays as it is.
  const [updated] = await db.query<DashboardRow>(
    `UPDATE dashboards SET name = coalesce($4, name), filters = coalesce($5::jsonb, filters),
       widgets = coalesce($6::jsonb, widgets), version = version + 1, updated_at = now()
     WHERE id = $1::uuid AND user_id = $2 AND version = $3 RETURNING ${COLUMNS}`,
    [
      id,
      userId,
      change.version,
      change.name ?? null,
      change.filters ? JSON.stringify(change.filters) : null,
      change.widgets ? JSON.stringify(change.widgets) : null,
    ],
  );
  if (updated) return toDashboard(updated);
  // Not saved: 404 when it is not the user's, else it changed since `version`.
  const latest = await getDashboard(db, userId, id);
  throw new ApiHttpError(409, API_ERROR_CODES.staleVersion, DASHBOARD_CONFLICT_MESSAGE, {
    attributes: { version: latest.version },
  });
}

/** Deletes one, unless it is the user's last. */
export async function deleteDashboard(db: Queryable, userId: number, id: string): Promise<void> {
  await getDashboard(db, userId, id);
  if ((await countDashboards(db, userId)) <= 1) throw dashboardLimitError('lastOne', 1);
  await db.query('DELETE FROM dashboards WHERE id = $1::uuid AND user_id = $2', [id, userId]);
}
