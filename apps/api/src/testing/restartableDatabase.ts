import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Database } from '../db/Database.ts';
import { openPglite } from '../db/openPglite.ts';
import { openPostgres } from '../db/openPostgres.ts';
import { runMigrations } from '../db/runMigrations.ts';
import { seedIfEmpty } from '../seed/seedIfEmpty.ts';
import { TEST_DATA_END, TEST_SEED, createFromPostgresTemplate } from './createTestDatabase.ts';

export interface RestartableDatabase {
  /** Opens the same database again, as a restarted API does: migrated, seeded once. */
  open(): Promise<Database>;
  /** Removes it (the PGlite directory, or the PostgreSQL database). */
  dispose(): Promise<void>;
  /** The environment that points an API process (main.ts) at it: ADLENS_DATA_DIR or DATABASE_URL. */
  serverEnv: Record<string, string>;
}

export interface RestartableDatabaseOptions {
  /**
   * What the first open puts in after migrating; by default the standard seeded test data (PGlite
   * starts from the run's seeded template when there is one). Later opens only migrate, as a
   * restarted API does.
   */
  prepare?: (db: Database) => Promise<void>;
}

/**
 * A database that outlives its connections, for "nothing saved is lost across an API restart":
 * PGlite files in a temporary directory, or — when DATABASE_URL is set — a named PostgreSQL database.
 */
export async function createRestartableDatabase(
  options: RestartableDatabaseOptions = {},
): Promise<RestartableDatabase> {
  const custom = options.prepare;
  let prepared = false;
  const prepare = async (db: Database) => {
    await runMigrations(db);
    if (!prepared) {
      prepared = true;
      if (custom) await custom(db);
      else await seedIfEmpty(db, { scale: 'small', seed: TEST_SEED, dataEnd: TEST_DATA_END });
    }
    return db;
  };
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'adlens-restart-'));
    // The run's seeded template (createTestDatabase), when there is one: seeding again takes seconds.
    const cache = process.env.ADLENS_TEST_DB_CACHE;
    const template = cache && !custom ? join(cache, `seed-${TEST_SEED}-${TEST_DATA_END}.tar`) : undefined;
    let opened = false;
    const dataDir = join(dir, 'pglite');
    return {
      open: async () => {
        const load = !opened && template && existsSync(template) ? new Blob([readFileSync(template)]) : undefined;
        opened = true;
        return prepare(await openPglite(dataDir, { loadDataDir: load }));
      },
      dispose: async () => rmSync(dir, { recursive: true, force: true }),
      serverEnv: { ADLENS_DATA_DIR: dataDir },
    };
  }
  const name = `adlens_restart_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  // The run's seeded template, when there is one (createTestDatabase); the first open then only migrates.
  if (custom || !(await createFromPostgresTemplate(serverUrl, name))) await admin(`CREATE DATABASE ${name}`);
  else prepared = true;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    open: async () => prepare(openPostgres(url.toString())),
    dispose: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    serverEnv: { DATABASE_URL: url.toString() },
  };
}
