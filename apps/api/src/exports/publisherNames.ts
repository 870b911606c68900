import type { Queryable } from '../db/Database.ts';

/** The names of these publishers by id (ids that do not exist are left out). */
export async function publisherNames(db: Queryable, ids: readonly number[]): Promise<ReadonlyMap<number, string>> {
  const rows = await db.query<{ id: number | string; name: string }>(
    'SELECT id, name FROM publishers WHERE id = ANY($1::bigint[])',
    [ids],
  );
  return new Map(rows.map((row) => [Number(row.id), row.name]));
}
