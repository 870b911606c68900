import type { Database } from '../../db/Database.ts';

/**
 * Tables that belong to no user and yet must not change under a user's requests: accounts, plans and
 * the global skiplist (only a skiplist manager changes it).
 */
const SHARED_TABLES = ['users', 'customers', 'packages', 'skiplists'] as const;

/**
 * One hash per table of every row that is not `userId`'s own: every table with a `user_id` column
 * (dashboards, bookmarks and groups, subscriptions, exports, sessions, devices, settings, … — found
 * in the catalogue, so a new owner-scoped table is covered the day it is added), and SHARED_TABLES
 * (users without `userId` itself). Equal digests before and after a request: it changed nobody else's rows.
 */
export async function othersRowsDigest(db: Database, userId: number): Promise<Record<string, string>> {
  const owned = await db.query<{ table_name: string }>(
    `SELECT DISTINCT table_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND column_name = 'user_id' ORDER BY table_name`,
  );
  const parts = [
    ...owned.map(({ table_name: table }) => ({ table, where: 'row.user_id::text IS DISTINCT FROM $1::text' })),
    ...SHARED_TABLES.map((table) => ({ table, where: table === 'users' ? 'row.id::text <> $1::text' : 'true' })),
  ];
  const rows = await db.query<{ name: string; digest: string }>(
    parts
      .map(
        ({ table, where }) =>
          `SELECT '${table}' AS name, md5(coalesce(string_agg(row::text, E'\\n' ORDER BY row::text), '')) AS digest
           FROM "${table}" AS row WHERE ${where}`,
      )
      .join(' UNION ALL '),
    [String(userId)],
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}
