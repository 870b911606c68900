import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/Database.ts';
import { openPglite } from '../db/openPglite.ts';
import { openPostgres } from '../db/openPostgres.ts';
import { runMigrations } from '../db/runMigrations.ts';
import { SEEDED_ACCOUNTS } from '../seed/accessAccounts.ts';
import { seedAppState } from '../seed/seedAppState.ts';
import { basicHeader, buildTestApp } from '../testing/createTestServer.ts';

const ADMIN = SEEDED_ACCOUNTS.find((account) => account.roles.includes('SKIPLIST_MANAGER'))!;
const NEW_PASSWORD = 'Restarted-pass-9';

/**
 * A database that outlives its server: a PGlite directory (the default `.data/`), or a database on
 * the DATABASE_URL server (CI). `open` may be called again after the previous one was closed.
 */
interface DurableDatabase {
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

async function durableDatabase(): Promise<DurableDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dir = await mkdtemp(join(tmpdir(), 'adlens-restart-'));
    return { open: () => openPglite(join(dir, 'pglite')), dispose: () => rm(dir, { recursive: true, force: true }) };
  }
  const name = `adlens_restart_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`).finally(() => admin.end());
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    open: async () => openPostgres(url.toString()),
    dispose: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => dropper.end());
    },
  };
}

async function accessToken(app: Awaited<ReturnType<typeof buildTestApp>>, password: string): Promise<string> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/security/tokens/authentication',
    headers: { authorization: basicHeader(ADMIN.email, password) },
  });
  expect(login.statusCode, login.body).toBe(200);
  const access = await app.inject({
    method: 'POST',
    url: '/api/v1/security/tokens/access',
    headers: { authorization: `Bearer ${login.body}` },
  });
  return access.body;
}

let durable: DurableDatabase;
beforeAll(async () => {
  durable = await durableDatabase();
  const db = await durable.open();
  try {
    await runMigrations(db);
    await seedAppState(db, '2025-06-30');
    // One advertiser to skip; the synthetic data is not needed here.
    await db.query(
      `INSERT INTO advertisers (id, name, domain, favicon_color, home_country) VALUES (7, 'Acme', 'acme.test', '#123456', 'US')`,
    );
  } finally {
    await db.close();
  }
});
afterAll(() => durable?.dispose());

describe(`nothing saved is lost across an API restart (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite files'})`, () => {
  it('keeps preferences, settings, the profile, the new password and the skiplist', async () => {
    const preferences = { showCategoryAlert: false, showBrandAlert: false, brandHierarchyEnabled: true };
    const settings = {
      country: 'DE',
      period: 'LAST_12_MONTHS',
      channel: 'VIDEO-ALL',
      currency: 'EUR',
      widgetMetric: 'Number',
    };
    const profile = { firstName: 'Ada', lastName: 'Restarted' };

    const db = await durable.open();
    const app = await buildTestApp(db);
    try {
      const token = await accessToken(app, ADMIN.password);
      const put = (path: string, payload: object, method: 'PUT' | 'POST' = 'PUT') =>
        app.inject({ method, url: `/api/v1/${path}`, headers: { authorization: `Bearer ${token}` }, payload });
      expect((await put('users/me/preferences', preferences)).statusCode).toBe(200);
      expect((await put('users/me/settings', settings)).statusCode).toBe(200);
      expect((await put('users/me/profile', profile)).statusCode).toBe(200);
      expect((await put('db/skiplists', [{ entityId: 7, entityType: 'advertiser' }], 'POST')).statusCode).toBe(204);
      const password = await put('users/me/password', { currentPassword: ADMIN.password, newPassword: NEW_PASSWORD });
      expect(password.statusCode, password.body).toBe(204);
    } finally {
      await app.close();
      await db.close();
    }

    const reopened = await durable.open();
    const restarted = await buildTestApp(reopened);
    try {
      const token = await accessToken(restarted, NEW_PASSWORD);
      const get = async (path: string) => {
        const response = await restarted.inject({
          method: 'GET',
          url: `/api/v1/${path}`,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(response.statusCode, response.body).toBe(200);
        return response.json();
      };
      expect(await get('users/me/preferences')).toEqual(preferences);
      expect(await get('users/me/settings')).toEqual(settings);
      const skipped = await get('db/skiplists?type=advertiser');
      expect(skipped.elements).toEqual([
        expect.objectContaining({ entityId: 7, entityType: 'advertiser', title: 'acme.test', markedBy: ADMIN.email }),
      ]);
      const [user] = await reopened.query<{ first_name: string; last_name: string }>(
        'SELECT first_name, last_name FROM users WHERE email = $1',
        [ADMIN.email],
      );
      expect(user).toEqual({ first_name: 'Ada', last_name: 'Restarted' });
    } finally {
      await restarted.close();
      await reopened.close();
    }
  });
});
