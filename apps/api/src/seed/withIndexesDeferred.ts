import type { Queryable } from '../db/Database.ts';

/**
 * Bulk loads are faster when a table's indexes are built once afterwards instead of row by row
 * (measured on PGlite: ~40 % of the fact load; 8× for a rollup with a secondary index). The primary
 * key's and the other indexes' definitions are read from the catalogue, so the migration stays the one
 * place that defines them; inside the seeding transaction nobody else sees the table without them, and
 * a duplicate row still fails when the key is re-added.
 */
export async function withIndexesDeferred(tx: Queryable, table: string, load: () => Promise<void>): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(table)) throw new Error(`Not a plain table name: ${table}`);
  const [key] = await tx.query<{ name: string; definition: string }>(
    `SELECT conname AS name, pg_get_constraintdef(oid) AS definition
     FROM pg_constraint WHERE conrelid = $1::regclass AND contype = 'p'`,
    [table],
  );
  if (!key) throw new Error(`${table} has no primary key`);
  const indexes = await tx.query<{ name: string; definition: string }>(
    `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
     WHERE i.indrelid = $1::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
     ORDER BY c.relname`,
    [table],
  );
  await tx.exec(`ALTER TABLE ${table} DROP CONSTRAINT ${key.name}`);
  for (const index of indexes) await tx.exec(`DROP INDEX ${index.name}`);
  await load();
  await tx.exec(`ALTER TABLE ${table} ADD CONSTRAINT ${key.name} ${key.definition}`);
  for (const index of indexes) await tx.exec(index.definition);
}
