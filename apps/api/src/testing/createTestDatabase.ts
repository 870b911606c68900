import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import type { Database } from '../db/Database.ts';
import { openPglite } from '../db/openPglite.ts';
import { openPostgres } from '../db/openPostgres.ts';
import { runMigrations } from '../db/runMigrations.ts';
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
}

/**
 * A fresh, migrated (and by default seeded) database: in-memory PGlite, or — when DATABASE_URL is set
 * (CI, TOOLCHAIN.md Databases) — a uniquely named database on that server, dropped by `close()`.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const standard = (options.seeded ?? true) && options.seed === undefined && options.dataEnd === undefined;
  if (!process.env.DATABASE_URL && standard) return standardPgliteDatabase();
  const { db, dispose } = await openFresh();
  try {
    await runMigrations(db);
    if (options.seeded ?? true) {
      await seedIfEmpty(db, {
        scale: 'small',
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
    const db = await openPglite(undefined, new Blob([await readFile(template)]));
    return { db, close: () => db.close() };
  }
  const db = await openPglite();
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

async function openFresh(): Promise<{ db: Database; dispose: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const db = await openPglite();
    return { db, dispose: () => db.close() };
  }
  const name = `adlens_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
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
