import { randomUUID } from 'node:crypto';
import {
  DASHBOARDS_PATH,
  type DashboardWidget,
  DOWNLOADS_PATH,
  type Download,
  EXPORT_STATUS_PATH,
  FAVORITES_PATH,
  type FavoriteDetails,
  ONBOARDING_PATH,
  RECENTS_PATH,
  REPORT_VIEW_HEADER,
  SAVE_TO_FAVORITES_PATH,
  SUBSCRIPTIONS_PATH,
  SUBSCRIPTION_ENTRIES_PATH,
  USER_PREFERENCES_PATH,
  USER_PROFILE_PATH,
  USER_SETTINGS_PATH,
} from '@adlens/core';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestAccount, addTestAccount } from '../testing/addTestAccount.ts';
import { type TestServer, basicHeader, createTestServer } from '../testing/createTestServer.ts';
import { widgetExport } from '../testing/exportRequests.ts';

/**
 * Ownership (docs/security.md#rows-belong-to-their-owner-ownership): every owner-scoped resource read,
 * changed, deleted (and used by reference) by another user of the owner's customer and by users of another
 * customer, each of whom must be refused while the owner's row stays as it was. One entry per resource in
 * RESOURCES.
 *
 * Refusals follow what the API documents: 404 where a row is addressed by id (another user's row is
 * as good as none, so nothing tells that it exists), 403 `error.access-denied` where a customer is
 * addressed by id (its existence is no secret), and 400 naming the field where a request body refers
 * to a bookmark that is not the caller's. A resource without an id (settings, preferences, …) belongs
 * to whoever calls: another user reads and changes their own, never the owner's.
 */

const API = '/api/v1';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who tries: a user of the owner's customer, or of another customer (an admin there, too). */
const OTHERS = ['another user of the same customer', 'a user of another customer', "another customer's admin"] as const;
type OtherLabel = (typeof OTHERS)[number];

interface Other {
  label: OtherLabel;
  account: TestAccount;
  sameCustomer: boolean;
}

interface Attempt {
  /** What is tried, for the failure message. */
  what: string;
  method: Method;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** The answer the API gives another user (default 404). */
  status?: number;
  /** Texts of the owner's resource that must not appear in the answer. */
  hidden?: string[];
}

/** What identifies the owner's resource to the attempts (ids, links, tokens). */
type Ref = Record<string, string>;

interface OwnedResource {
  name: string;
  /** Creates (or sets) it as the owner. */
  create(owner: TestAccount): Promise<Ref>;
  /** The owner's resource as stored: the same before and after the attempts, and never empty. */
  stored(ref: Ref, owner: TestAccount): Promise<unknown[]>;
  attempts(ref: Ref, owner: TestAccount, other: Other): Attempt[];
}

let server: TestServer;
let owner: TestAccount;
let others: Record<OtherLabel, Other>;
let nike: number;
let adidas: number;

beforeAll(async () => {
  server = await createTestServer();
  const demoCustomer = 'Adlens Demo';
  const rival = 'Rival Retail';
  owner = await addTestAccount(server, { customer: demoCustomer, email: 'owner@ownership.test' });
  const other = async (label: OtherLabel, customer: string, email: string, admin = false): Promise<Other> => ({
    label,
    account: await addTestAccount(server, { customer, email, roles: admin ? ['USER', 'CUSTOMER_ADMIN'] : ['USER'] }),
    sameCustomer: customer === demoCustomer,
  });
  others = {
    [OTHERS[0]]: await other(OTHERS[0], demoCustomer, 'colleague@ownership.test'),
    [OTHERS[1]]: await other(OTHERS[1], rival, 'stranger@ownership.test'),
    [OTHERS[2]]: await other(OTHERS[2], rival, 'rival.admin@ownership.test', true),
  };
  const rows = await server.db.query<{ id: number; domain: string }>(
    'SELECT id, domain FROM advertisers WHERE domain = ANY($1::text[])',
    [['nike.com', 'adidas.com']],
  );
  nike = Number(rows.find((row) => row.domain === 'nike.com')!.id);
  adidas = Number(rows.find((row) => row.domain === 'adidas.com')!.id);
});
afterAll(() => server?.close());

function call(token: string, method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return server.app.inject({
    method,
    url: `${API}/${url}`,
    headers: { authorization: `Bearer ${token}`, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The owner's call that must succeed, answering JSON. */
async function ownerCall<T>(method: Method, url: string, payload?: unknown, token = owner.token): Promise<T> {
  const response = await call(token, method, url, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json<T>();
}

/** A fresh session of the owner (with its device), and its access token. */
async function ownerSession(): Promise<string> {
  const login = await server.app.inject({
    method: 'POST',
    url: `${API}/security/tokens/authentication?forever=true&requestId=device-${randomUUID()}`,
    headers: { authorization: basicHeader(owner.email, owner.password), 'user-agent': 'Firefox/140.0 (Linux)' },
  });
  expect(login.statusCode, login.body).toBe(200);
  const access = await server.app.inject({
    method: 'POST',
    url: `${API}/security/tokens/access`,
    headers: { authorization: `Bearer ${login.body}` },
  });
  expect(access.statusCode, access.body).toBe(200);
  return access.body;
}

const uniqueName = (what: string) => `${what} ${randomUUID().slice(0, 8)}`;

const details = (type: FavoriteDetails['type']): FavoriteDetails => ({
  type,
  moduleType: 'AD_INTELLIGENCE',
  entityType: 'advertiser',
  categoryId: null,
  instances: type === 'COMPARISON' ? [nike, adidas] : [],
  unsavedGroups: type === 'GROUP' ? [{ name: 'Sportswear', instances: [nike, adidas] }] : [],
  params: { country: 'US', period: 'LAST_3_MONTHS' },
});

/** A regular report of nike.com, as the report page opens it. */
const reportView = (favoriteIds: string[] = []) => ({
  type: 'REGULAR',
  moduleType: 'AD_INTELLIGENCE',
  entityType: 'advertiser',
  instances: favoriteIds.length > 0 ? [] : [nike],
  favoriteIds,
  unsavedGroups: [],
  params: {},
});

const widget = (): DashboardWidget => ({
  id: randomUUID(),
  type: 'estimated-expenditure',
  entityType: 'advertiser',
  items: [{ title: 'nike.com', ids: [nike] }],
  layout: { x: 0, y: 0, w: 6, h: 4 },
});

/** A bookmark of a report (COMPARISON) or a saved group (GROUP): favorite_groups rows. */
function favourite(name: string, type: FavoriteDetails['type']): OwnedResource {
  return {
    name,
    async create() {
      const saved = await ownerCall<{ id: string; name: string }>('POST', FAVORITES_PATH, {
        name: uniqueName(type === 'GROUP' ? 'Sportswear' : 'Nike vs Adidas'),
        details: details(type),
      });
      return { id: saved.id, name: saved.name };
    },
    stored: ({ id }) => server.db.query('SELECT * FROM favorite_groups WHERE id = $1::uuid', [id]),
    attempts: ({ id, name }) => [
      { what: 'read', method: 'GET', url: `${FAVORITES_PATH}/${id}`, hidden: [name!] },
      { what: 'list', method: 'GET', url: `${FAVORITES_PATH}?search=${name}`, status: 200, hidden: [id!] },
      { what: 'rename', method: 'PUT', url: `${FAVORITES_PATH}/${id}`, payload: { name: 'Taken over' } },
      { what: 'replace', method: 'PUT', url: `${FAVORITES_PATH}/${id}`, payload: { details: details('COMPARISON') } },
      { what: 'delete', method: 'DELETE', url: `${FAVORITES_PATH}/${id}` },
      {
        what: 'open in a report',
        method: 'POST',
        url: 'security/tokens/report',
        payload: reportView([id!]),
        status: 400,
        hidden: [name!],
      },
      {
        what: 'subscribe to it as a group',
        method: 'POST',
        url: SUBSCRIPTION_ENTRIES_PATH,
        payload: [
          { type: 'group', dataPoint: 'advertiser', countryId: 'US', instances: [nike], favoriteId: id, name: 'Mine' },
        ],
        status: 400,
        hidden: [name!],
      },
    ],
  };
}

/** A session or device of the owner's (the limit page lists and revokes them by id). */
function signedIn(name: string, kind: 'sessions' | 'devices', table: string): OwnedResource {
  return {
    name,
    async create() {
      const { elements } = await ownerCall<{ elements: { id: string; current: boolean }[] }>(
        'GET',
        `security/${kind}`,
        undefined,
        await ownerSession(),
      );
      return { id: elements.find((item) => item.current)!.id };
    },
    stored: ({ id }) => server.db.query(`SELECT * FROM ${table} WHERE id = $1`, [id]),
    attempts: ({ id }) => [
      { what: 'list', method: 'GET', url: `security/${kind}`, status: 200, hidden: [id!, 'Firefox'] },
      { what: 'revoke', method: 'DELETE', url: `security/${kind}/${id}` },
    ],
  };
}

/** A resource without an id, saved with PUT: whoever calls saves their own (`select` takes the owner's id). */
function callersOwn(name: string, path: string, mine: object, theirs: object, select: string): OwnedResource {
  return {
    name,
    async create() {
      await ownerCall('PUT', path, mine);
      return {};
    },
    stored: (_ref, { id }) => server.db.query(select, [id]),
    attempts: () => [{ what: 'change', method: 'PUT', url: path, payload: theirs, status: 200 }],
  };
}

/**
 * The resources. Adding one: how the owner makes it, how it is stored, and every request another user
 * could address it with.
 */
const RESOURCES: OwnedResource[] = [
  favourite('a bookmark of a report', 'COMPARISON'),
  favourite('a saved group', 'GROUP'),
  {
    name: 'a dashboard, its widgets and versions',
    async create() {
      const created = await ownerCall<{ id: string; name: string }>('POST', DASHBOARDS_PATH, {
        name: uniqueName('Q3 launches'),
        widgets: [widget()],
      });
      return { id: created.id, name: created.name };
    },
    stored: ({ id }) => server.db.query('SELECT * FROM dashboards WHERE id = $1::uuid', [id]),
    attempts: ({ id, name }) => [
      { what: 'read', method: 'GET', url: `${DASHBOARDS_PATH}/${id}`, hidden: [name!] },
      { what: 'list', method: 'GET', url: DASHBOARDS_PATH, status: 200, hidden: [id!, name!] },
      { what: 'rename', method: 'PUT', url: `${DASHBOARDS_PATH}/${id}`, payload: { version: 1, name: 'Taken' } },
      {
        // Not 409 'stale version': that would tell the dashboard exists.
        what: 'save widgets from another version',
        method: 'PUT',
        url: `${DASHBOARDS_PATH}/${id}`,
        payload: { version: 7, widgets: [] },
      },
      { what: 'duplicate', method: 'POST', url: `${DASHBOARDS_PATH}/${id}/duplicate`, payload: {} },
      {
        what: 'open a widget of it',
        method: 'POST',
        url: 'security/tokens/report',
        payload: { ...reportView(), dashboardId: id },
        status: 400,
      },
      { what: 'delete', method: 'DELETE', url: `${DASHBOARDS_PATH}/${id}` },
    ],
  },
  {
    name: 'a subscription',
    async create() {
      const { elements } = await ownerCall<{ elements: { id: string; instances: number[] }[] }>(
        'POST',
        SUBSCRIPTION_ENTRIES_PATH,
        [{ type: 'single', dataPoint: 'advertiser', countryId: 'US', instances: [adidas] }],
      );
      return { id: elements.find((entry) => entry.instances.includes(adidas))!.id };
    },
    stored: ({ id }) => server.db.query('SELECT * FROM subscription_entries WHERE id = $1::uuid', [id]),
    attempts: ({ id }) => [
      { what: 'list', method: 'GET', url: SUBSCRIPTION_ENTRIES_PATH, status: 200, hidden: [id!] },
      {
        what: 'subscribe to the same',
        method: 'POST',
        url: SUBSCRIPTION_ENTRIES_PATH,
        payload: [{ type: 'single', dataPoint: 'advertiser', countryId: 'US', instances: [adidas] }],
        status: 200,
        hidden: [id!],
      },
      // 204 'removed or already gone' — the caller's own entries
      // only, so another user's id is one that is gone for them; the owner's row must stay.
      { what: 'delete', method: 'DELETE', url: SUBSCRIPTION_ENTRIES_PATH, payload: { id }, status: 204 },
    ],
  },
  {
    name: 'the e-mail digest frequencies',
    async create() {
      await ownerCall('POST', SUBSCRIPTIONS_PATH, ['WEEKLY', 'MONTHLY']);
      return {};
    },
    stored: (_ref, { id }) =>
      server.db.query('SELECT * FROM subscription_frequencies WHERE user_id = $1 ORDER BY frequency', [id]),
    attempts: () => [
      { what: 'read', method: 'GET', url: SUBSCRIPTIONS_PATH, status: 200, hidden: ['MONTHLY'] },
      { what: 'turn off', method: 'POST', url: SUBSCRIPTIONS_PATH, payload: [], status: 200 },
    ],
  },
  {
    name: 'an export and its file',
    async create() {
      const { id } = await ownerCall<{ id: string }>(
        'POST',
        DOWNLOADS_PATH,
        widgetExport([
          {
            title: 'Top publishers',
            dataset: 'top-publishers',
            query: `advertiser=${nike}&period=LAST_30_DAYS&size=5`,
          },
        ]),
      );
      await server.app.exportWorker.run();
      const download = await ownerCall<Download>('GET', `${DOWNLOADS_PATH}/${id}`);
      expect(download.status).toBe('READY');
      return { id, link: download.link! };
    },
    stored: ({ id }) => server.db.query('SELECT * FROM export_jobs WHERE id = $1', [id]),
    attempts: ({ id, link }) => [
      { what: 'read', method: 'GET', url: `${DOWNLOADS_PATH}/${id}`, hidden: ['signature'] },
      { what: "fetch the file through the owner's signed link", method: 'GET', url: link!, hidden: ['Top publishers'] },
      { what: 'see it running', method: 'GET', url: EXPORT_STATUS_PATH, status: 200, hidden: [id!] },
    ],
  },
  {
    name: 'a report view: the recent and its view token',
    async create() {
      const response = await call(owner.token, 'POST', 'security/tokens/report', reportView());
      expect(response.statusCode, response.body).toBe(200);
      return { token: response.body, accessLogId: String(decodeJwt(response.body).accessLogId) };
    },
    stored: ({ accessLogId }) => server.db.query('SELECT * FROM access_logs WHERE id = $1::uuid', [accessLogId]),
    attempts: ({ token, accessLogId }) => [
      { what: 'list recents', method: 'GET', url: RECENTS_PATH, status: 200, hidden: [accessLogId!] },
      {
        what: 'bookmark it',
        method: 'PUT',
        url: `${SAVE_TO_FAVORITES_PATH}?accessLogId=${accessLogId}&favouriteName=Taken`,
      },
      {
        what: "read a report's data with the owner's view token",
        method: 'GET',
        url: `datasets/creatives?advertiser=${nike}&period=LAST_30_DAYS`,
        headers: { [REPORT_VIEW_HEADER]: token! },
        status: 401,
      },
      {
        what: "export with the owner's view token",
        method: 'POST',
        url: DOWNLOADS_PATH,
        payload: {
          ...widgetExport([{ title: 'Ads', dataset: 'creatives', query: `advertiser=${nike}&period=LAST_30_DAYS` }]),
          viewToken: token,
        },
        status: 401,
      },
    ],
  },
  signedIn('a session', 'sessions', 'auth_sessions'),
  signedIn('a device', 'devices', 'devices'),
  {
    name: 'the user settings',
    async create() {
      await ownerCall('PUT', USER_SETTINGS_PATH, { country: 'DE', period: 'LAST_12_MONTHS', currency: 'EUR' });
      return {};
    },
    stored: (_ref, { id }) => server.db.query('SELECT * FROM user_settings WHERE user_id = $1', [id]),
    attempts: () => [
      { what: 'read', method: 'GET', url: USER_SETTINGS_PATH, status: 200, hidden: ['LAST_12_MONTHS'] },
      { what: 'replace', method: 'PUT', url: USER_SETTINGS_PATH, payload: { country: 'FR' }, status: 200 },
      { what: 'patch', method: 'PATCH', url: USER_SETTINGS_PATH, payload: { currency: null }, status: 200 },
    ],
  },
  callersOwn(
    'the user preferences',
    USER_PREFERENCES_PATH,
    { showCategoryAlert: false, showBrandAlert: false, brandHierarchyEnabled: true },
    { showCategoryAlert: true, showBrandAlert: true, brandHierarchyEnabled: false },
    'SELECT * FROM user_preferences WHERE user_id = $1',
  ),
  callersOwn(
    'the profile',
    USER_PROFILE_PATH,
    { firstName: 'Olive', lastName: 'Owner' },
    { firstName: 'Eve', lastName: 'Other' },
    'SELECT first_name, last_name, email FROM users WHERE id = $1',
  ),
  {
    name: 'the onboarding state',
    create: async () => ({}),
    stored: (_ref, { id }) => server.db.query('SELECT * FROM user_onboarding WHERE user_id = $1', [id]),
    attempts: () => [{ what: 'skip', method: 'POST', url: `${ONBOARDING_PATH}/skip`, status: 200 }],
  },
  {
    name: "the customer's users and contacts (admins of that customer only)",
    create: async (account) => ({ customerId: String(account.customerId) }),
    stored: (_ref, { customerId }) =>
      server.db.query(
        `SELECT u.email, array_agg(r.role ORDER BY r.role) AS roles FROM users u
         LEFT JOIN user_roles r ON r.user_id = u.id WHERE u.customer_id = $1 GROUP BY u.email ORDER BY u.email`,
        [customerId],
      ),
    attempts: ({ customerId }, _owner, other) => [
      {
        what: 'add a user',
        method: 'POST',
        url: `customers/${customerId}/users`,
        payload: { email: `added.${randomUUID().slice(0, 8)}@ownership.test`, firstName: 'Mal', lastName: 'Lory' },
        status: 403,
      },
      // A user of the customer may see its account manager; nobody else.
      {
        what: 'read contacts',
        method: 'GET',
        url: `customers/${customerId}/contacts`,
        status: other.sameCustomer ? 200 : 403,
      },
    ],
  },
];

describe('Ownership: nobody but the owner reads, changes or deletes what is theirs', () => {
  describe.each(RESOURCES)('$name', (resource) => {
    it.each(OTHERS)('is refused to %s', async (label) => {
      const other = others[label];
      const ref = await resource.create(owner);
      const before = await resource.stored(ref, owner);
      expect(before.length, `${resource.name} was stored`).toBeGreaterThan(0);
      for (const attempt of resource.attempts(ref, owner, other)) {
        const response = await call(other.account.token, attempt.method, attempt.url, attempt.payload, attempt.headers);
        const label = `${other.label}: ${attempt.what} (${attempt.method} ${attempt.url})`;
        const status = attempt.status ?? 404;
        expect(response.statusCode, `${label}: ${response.body}`).toBe(status);
        if (status >= 400) {
          // Every refusal in the error shape (errorHandler.ts).
          expect(response.json(), label).toMatchObject({
            error: { code: expect.any(String), message: expect.any(String) },
          });
        }
        for (const text of attempt.hidden ?? []) expect(response.body, `${label} shows ${text}`).not.toContain(text);
      }
      expect(await resource.stored(ref, owner), `${resource.name} after ${other.label}`).toEqual(before);
    });
  });
});
