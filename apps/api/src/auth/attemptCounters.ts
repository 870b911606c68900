import type { Queryable } from '../db/Database.ts';

/**
 * A limit of attempts per key: at most `max` in a window that starts with the first
 * attempt and lasts `windowSeconds`. `scope` names the counter ('login-account', 'login-address', …).
 */
export interface AttemptLimit {
  scope: string;
  max: number;
  windowSeconds: number;
}

/** A place taken in a counter (give it back when the attempt turns out right), or the wait until one frees. */
export type AttemptPlace =
  { taken: true; limit: AttemptLimit; subject: string; window: string } | { taken: false; waitSeconds: number };

/**
 * Takes one place in the key's counter before the attempt is checked, in one statement: the upsert
 * locks the key's row, so of N parallel attempts exactly `max` get a place and the rest wait for the
 * window to end (a count read first and written after the slow check let them all through).
 */
export async function takeAttempt(db: Queryable, limit: AttemptLimit, subject: string): Promise<AttemptPlace> {
  const [row] = await db.query<{ window: string; count: number }>(
    `INSERT INTO attempt_counters AS c (scope, subject, count, window_started_at, expires_at)
     VALUES ($1, $2, 1, now(), now() + make_interval(secs => $4::int))
     ON CONFLICT (scope, subject) DO UPDATE SET
       count = CASE WHEN c.expires_at <= now() THEN 1 ELSE c.count + 1 END,
       window_started_at = CASE WHEN c.expires_at <= now() THEN now() ELSE c.window_started_at END,
       expires_at = CASE WHEN c.expires_at <= now() THEN now() + make_interval(secs => $4::int) ELSE c.expires_at END
     WHERE c.expires_at <= now() OR c.count < $3
     RETURNING c.window_started_at::text AS window, c.count`,
    [limit.scope, subject, limit.max, limit.windowSeconds],
  );
  if (row) {
    // A new window: forget the keys whose windows have ended (each row is deleted once).
    if (row.count === 1) await db.query('DELETE FROM attempt_counters WHERE expires_at < now()');
    return { taken: true, limit, subject, window: row.window };
  }
  const [full] = await db.query<{ wait: number }>(
    `SELECT extract(epoch FROM expires_at - now())::float8 AS wait FROM attempt_counters
     WHERE scope = $1 AND subject = $2`,
    [limit.scope, subject],
  );
  return { taken: false, waitSeconds: Math.max(1, Math.ceil(full?.wait ?? limit.windowSeconds)) };
}

/** Gives a place back (the attempt was right, or another limit refused it): it does not count. */
export async function returnAttempt(db: Queryable, place: AttemptPlace): Promise<void> {
  if (!place.taken) return;
  await db.query(
    `UPDATE attempt_counters SET count = count - 1
     WHERE scope = $1 AND subject = $2 AND window_started_at = $3::timestamptz AND count > 0`,
    [place.limit.scope, place.subject, place.window],
  );
}

/** Forgets the key's attempts (a right password ends its account's run of failures). */
export async function clearAttempts(db: Queryable, limit: AttemptLimit, subject: string): Promise<void> {
  await db.query('DELETE FROM attempt_counters WHERE scope = $1 AND subject = $2', [limit.scope, subject]);
}
