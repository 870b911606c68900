import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from './Database.ts';
import { openPostgres } from './openPostgres.ts';

const serverUrl = process.env.DATABASE_URL;
let db: Database | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

// Only with a PostgreSQL server (`pnpm test:api:postgres`, CI): PGlite has no pooled connections.
describe.skipIf(!serverUrl)('openPostgres', () => {
  it('survives the server closing an idle pooled connection, and reconnects on the next query', async () => {
    const lost: Error[] = [];
    db = openPostgres(serverUrl!, (error) => lost.push(error));
    const [{ pid }] = (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')) as [{ pid: number }];

    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    } finally {
      await admin.end();
    }
    await expect.poll(() => lost.length).toBe(1);

    const [{ other }] = (await db.query<{ other: number }>('SELECT pg_backend_pid() AS other')) as [{ other: number }];
    expect(other).not.toBe(pid);
  });
});
