import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * Vitest global setup: where this run keeps its seeded template (see createTestDatabase) — a PGlite
 * dump in a temporary directory, and on PostgreSQL (DATABASE_URL) a template database — both removed
 * when the run ends, so no test ever starts from another run's data.
 */
export default function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'adlens-test-db-'));
  process.env.ADLENS_TEST_DB_CACHE = dir;
  const template = `adlens_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  process.env.ADLENS_TEST_PG_TEMPLATE = template;
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) return;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
}
