import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/Database.ts';

export interface NewSession {
  id: string;
  /** Unix seconds; also the auth token's `iat`, so the token lasts exactly the session's lifetime. */
  issuedAt: number;
  /** Unix seconds; also the auth token's `exp`. */
  expiresAt: number;
}

/** One auth_sessions row per auth token; the token's `sid` claim points at it. */
export async function createSession(
  db: Queryable,
  userId: number,
  remember: boolean,
  lifetime: number,
  device: { id: string; label: string } | undefined = undefined,
): Promise<NewSession> {
  const id = randomUUID();
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + lifetime;
  await db.query(
    `INSERT INTO auth_sessions (id, user_id, remember, expires_at, device_id, label)
     VALUES ($1, $2, $3, to_timestamp($4), $5, $6)`,
    [id, userId, remember, expiresAt, device?.id ?? null, device?.label ?? null],
  );
  return { id, issuedAt, expiresAt };
}

/** The session's user when it is neither revoked nor expired; records its use. */
export async function useSession(db: Queryable, sessionId: string, userId: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE auth_sessions SET last_used_at = now()
     WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > now()
     RETURNING device_id`,
    [sessionId, userId],
  );
  const deviceId = (rows[0] as { device_id: string | null } | undefined)?.device_id;
  // The access-token exchange touches the session and its device.
  if (deviceId) await db.query('UPDATE devices SET last_seen_at = now() WHERE id = $1', [deviceId]);
  return rows.length > 0;
}

/** True while the session is neither revoked nor expired (GET security/tokens/authentication). */
export async function isSessionLive(db: Queryable, sessionId: string, userId: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM auth_sessions WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > now()`,
    [sessionId, userId],
  );
  return rows.length > 0;
}

export async function revokeSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('UPDATE auth_sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
}
