import { randomBytes } from 'node:crypto';
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
