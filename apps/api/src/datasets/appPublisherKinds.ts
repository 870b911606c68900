import type { PublisherKind } from '@adlens/core';
import type { Queryable } from '../db/Database.ts';

/** Every app publisher (Android or iOS) with its kind. */
export async function appPublisherKinds(db: Queryable): Promise<Map<number, PublisherKind>> {
  const rows = await db.query<{ id: number; kind: PublisherKind }>(
    "SELECT id, kind FROM publishers WHERE kind IN ('ANDROID_APP', 'IOS_APP')",
  );
  return new Map(rows.map((row) => [row.id, row.kind]));
}
