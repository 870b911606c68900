import type { Database } from '../db/Database.ts';

/** At most this many contact requests per user in the window. */
export interface ContactRateLimit {
  maxRequests: number;
  windowSeconds: number;
}

/**
 * Records a contact request unless the user has made `limit.maxRequests` in the window: then it
 * records nothing and answers how many seconds until the oldest leaves the window. Counted and
 * written under the user's row lock: parallel requests cannot all pass.
 */
export async function recordContactRequest(
  db: Database,
  userId: number,
  topic: string,
  limit: ContactRateLimit,
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
    const [recent] = await tx.query<{ count: number; wait: number | null }>(
      `SELECT count(*)::int AS count,
              extract(epoch FROM min(requested_at) + make_interval(secs => $2::int) - now())::float8 AS wait
       FROM sales_contact_requests WHERE user_id = $1 AND requested_at > now() - make_interval(secs => $2::int)`,
      [userId, limit.windowSeconds],
    );
    if (recent && recent.count >= limit.maxRequests) {
      return Math.max(1, Math.ceil(recent.wait ?? limit.windowSeconds));
    }
    await tx.query('INSERT INTO sales_contact_requests (user_id, topic) VALUES ($1, $2)', [userId, topic]);
    return undefined;
  });
}
