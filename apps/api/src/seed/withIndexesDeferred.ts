import type { Queryable } from '../db/Database.ts';

/**
 * Bulk loads are faster when the primary-key index is built once afterwards instead of row by row
 * (measured on PGlite: ~40 % of the fact load). The constraint's definition is read from the catalogue,
 * so the migration stays the one place that defines it; inside the seeding transaction nobody else
 * sees the table without its key, and a duplicate row still fails when the key is re-added.
 */
export async function withPrimaryKeyDeferred(tx: Queryable, table: string, load: () => Promise<void>): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(table)) throw new Error(`Not a plain table name: ${table}`);
  const [key] = await tx.query<{ name: string; definition: string }>(
    `SELECT conname AS name, pg_get_constraintdef(oid) AS definition
     FROM pg_constraint WHERE conrelid = $1::regclass AND contype = 'p'`,
    [table],
  );
  if (!key) throw new Error(`${table} has no primary key`);
  await tx.exec(`ALTER TABLE ${table} DROP CONSTRAINT ${key.name}`);
  await load();
  await tx.exec(`ALTER TABLE ${table} ADD CONSTRAINT ${key.name} ${key.definition}`);
}
