import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/Database.ts';

export interface NewSession {
  id: string;
  /** Unix seconds; also the auth token's `exp`. */
  expiresAt: number;
}

/** One auth_sessions row per auth token; the token's `sid` claim points at it. */
export async function createSession(
  db: Queryable,
  userId: number,
  remember: boolean,
  lifetime: number,
): Promise<NewSession> {
  const id = randomUUID();
  const expiresAt = Math.floor(Date.now() / 1000) + lifetime;
  await db.query(
    `INSERT INTO auth_sessions (id, user_id, remember, expires_at) VALUES ($1, $2, $3, to_timestamp($4))`,
    [id, userId, remember, expiresAt],
  );
  return { id, expiresAt };
}

/** The session's user when it is neither revoked nor expired; records its use. */
export async function useSession(db: Queryable, sessionId: string, userId: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE auth_sessions SET last_used_at = now()
     WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > now()
     RETURNING id`,
    [sessionId, userId],
  );
  return rows.length > 0;
}

export async function revokeSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('UPDATE auth_sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
}
