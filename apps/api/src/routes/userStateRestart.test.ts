import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS } from '../seed/accessAccounts.ts';
import { seedAppState } from '../seed/seedAppState.ts';
import { basicHeader, buildTestApp } from '../testing/createTestServer.ts';
import { type RestartableDatabase, createRestartableDatabase } from '../testing/restartableDatabase.ts';

const ADMIN = SEEDED_ACCOUNTS.find((account) => account.roles.includes('SKIPLIST_MANAGER'))!;
const NEW_PASSWORD = 'Restarted-pass-9';

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

let durable: RestartableDatabase;
beforeAll(async () => {
  durable = await createRestartableDatabase({
    prepare: async (db) => {
      await seedAppState(db, '2025-06-30');
      // One advertiser to skip; the synthetic data is not needed here.
      await db.query(
        `INSERT INTO advertisers (id, name, domain, favicon_color, home_country) VALUES (7, 'Acme', 'acme.test', '#123456', 'US')`,
      );
    },
  });
  await (await durable.open()).close();
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
