import { API_ERROR_CODES, type SubscriptionEntry, isApiErrorBody } from '@adlens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from '../testing/createTestServer.ts';

/** Subscriptions: the e-mail notifications (docs/decisions/settings-and-notifications.md#e-mail-notifications). */
let server: TestServer;
let token: string;
let advertiserId: number;
let publisherId: number;
beforeAll(async () => {
  server = await createTestServer();
  token = await server.accessToken();
  [{ id: advertiserId }] = (await server.db.query<{ id: number }>(
    'SELECT id FROM advertisers ORDER BY total_impressions DESC, id LIMIT 1',
  )) as [{ id: number }];
  [{ id: publisherId }] = (await server.db.query<{ id: number }>(
    'SELECT id FROM publishers ORDER BY total_impressions DESC, id LIMIT 1',
  )) as [{ id: number }];
});
afterAll(() => server?.close());

function call(method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown, authorization = `Bearer ${token}`) {
  return server.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

async function entries(): Promise<SubscriptionEntry[]> {
  const response = await call('GET', 'subscriptions/entries');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ elements: SubscriptionEntry[] }>().elements;
}

describe('frequencies (GET / POST subscriptions)', () => {
  it('start off, and are replaced by the posted list', async () => {
    expect((await call('GET', 'subscriptions')).json()).toEqual({ frequencies: [] });
    const set = await call('POST', 'subscriptions', ['MONTHLY', 'WEEKLY', 'WEEKLY']);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ frequencies: ['WEEKLY', 'MONTHLY'] });
    expect((await call('POST', 'subscriptions', ['MONTHLY'])).json()).toEqual({ frequencies: ['MONTHLY'] });
    expect((await call('GET', 'subscriptions')).json()).toEqual({ frequencies: ['MONTHLY'] });
    expect((await call('POST', 'subscriptions', [])).json()).toEqual({ frequencies: [] });
  });

  it('refuse an unknown frequency with a 400 naming it', async () => {
    const response = await call('POST', 'subscriptions', ['DAILY']);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(isApiErrorBody(body) && body.error.fieldErrors).toEqual({ '0': ['must be WEEKLY or MONTHLY'] });
    expect((await call('POST', 'subscriptions', { frequencies: 'WEEKLY' })).statusCode).toBe(400);
  });

  it('need an access token', async () => {
    expect((await call('GET', 'subscriptions', undefined, '')).statusCode).toBe(401);
    expect((await call('POST', 'subscriptions/entries', [], 'Bearer x')).statusCode).toBe(401);
  });
});

describe('entries (GET / POST / DELETE subscriptions/entries)', () => {
  it('subscribes to an advertiser and a publisher, with their titles, idempotently', async () => {
    const single = { type: 'single', dataPoint: 'advertiser', countryId: 'US', instances: [advertiserId] };
    const response = await call('POST', 'subscriptions/entries', [
      single,
      { type: 'single', dataPoint: 'publisher', countryId: 'GB', instances: [publisherId] },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const listed = response.json<{ elements: SubscriptionEntry[] }>().elements;
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatchObject({
      type: 'single',
      dataPoint: 'advertiser',
      countryId: 'US',
      instances: [advertiserId],
      favoriteId: null,
      name: null,
    });
    expect(listed[0]!.entities[0]).toMatchObject({ id: advertiserId, title: expect.stringMatching(/\./) });
    expect(listed[1]).toMatchObject({ dataPoint: 'publisher', countryId: 'GB', instances: [publisherId] });

    // Subscribing again to the same advertiser in the same country changes nothing.
    expect((await call('POST', 'subscriptions/entries', [single])).statusCode).toBe(200);
    expect((await entries()).map((entry) => entry.id)).toEqual(listed.map((entry) => entry.id));
  });

  it('keeps a group with its favourite id, name and members; re-posting it updates them', async () => {
    const saved = await call('POST', 'favorites/datapoints', {
      name: 'Rivals',
      details: {
        type: 'GROUP',
        moduleType: 'AD_INTELLIGENCE',
        entityType: 'advertiser',
        categoryId: null,
        instances: [],
        unsavedGroups: [{ name: 'Rivals', instances: [advertiserId] }],
        params: null,
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const favoriteId = saved.json<{ id: string }>().id;
    const group = {
      type: 'group',
      dataPoint: 'advertiser',
      countryId: 'US',
      instances: [advertiserId],
      favoriteId,
      name: 'Rivals',
    };
    expect((await call('POST', 'subscriptions/entries', [group])).statusCode).toBe(200);
    const again = await call('POST', 'subscriptions/entries', [{ ...group, name: 'Main rivals' }]);
    const groups = again.json<{ elements: SubscriptionEntry[] }>().elements.filter((entry) => entry.type === 'group');
    expect(groups).toEqual([expect.objectContaining({ favoriteId, name: 'Main rivals', instances: [advertiserId] })]);
    // Only the user's own saved groups (routes/ownership.test.ts tries another's).
    const unknown = await call('POST', 'subscriptions/entries', [{ ...group, favoriteId: 'fav-1' }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fieldErrors).toEqual({ '0.favoriteId': ['not one of your bookmarks'] });
  });

  it('answers 400 naming the field for unknown entities, countries and malformed entries', async () => {
    const unknown = await call('POST', 'subscriptions/entries', [
      { type: 'single', dataPoint: 'advertiser', countryId: 'US', instances: [advertiserId] },
      { type: 'single', dataPoint: 'publisher', countryId: 'ZZ', instances: [999_999_999] },
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({
      code: API_ERROR_CODES.validation,
      fieldErrors: {
        '1.instances': ['publisher 999999999 does not exist'],
        '1.countryId': ['ZZ is not a known country'],
      },
    });

    const malformed = await call('POST', 'subscriptions/entries', [
      { type: 'single', dataPoint: 'campaign', countryId: 'us', instances: [] },
      { type: 'single', dataPoint: 'advertiser', countryId: 'US', instances: [advertiserId, advertiserId + 1] },
      { type: 'group', dataPoint: 'advertiser', countryId: 'US', instances: [advertiserId] },
    ]);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fieldErrors).toMatchObject({
      '0.dataPoint': ['must be advertiser or publisher'],
      '0.countryId': ['must be a country code such as US'],
      '0.instances': ['must name an entity'],
      '1.instances': ['a single entry names exactly one entity'],
      '2.favoriteId': ['a group needs its id'],
      '2.name': ['Name is required'],
    });
    expect((await call('POST', 'subscriptions/entries', [])).statusCode).toBe(400);
    expect((await call('POST', 'subscriptions/entries', { type: 'single' })).statusCode).toBe(400);
  });

  it('refuses a country outside the package (403, like the datasets)', async () => {
    const basic = await server.accessToken({ email: 'basic@adlens.test', password: 'Adlens-basic-1' });
    const response = await call(
      'POST',
      'subscriptions/entries',
      [{ type: 'single', dataPoint: 'advertiser', countryId: 'MX', instances: [advertiserId] }],
      `Bearer ${basic}`,
    );
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().error).toMatchObject({
      code: API_ERROR_CODES.packageLimitExceeded,
      attributes: { limit: 'COUNTRY', value: 'MX' },
    });
  });

  it('removes an entry by the entry itself; removing it again is harmless; other users are untouched', async () => {
    const before = await entries();
    const [first] = before;
    const removed = await call('DELETE', 'subscriptions/entries', first);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await entries()).map((entry) => entry.id)).toEqual(before.slice(1).map((entry) => entry.id));
    expect((await call('DELETE', 'subscriptions/entries', { id: first!.id })).statusCode).toBe(204);
    expect((await call('DELETE', 'subscriptions/entries', { id: 'nope' })).statusCode).toBe(400);

    const admin = await server.accessToken({ email: 'admin@adlens.test', password: 'Adlens-admin-1' });
    const [second] = await entries();
    await call('DELETE', 'subscriptions/entries', { id: second!.id }, `Bearer ${admin}`);
    expect((await entries()).some((entry) => entry.id === second!.id)).toBe(true);
  });
});

describe('GET subscriptions/unsubscribe', () => {
  it('refuses a missing or forged token with a 400 naming it', async () => {
    const missing = await call('GET', 'subscriptions/unsubscribe', undefined, '');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fieldErrors).toEqual({ token: ['is required'] });
    const forged = await call('GET', `subscriptions/unsubscribe?token=${token}`, undefined, '');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.fieldErrors).toEqual({ token: ['The unsubscribe link is invalid or has expired'] });
  });
});
