import type { EntityType } from '@adlens/core';
import type { Database, Queryable } from '../db/Database.ts';

/** One skiplist entry as listed, with who marked it and how many entries match in all. */
export interface SkiplistRow {
  entity_type: EntityType;
  entity_id: number;
  marked_at: string;
  marked_by: string | null;
  total: number;
}

/** The latest entries, of one entity type and these ids when given, newest first. */
export async function listSkiplist(
  db: Queryable,
  entityType: EntityType | undefined,
  ids: readonly number[] | undefined,
  limit: number,
): Promise<SkiplistRow[]> {
  return db.query<SkiplistRow>(
    `SELECT s.entity_type, s.entity_id, s.marked_at, u.email AS marked_by, count(*) OVER ()::int AS total
     FROM skiplists s LEFT JOIN users u ON u.id = s.marked_by
     WHERE ($1::text IS NULL OR s.entity_type = $1) AND ($2::bigint[] IS NULL OR s.entity_id = ANY($2::bigint[]))
     ORDER BY s.marked_at DESC, s.entity_type, s.entity_id
     LIMIT $3`,
    [entityType ?? null, ids ?? null, limit],
  );
}

/** Skips the entities, each type's ids together, all or none; an entity already skipped stays as it was. */
export async function skipEntities(
  db: Database,
  groups: ReadonlyMap<EntityType, readonly number[]>,
  markedBy: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [entityType, ids] of groups) {
      await tx.query(
        `INSERT INTO skiplists (entity_type, entity_id, marked_by)
         SELECT $1, id, $3 FROM unnest($2::bigint[]) AS id
         ON CONFLICT (entity_type, entity_id) DO NOTHING`,
        [entityType, ids, markedBy],
      );
    }
  });
}

/** Unskips the entities, all or none. */
export async function unskipEntities(db: Database, groups: ReadonlyMap<EntityType, readonly number[]>): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [entityType, ids] of groups) {
      await tx.query('DELETE FROM skiplists WHERE entity_type = $1 AND entity_id = ANY($2::bigint[])', [
        entityType,
        ids,
      ]);
    }
  });
}
