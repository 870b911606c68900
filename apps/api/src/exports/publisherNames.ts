import { publisherNameWithKind } from '@adlens/core';
import type { PublisherKind } from '@adlens/core';
import type { Queryable } from '../db/Database.ts';

/**
 * The names of these publishers by id, each with its kind as everywhere a publisher is named alone
 * ('Crimson News 2 (YT channel)', docs/product/search-and-names.md); unknown ids are left out.
 */
export async function publisherNames(db: Queryable, ids: readonly number[]): Promise<ReadonlyMap<number, string>> {
  const rows = await db.query<{ id: number | string; name: string; kind: PublisherKind }>(
    'SELECT id, name, kind FROM publishers WHERE id = ANY($1::bigint[])',
    [ids],
  );
  return new Map(rows.map((row) => [Number(row.id), publisherNameWithKind(row.name, row.kind)]));
}
