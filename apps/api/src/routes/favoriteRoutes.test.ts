import {
  type FavoriteDetails,
  NAME_MESSAGES,
  type RecentDatapoint,
  type ReportViewRequest,
  type ReportViewClaims,
  type SavedGroup,
} from '@adlens/core';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../seed/demoAccount.ts';
import { type TestServer, buildTestApp, createTestServer } from '../testing/createTestServer.ts';
import { createRestartableDatabase } from '../testing/restartableDatabase.ts';

let server: TestServer;
let token: string;
let other: string;
let nike: number;
let adidas: number;
let hm: number;

beforeAll(async () => {
  server = await createTestServer();
  token = await server.accessToken();
  other = await server.accessToken({ email: 'admin@adlens.test', password: 'Adlens-admin-1' });
  const rows = await server.db.query<{ id: number; domain: string }>(
    `SELECT id, domain FROM advertisers WHERE domain = ANY($1::text[])`,
    [['nike.com', 'adidas.com', 'hm.com']],
  );
  const idOf = (domain: string) => rows.find((row) => row.domain === domain)!.id;
  [nike, adidas, hm] = [idOf('nike.com'), idOf('adidas.com'), idOf('hm.com')];
});
afterAll(() => server?.close());

const comparison = (overrides: Partial<FavoriteDetails> = {}): FavoriteDetails => ({
  type: 'COMPARISON',
  moduleType: 'AD_INTELLIGENCE',
  entityType: 'advertiser',
  categoryId: null,
  instances: [nike, adidas],
  unsavedGroups: [],
  params: { channel: 'DISPLAY-ALL', country: 'US', period: 'LAST_3_MONTHS' },
  ...overrides,
});

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, as = token) {
  return server.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { authorization: `Bearer ${as}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function save(name: string, details = comparison(), as = token): Promise<SavedGroup> {
  const response = await call('POST', 'favorites/datapoints', { name, details }, as);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function viewToken(request: Partial<ReportViewRequest>) {
  return call('POST', 'security/tokens/report', {
    type: 'COMPARISON',
    moduleType: 'AD_INTELLIGENCE',
    entityType: 'advertiser',
    instances: [],
    favoriteIds: [],
    unsavedGroups: [],
    params: {},
    ...request,
  });
}

describe('favorites/datapoints', () => {
  it('saves a comparison with its filters and lists it with its entities, newest first', async () => {
    const saved = await save('Sportswear rivals');
    expect(saved.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved.details).toMatchObject({
      type: 'COMPARISON',
      instances: [nike, adidas],
      params: { channel: 'DISPLAY-ALL', country: 'US', period: 'LAST_3_MONTHS' },
    });
    expect(saved.details.entities.map((entity) => entity.title)).toEqual(['nike.com', 'adidas.com']);

    const later = await save('Fast fashion', comparison({ instances: [hm, adidas] }));
    const list = (await call('GET', 'favorites/datapoints')).json() as { elements: SavedGroup[] };
    expect(list.elements.map((favorite) => favorite.id).slice(0, 2)).toEqual([later.id, saved.id]);
    const one = await call('GET', `favorites/datapoints/${saved.id}`);
    expect(one.json()).toMatchObject({ id: saved.id, name: 'Sportswear rivals' });
  });

  it('finds a bookmark by its exact name and type, as saving does first', async () => {
    await save('Exact match test');
    const strict = await call('GET', 'favorites/datapoints?search=exact%20MATCH%20test&strict=true&type=comparison');
    expect((strict.json() as { elements: SavedGroup[] }).elements.map((favorite) => favorite.name)).toEqual([
      'Exact match test',
    ]);
    const partial = await call('GET', 'favorites/datapoints?search=exact%20match&strict=true');
    expect((partial.json() as { count: { total: number } }).count.total).toBe(0);
    const groups = await call('GET', 'favorites/datapoints?search=exact&types=GROUP');
    expect((groups.json() as { count: { total: number } }).count.total).toBe(0);
  });

  it("validates names with core's name messages", async () => {
    for (const [name, message] of [
      ['   ', NAME_MESSAGES.required],
      ['a'.repeat(65), NAME_MESSAGES.tooLong],
      ['nike.com vs adidas.com', NAME_MESSAGES.pattern],
    ] as const) {
      const response = await call('POST', 'favorites/datapoints', { name, details: comparison() });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fieldErrors.name).toEqual([message]);
    }
    const missing = await call('POST', 'favorites/datapoints', { details: comparison() });
    expect(missing.json().error.fieldErrors.name).toEqual([NAME_MESSAGES.required]);
  });

  it('refuses a second bookmark of the same name and type (any case) with 409, not another type', async () => {
    await save('Duplicate me');
    const again = await call('POST', 'favorites/datapoints', { name: 'duplicate ME', details: comparison() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'error.duplicated-name',
      fieldErrors: { name: ["A bookmark named 'duplicate ME' already exists"] },
    });
    await save('Duplicate me', comparison({ type: 'GROUP' }));
  });

  it('refuses comparisons of one entity, groups that are too large and unknown entities', async () => {
    const single = await call('POST', 'favorites/datapoints', {
      name: 'Lonely',
      details: comparison({ instances: [nike] }),
    });
    expect(single.json().error.fieldErrors['details.instances']).toEqual([
      'a comparison needs more than one entity or a group',
    ]);
    const large = await call('POST', 'favorites/datapoints', {
      name: 'Too many',
      details: comparison({ type: 'GROUP', instances: Array.from({ length: 11 }, (_, i) => i + 1) }),
    });
    expect(large.json().error.message).toBe('GROUP should have at most 10 entities.');
    const unknown = await call('POST', 'favorites/datapoints', {
      name: 'Ghosts',
      details: comparison({ instances: [nike, 999_999_999] }),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('renames and deletes, and keeps one user’s bookmarks from another', async () => {
    const saved = await save('Rename me');
    const renamed = await call('PUT', `favorites/datapoints/${saved.id}`, { name: 'Renamed' });
    expect(renamed.json()).toMatchObject({ name: 'Renamed', details: { instances: [nike, adidas] } });
    expect((await call('PUT', `favorites/datapoints/${saved.id}`, { name: 'Mine now' }, other)).statusCode).toBe(404);
    expect((await call('GET', `favorites/datapoints/${saved.id}`, undefined, other)).statusCode).toBe(404);
    const theirs = (await call('GET', 'favorites/datapoints', undefined, other)).json() as { elements: SavedGroup[] };
    expect(theirs.elements.some((favorite) => favorite.id === saved.id)).toBe(false);
    expect((await call('DELETE', `favorites/datapoints/${saved.id}`)).statusCode).toBe(204);
    expect((await call('GET', `favorites/datapoints/${saved.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', 'favorites/datapoints/not-a-uuid')).statusCode).toBe(400);
  });

  it('opens a bookmark as a report: the view token covers its members and recents show it bookmarked', async () => {
    const saved = await save('Opened bookmark');
    const response = await viewToken({ favoriteIds: [saved.id], params: saved.details.params! });
    expect(response.statusCode, response.body).toBe(200);
    expect((decodeJwt(response.body) as unknown as ReportViewClaims).ids.sort()).toEqual([nike, adidas].sort());

    const recents = (await call('GET', 'accesslogs/datapoints')).json() as { elements: RecentDatapoint[] };
    const recent = recents.elements.find((element) => element.details.favoriteIds.includes(saved.id))!;
    expect(recent.favorites).toEqual([
      { id: saved.id, name: 'Opened bookmark', details: { params: saved.details.params } },
    ]);

    const mine = await save('Not yours', comparison(), other);
    const refused = await viewToken({ favoriteIds: [mine.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fieldErrors).toEqual({ 'favoriteIds.0': ['not one of your bookmarks'] });
  });

  it('bookmarks a recent with its filters, and updates the bookmark of that name on a second save (save2favorites)', async () => {
    const view = await viewToken({
      instances: [nike, hm],
      params: { channel: 'ALL-ALL', period: 'LAST_12_MONTHS' },
    });
    expect(view.statusCode, view.body).toBe(200);
    const accessLogId = (decodeJwt(view.body) as unknown as ReportViewClaims).accessLogId;
    const first = await call(
      'PUT',
      `accesslogs/datapoints/save2favorites?accessLogId=${accessLogId}&favouriteName=From%20recents`,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      name: 'From recents',
      details: { type: 'COMPARISON', instances: [nike, hm], params: { channel: 'ALL-ALL', period: 'LAST_12_MONTHS' } },
    });
    const second = await call(
      'PUT',
      `accesslogs/datapoints/save2favorites?accessLogId=${accessLogId}&favouriteName=from%20RECENTS`,
    );
    expect(second.json().id).toBe(first.json().id);
    const bad = await call('PUT', `accesslogs/datapoints/save2favorites?accessLogId=${accessLogId}&favouriteName=a.b`);
    expect(bad.json().error.fieldErrors.favouriteName).toEqual([NAME_MESSAGES.pattern]);
    const foreign = await call(
      'PUT',
      `accesslogs/datapoints/save2favorites?accessLogId=${accessLogId}&favouriteName=Stolen`,
      undefined,
      other,
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe('saved work across an API restart (PGlite files, or PostgreSQL with DATABASE_URL)', () => {
  it('keeps every bookmark with its filters, every dashboard with its layout, and e-mail subscriptions', async () => {
    const database = await createRestartableDatabase();
    try {
      const first = await database.open();
      const app = await buildTestApp(first);
      const login = async (instance: typeof app) => {
        const auth = await instance.inject({
          method: 'POST',
          url: '/api/v1/security/tokens/authentication',
          headers: {
            authorization: `Basic ${Buffer.from(`${DEMO_ACCOUNT.email}:${DEMO_ACCOUNT.password}`).toString('base64')}`,
          },
        });
        const access = await instance.inject({
          method: 'POST',
          url: '/api/v1/security/tokens/access',
          headers: { authorization: `Bearer ${auth.body}` },
        });
        return access.body;
      };
      const [a, b] = (await first.query<{ id: number }>('SELECT id FROM advertisers ORDER BY id LIMIT 2')).map(
        (row) => row.id,
      );
      const created = await app.inject({
        method: 'POST',
        url: '/api/v1/favorites/datapoints',
        headers: { authorization: `Bearer ${await login(app)}` },
        payload: { name: 'Survives restarts', details: comparison({ instances: [a!, b!] }) },
      });
      expect(created.statusCode, created.body).toBe(201);
      const token = await login(app);
      const boards = await app.inject({
        method: 'GET',
        url: '/api/v1/dashboards',
        headers: { authorization: `Bearer ${token}` },
      });
      const boardId = (boards.json() as { elements: { id: string }[] }).elements[0]!.id;
      const board = await app.inject({
        method: 'PUT',
        url: `/api/v1/dashboards/${boardId}`,
        headers: { authorization: `Bearer ${token}` },
        payload: {
          version: 1,
          filters: { period: 'LAST_3_MONTHS' },
          widgets: [
            {
              id: '0b6e4f00-0000-4000-8000-000000000001',
              type: 'estimated-expenditure',
              entityType: 'advertiser',
              items: [{ title: 'first', ids: [a!] }],
              layout: { x: 3, y: 2, w: 6, h: 4 },
            },
          ],
        },
      });
      expect(board.statusCode, board.body).toBe(200);
      const auth = { authorization: `Bearer ${token}` };
      const weekly = await app.inject({
        method: 'POST',
        url: '/api/v1/subscriptions',
        headers: auth,
        payload: ['WEEKLY'],
      });
      expect(weekly.statusCode, weekly.body).toBe(200);
      const entry = await app.inject({
        method: 'POST',
        url: '/api/v1/subscriptions/entries',
        headers: auth,
        payload: [{ type: 'single', dataPoint: 'advertiser', countryId: 'US', instances: [a!] }],
      });
      expect(entry.statusCode, entry.body).toBeLessThan(300);
      const entries = (await app.inject({ method: 'GET', url: '/api/v1/subscriptions/entries', headers: auth })).json();
      expect(JSON.stringify(entries)).toContain(`"countryId":"US"`);
      await app.close();
      await first.close();

      const second = await database.open();
      const restarted = await buildTestApp(second);
      const list = await restarted.inject({
        method: 'GET',
        url: '/api/v1/favorites/datapoints?search=Survives%20restarts&strict=true',
        headers: { authorization: `Bearer ${await login(restarted)}` },
      });
      expect((list.json() as { elements: SavedGroup[] }).elements).toEqual([created.json()]);
      const reread = await restarted.inject({
        method: 'GET',
        url: `/api/v1/dashboards/${boardId}`,
        headers: { authorization: `Bearer ${await login(restarted)}` },
      });
      expect(reread.json()).toEqual(board.json());
      const again = { authorization: `Bearer ${await login(restarted)}` };
      expect((await restarted.inject({ method: 'GET', url: '/api/v1/subscriptions', headers: again })).json()).toEqual({
        frequencies: ['WEEKLY'],
      });
      expect(
        (await restarted.inject({ method: 'GET', url: '/api/v1/subscriptions/entries', headers: again })).json(),
      ).toEqual(entries);
      await restarted.close();
      await second.close();
    } finally {
      await database.dispose();
    }
  });
});
