import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './Database.ts';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * Where the numbered `.sql` files live: `./migrations/` beside this module — `src/db/migrations` when
 * run from source, `dist/migrations` once bundled (tsup copies the folder, see tsup.config.ts).
 */
const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const FILE_NAME = /^(\d{4})_([a-z0-9_]+)\.sql$/;
/** Any constant; serialises concurrent migrators (two API processes on one PostgreSQL). */
const MIGRATION_LOCK_KEY = 4_000_001;

export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = FILE_NAME.exec(file);
      if (!match) throw new Error(`Migration file ${file} must be named NNNN_snake_case.sql`);
      return { version: Number(match[1]), name: match[2]!, sql: readFileSync(`${dir}/${file}`, 'utf8') };
    })
    .sort((a, b) => a.version - b.version);
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(
        `Migrations must be numbered 1..n without gaps; found ${migration.version} at position ${index + 1}`,
      );
    }
  });
  return migrations;
}

/**
 * Applies pending migrations in order, each in its own transaction, and records them in
 * `schema_migrations`. Returns the versions it applied.
 */
export async function runMigrations(db: Database, migrations: Migration[] = readMigrations()): Promise<number[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied: number[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (done.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  return applied;
}
