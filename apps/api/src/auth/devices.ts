import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/Database.ts';

/** Where a login comes from: the fingerprint request id and the browser. */
export interface LoginContext {
  remember: boolean;
  requestId: string | undefined;
  userAgent: string | undefined;
  ip: string;
  /** The browser's `adlens_device` cookie, if any (loginDevices.ts: password attempts of a known browser). */
  deviceCookie?: string | undefined;
}

/**
 * The device key of a login: the fingerprint request id, else a hash of the User-Agent (a browser that
 * sends no request id still counts as one device, so the limit cannot be dodged by omitting it).
 */
export function deviceKey(context: LoginContext): string {
  if (context.requestId) return context.requestId;
  return `ua:${createHash('sha256')
    .update(context.userAgent ?? '')
    .digest('hex')
    .slice(0, 24)}`;
}

/** 'Chrome on macOS' from a User-Agent; good enough for a list the user recognises their devices in. */
function deviceLabel(userAgent: string | undefined): string {
  if (!userAgent) return 'Unknown browser';
  const browser =
    [
      ['Edg/', 'Edge'],
      ['OPR/', 'Opera'],
      ['Firefox/', 'Firefox'],
      ['Chrome/', 'Chrome'],
      ['Safari/', 'Safari'],
    ].find(([needle]) => userAgent.includes(needle!))?.[1] ?? 'Browser';
  const system =
    [
      ['iPhone', 'iOS'],
      ['iPad', 'iPadOS'],
      ['Android', 'Android'],
      ['Mac OS X', 'macOS'],
      ['Windows', 'Windows'],
      ['CrOS', 'ChromeOS'],
      ['Linux', 'Linux'],
    ].find(([needle]) => userAgent.includes(needle!))?.[1] ?? undefined;
  return system ? `${browser} on ${system}` : browser === 'Browser' ? userAgent.slice(0, 80) : browser;
}

/**
 * Active devices: not revoked, and remembered (forever=true, 30 days) or holding a live session.
 * Active sessions: neither revoked nor expired.
 */
const ACTIVE_DEVICE = `d.revoked_at IS NULL AND (d.remembered_until > now() OR EXISTS (
  SELECT 1 FROM auth_sessions s WHERE s.device_id = d.id AND s.revoked_at IS NULL AND s.expires_at > now()))`;
const ACTIVE_SESSION = `s.revoked_at IS NULL AND s.expires_at > now()`;

export async function activeDeviceKeys(db: Queryable, userId: number): Promise<string[]> {
  const rows = await db.query<{ request_id: string }>(
    `SELECT d.request_id FROM devices d WHERE d.user_id = $1 AND ${ACTIVE_DEVICE}`,
    [userId],
  );
  return rows.map((row) => row.request_id);
}

export async function activeSessionCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM auth_sessions s WHERE s.user_id = $1 AND ${ACTIVE_SESSION}`,
    [userId],
  );
  return row?.count ?? 0;
}

/** Records the login's device; forever=true remembers it for 30 days. */
export async function recordDevice(
  db: Queryable,
  userId: number,
  context: LoginContext,
  rememberDays: number,
): Promise<{ id: string; label: string }> {
  const label = deviceLabel(context.userAgent);
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO devices (id, user_id, request_id, label, remembered_until)
     VALUES ($1, $2, $3, $4, CASE WHEN $5::boolean THEN now() + make_interval(days => $6::int) END)
     ON CONFLICT (user_id, request_id) DO UPDATE SET
       label = EXCLUDED.label, last_seen_at = now(), revoked_at = NULL,
       remembered_until = CASE WHEN devices.revoked_at IS NOT NULL THEN EXCLUDED.remembered_until
                               ELSE greatest(devices.remembered_until, EXCLUDED.remembered_until) END
     RETURNING id`,
    [randomUUID(), userId, deviceKey(context), label, context.remember, rememberDays],
  );
  return { id: row!.id, label };
}

export interface ListedItem {
  id: string;
  label: string;
  firstSeenAt: string;
  lastSeenAt: string;
  current: boolean;
}

interface ItemRow {
  id: string;
  label: string;
  first_seen_at: Date;
  last_seen_at: Date;
}

function toItem(row: ItemRow, currentId: string | undefined): ListedItem {
  return {
    id: row.id,
    label: row.label,
    firstSeenAt: new Date(row.first_seen_at).toISOString(),
    lastSeenAt: new Date(row.last_seen_at).toISOString(),
    current: row.id === currentId,
  };
}

/** The device-limit page, VIEW_DEVICES: the user's active devices, most recently seen first. */
export async function listDevices(db: Queryable, userId: number, currentDeviceId?: string): Promise<ListedItem[]> {
  const rows = await db.query<ItemRow>(
    `SELECT d.id, d.label, d.first_seen_at, d.last_seen_at FROM devices d
     WHERE d.user_id = $1 AND ${ACTIVE_DEVICE} ORDER BY d.last_seen_at DESC, d.id`,
    [userId],
  );
  return rows.map((row) => toItem(row, currentDeviceId));
}

/** The session-limit page, VIEW_SESSIONS: the user's live sessions, most recently used first. */
export async function listSessions(db: Queryable, userId: number, currentSessionId?: string): Promise<ListedItem[]> {
  const rows = await db.query<ItemRow>(
    `SELECT s.id, coalesce(s.label, d.label, 'Unknown browser') AS label, s.created_at AS first_seen_at,
            coalesce(s.last_used_at, s.created_at) AS last_seen_at
     FROM auth_sessions s LEFT JOIN devices d ON d.id = s.device_id
     WHERE s.user_id = $1 AND ${ACTIVE_SESSION} ORDER BY last_seen_at DESC, s.id`,
    [userId],
  );
  return rows.map((row) => toItem(row, currentSessionId));
}

/** Forgets the device and ends its sessions; false when it is not this user's. */
export async function revokeDevice(db: Queryable, userId: number, deviceId: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE devices SET revoked_at = coalesce(revoked_at, now()), remembered_until = NULL
     WHERE id = $1 AND user_id = $2 RETURNING id`,
    [deviceId, userId],
  );
  if (rows.length === 0) return false;
  await db.query(`UPDATE auth_sessions SET revoked_at = now() WHERE device_id = $1 AND revoked_at IS NULL`, [deviceId]);
  return true;
}

/** Ends the session at once: its auth token yields no more access tokens. False when not this user's. */
export async function revokeUserSession(db: Queryable, userId: number, sessionId: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE auth_sessions SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1 AND user_id = $2 RETURNING id`,
    [sessionId, userId],
  );
  return rows.length > 0;
}

/** The device a session was opened on, if it was remembered. */
export async function sessionDeviceId(db: Queryable, sessionId: string): Promise<string | undefined> {
  const [session] = await db.query<{ device_id: string | null }>('SELECT device_id FROM auth_sessions WHERE id = $1', [
    sessionId,
  ]);
  return session?.device_id ?? undefined;
}

/** The user's most devices or sessions; null means unlimited. */
export async function userLimit(
  db: Queryable,
  userId: number,
  column: 'max_devices' | 'max_sessions',
): Promise<number | null> {
  const [row] = await db.query<{ limit: number | null }>(`SELECT ${column} AS limit FROM users WHERE id = $1`, [
    userId,
  ]);
  return row?.limit ?? null;
}
