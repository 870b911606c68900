import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import type { Database } from '../db/Database.ts';
import { openPglite } from '../db/openPglite.ts';
import { openPostgres } from '../db/openPostgres.ts';
import { runMigrations } from '../db/runMigrations.ts';
import type { ScaleName } from '../seed/scales.ts';
import { seedIfEmpty } from '../seed/seedIfEmpty.ts';

/** Tests pin the last day of data so every number they see is reproducible. */
export const TEST_DATA_END = '2025-06-30';
export const TEST_SEED = 42;

export interface TestDatabase {
  db: Database;
  close(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Seed `small` synthetic data and the demo account (default true). */
  seeded?: boolean;
  seed?: number;
  dataEnd?: string;
  /** Synthetic data size (default `small`); another scale seeds a fresh database, minutes for `default`. */
  scale?: ScaleName;
}

/**
 * A fresh, migrated (and by default seeded) database: in-memory PGlite, or — when DATABASE_URL is set
 * (CI runs on PostgreSQL) — a uniquely named database on that server, dropped by `close()`.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const standard =
    (options.seeded ?? true) &&
    options.seed === undefined &&
    options.dataEnd === undefined &&
    (options.scale ?? 'small') === 'small';
  const serverUrl = process.env.DATABASE_URL;
  if (standard && !serverUrl) return standardPgliteDatabase();
  if (standard && serverUrl) {
    const name = freshName();
    if (await createFromPostgresTemplate(serverUrl, name)) {
      const { db, dispose } = openNamed(serverUrl, name);
      return { db, close: dispose };
    }
  }
  const { db, dispose } = await openFresh();
  try {
    await runMigrations(db);
    if (options.seeded ?? true) {
      await seedIfEmpty(db, {
        scale: options.scale ?? 'small',
        seed: options.seed ?? TEST_SEED,
        dataEnd: options.dataEnd ?? TEST_DATA_END,
      });
    }
  } catch (error) {
    await dispose();
    throw error;
  }
  return { db, close: dispose };
}

/**
 * The standard seeded test database on PGlite, copied from a template: the first test file of a run
 * migrates and seeds it and leaves a dump in the run's cache directory (`ADLENS_TEST_DB_CACHE`, set by
 * the Vitest global setup); every other file starts from that dump instead of seeding again.
 */
async function standardPgliteDatabase(): Promise<TestDatabase> {
  const cacheDir = process.env.ADLENS_TEST_DB_CACHE;
  const template = cacheDir ? join(cacheDir, `seed-${TEST_SEED}-${TEST_DATA_END}.tar`) : undefined;
  if (template && existsSync(template)) {
    const db = await openPglite(undefined, { loadDataDir: new Blob([await readFile(template)]) });
    return { db, close: () => db.close() };
  }
  const db = await openPglite(undefined, { forDump: Boolean(template) });
  try {
    await runMigrations(db);
    await seedIfEmpty(db, { scale: 'small', seed: TEST_SEED, dataEnd: TEST_DATA_END });
    if (template) {
      // Written aside and renamed, so a file reading the template never sees half of it.
      const partial = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
      await writeFile(partial, Buffer.from(await (await db.dump()).arrayBuffer()));
      await rename(partial, template);
    }
  } catch (error) {
    await db.close();
    throw error;
  }
  return { db, close: () => db.close() };
}

/** Serialises template creation and copies across the run's workers (any constant key of ours). */
const TEMPLATE_LOCK = 4_242_001;

/**
 * Creates the PostgreSQL database `name` as a copy of the run's seeded template
 * (`ADLENS_TEST_PG_TEMPLATE`, set by the Vitest global setup, which drops it at the end), migrating and
 * seeding the template first if no file of the run has yet. A file copy instead of seconds of seeding
 * per test file. False outside a Vitest run: the caller seeds the database itself.
 */
export async function createFromPostgresTemplate(serverUrl: string, name: string): Promise<boolean> {
  const template = process.env.ADLENS_TEST_PG_TEMPLATE;
  if (!template || !/^[a-z0-9_]+$/.test(template)) return false;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // Held while the template is made and while it is copied: a copy needs nobody connected to it.
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (exists.rowCount === 0) await seedTemplate(admin, serverUrl, template);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    return true;
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
    await admin.end();
  }
}

async function seedTemplate(admin: pg.Client, serverUrl: string, template: string): Promise<void> {
  await admin.query(`CREATE DATABASE ${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${template}`;
  const db = openPostgres(url.toString());
  try {
    await runMigrations(db);
    await seedIfEmpty(db, { scale: 'small', seed: TEST_SEED, dataEnd: TEST_DATA_END });
  } catch (error) {
    await db.close();
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    throw error;
  }
  // Closed before anyone copies it: CREATE DATABASE … TEMPLATE refuses a template with connections.
  await db.close();
}

function freshName(): string {
  return `adlens_test_${process.pid}_${randomBytes(4).toString('hex')}`;
}

async function openFresh(): Promise<{ db: Database; dispose: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const db = await openPglite();
    return { db, dispose: () => db.close() };
  }
  const name = freshName();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return openNamed(serverUrl, name);
}

/** A database of ours on the server, dropped by `dispose()`. */
function openNamed(serverUrl: string, name: string): { db: Database; dispose: () => Promise<void> } {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString());
  return {
    db,
    dispose: async () => {
      await db.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
