import {
  API_ERROR_CODES,
  type Dashboard,
  ONBOARDING_DASHBOARD_WIDGETS,
  ONBOARDING_MESSAGES,
  type OnboardingState,
  type SavedGroup,
} from '@adlens/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/Database.ts';
import { openPglite } from '../db/openPglite.ts';
import { readMigrations, runMigrations } from '../db/runMigrations.ts';
import { PACKAGE_LIMIT_MESSAGES } from '../datasets/packageLimits.ts';
import {
  type TestServer,
  basicHeader,
  buildTestApp,
  createTestServer,
  readOutbox,
} from '../testing/createTestServer.ts';
import { createRestartableDatabase } from '../testing/restartableDatabase.ts';

const API = '/api/v1';
const ADMIN = { email: 'admin@adlens.test', password: 'Adlens-admin-1' };
const PASSWORD = 'First-steps-1';

let server: TestServer;
let nike: number;
let adidas: number;
let hm: number;

async function advertiserIds(db: Database): Promise<Record<string, number>> {
  const rows = await db.query<{ id: number; domain: string }>(
    `SELECT id, domain FROM advertisers WHERE domain = ANY($1::text[])`,
    [['nike.com', 'adidas.com', 'hm.com']],
  );
  return Object.fromEntries(rows.map((row) => [row.domain, Number(row.id)]));
}

async function inject(
  app: FastifyInstance,
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  token: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url: `${API}/${path}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function login(app: FastifyInstance, email: string, password: string): Promise<string> {
  const auth = await app.inject({
    method: 'POST',
    url: `${API}/security/tokens/authentication`,
    headers: { authorization: basicHeader(email, password) },
  });
  expect(auth.statusCode, auth.body).toBe(200);
  const access = await app.inject({
    method: 'POST',
    url: `${API}/security/tokens/access`,
    headers: { authorization: `Bearer ${auth.body}` },
  });
  return access.body;
}

/** A new user of `customer` (added by the admin, activated from the mail) → their access token. */
async function newUser(app: FastifyInstance, db: Database, email: string, customer = 'Adlens Demo'): Promise<string> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM customers WHERE name = $1', [customer]);
  const added = await inject(app, 'POST', `customers/${row!.id}/users`, await login(app, ADMIN.email, ADMIN.password), {
    email,
    firstName: 'First',
    lastName: 'Steps',
  });
  expect(added.statusCode, added.body).toBe(201);
  const [mail] = await readOutbox(db, email);
  const token = /\/activate-account\/([\w.-]+)/.exec(mail!.text)![1]!;
  const activated = await app.inject({
    method: 'POST',
    url: `${API}/security/tokens/identity`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ password: PASSWORD }),
  });
  expect(activated.statusCode, activated.body).toBe(200);
  return login(app, email, PASSWORD);
}

const call = (method: 'GET' | 'PUT' | 'POST', path: string, token: string, payload?: unknown) =>
  inject(server.app, method, path, token, payload);
const state = async (token: string): Promise<OnboardingState> =>
  (await call('GET', 'users/me/onboarding', token)).json();
const fieldErrors = async (response: Awaited<ReturnType<typeof call>>) => {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().error.code).toBe(API_ERROR_CODES.validation);
  return response.json().error.fieldErrors as Record<string, string[]>;
};

beforeAll(async () => {
  server = await createTestServer();
  const ids = await advertiserIds(server.db);
  [nike, adidas, hm] = [ids['nike.com']!, ids['adidas.com']!, ids['hm.com']!];
});
afterAll(() => server?.close());

const DEFAULTS = { country: 'US', channel: 'DISPLAY-ALL', period: 'LAST_3_MONTHS' };

describe('users/me/onboarding', () => {
  it('offers it to a new user, and to no seeded account but the seeded new user', async () => {
    const fresh = await newUser(server.app, server.db, 'fresh@adlens.test');
    expect(await state(fresh)).toEqual({
      status: 'pending',
      step: null,
      choices: {},
      entities: [],
      offer: true,
      result: null,
      updatedAt: expect.any(String),
    });
    const demo = await state(await server.accessToken());
    expect(demo).toMatchObject({ status: 'completed', offer: false, result: null });
    const seededNewUser = await state(await server.accessToken({ email: 'new@adlens.test', password: 'Adlens-new-1' }));
    expect(seededNewUser).toMatchObject({ status: 'pending', step: null, offer: true });
  });

  it('saves each step with the answers so far and resumes from them', async () => {
    const token = await newUser(server.app, server.db, 'resume@adlens.test');
    const first = await call('PUT', 'users/me/onboarding', token, {
      step: 'competitors',
      choices: { ownDomain: nike },
    });
    expect(first.statusCode, first.body).toBe(200);
    const saved = await call('PUT', 'users/me/onboarding', token, {
      step: 'defaults',
      choices: { ownDomain: nike, competitors: [adidas, hm] },
    });
    expect(saved.json()).toMatchObject({ status: 'in_progress', step: 'defaults', offer: true });
    const resumed = await state(token);
    expect(resumed.choices).toEqual({ ownDomain: nike, competitors: [adidas, hm] });
    expect(resumed.entities.map((entity) => [entity.id, entity.title])).toEqual([
      [nike, 'nike.com'],
      [adidas, 'adidas.com'],
      [hm, 'hm.com'],
    ]);
    expect(resumed.entities[0]!.icon).toMatch(/^http/);
  });

  it('answers bad answers with 400 and field errors, never a 500', async () => {
    const token = await newUser(server.app, server.db, 'typo@adlens.test');
    const put = (payload: unknown) => call('PUT', 'users/me/onboarding', token, payload);
    expect(await fieldErrors(await put({ step: 'domain', choices: { ownDomain: 987_654_321 } }))).toEqual({
      'choices.ownDomain': ['Advertiser 987654321 does not exist'],
    });
    expect(
      await fieldErrors(await put({ step: 'competitors', choices: { ownDomain: nike, competitors: [nike] } })),
    ).toEqual({
      'choices.competitors': [ONBOARDING_MESSAGES.competitorIsOwnDomain],
    });
    expect(
      Object.keys(await fieldErrors(await put({ step: 'next', choices: { country: 'usa', extra: true } }))).sort(),
    ).toEqual(['choices.country', 'choices.extra', 'step']);
    expect(await fieldErrors(await put({ step: 'defaults', choices: { country: 'ZZ' } }))).toEqual({
      'choices.country': ['ZZ is not a known country'],
    });
    expect(Object.keys(await fieldErrors(await put({ step: 'defaults', choices: { channel: 'RADIO-ALL' } })))).toEqual([
      'choices.channel',
    ]);
    expect((await put([])).statusCode).toBe(400);
    const broken = await server.app.inject({
      method: 'PUT',
      url: `${API}/users/me/onboarding`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"step":',
    });
    expect(broken.statusCode).toBe(400);
    // Nothing of the refused answers was kept.
    expect((await state(token)).status).toBe('pending');
  });

  it('refuses defaults the package does not open (Basic: 6 months, 3 markets, no connected TV)', async () => {
    const token = await newUser(server.app, server.db, 'bakery.new@adlens.test', 'Basic Bakery');
    const errors = await fieldErrors(
      await call('PUT', 'users/me/onboarding', token, {
        step: 'defaults',
        choices: { country: 'JP', channel: 'CONNECTED_TV-ALL', period: 'LAST_12_MONTHS' },
      }),
    );
    expect(errors).toEqual({
      'choices.country': [PACKAGE_LIMIT_MESSAGES.country],
      'choices.channel': [PACKAGE_LIMIT_MESSAGES.channel('Connected TV')],
      'choices.period': [PACKAGE_LIMIT_MESSAGES.period],
    });
  });

  it('names every missing answer when completing too early', async () => {
    const token = await newUser(server.app, server.db, 'early@adlens.test');
    expect(await fieldErrors(await call('POST', 'users/me/onboarding/complete', token, {}))).toEqual({
      'choices.ownDomain': [ONBOARDING_MESSAGES.ownDomainRequired],
      'choices.competitors': [ONBOARDING_MESSAGES.competitorsRequired],
      'choices.country': [ONBOARDING_MESSAGES.countryRequired],
      'choices.channel': [ONBOARDING_MESSAGES.channelRequired],
      'choices.period': [ONBOARDING_MESSAGES.periodRequired],
    });
  });

  it('completes once: default filters, the comparison bookmark and a first dashboard; again creates nothing', async () => {
    const token = await newUser(server.app, server.db, 'complete@adlens.test');
    await call('PUT', 'users/me/onboarding', token, {
      step: 'review',
      choices: { ownDomain: nike, competitors: [adidas], ...DEFAULTS },
    });
    const response = await call('POST', 'users/me/onboarding/complete', token, {});
    expect(response.statusCode, response.body).toBe(200);
    const done = response.json() as {
      favorite: SavedGroup;
      favoriteId: string;
      dashboardId: string;
      dashboardName: string;
    };
    expect(done).toMatchObject({ dashboardName: 'nike com overview', dashboardSkipped: null });
    expect(done.favorite).toMatchObject({
      id: done.favoriteId,
      name: 'nike com vs adidas com',
      details: {
        type: 'COMPARISON',
        moduleType: 'AD_INTELLIGENCE',
        entityType: 'advertiser',
        instances: [nike, adidas],
        params: DEFAULTS,
      },
    });

    const settings = await call('GET', 'users/me/settings', token);
    expect(settings.json()).toMatchObject(DEFAULTS);
    const dashboard = (await call('GET', `dashboards/${done.dashboardId}`, token)).json() as Dashboard;
    expect(dashboard.name).toBe('nike com overview');
    expect(dashboard.filters).toEqual(DEFAULTS);
    expect(dashboard.widgets.map((widget) => widget.type)).toEqual(ONBOARDING_DASHBOARD_WIDGETS.map((w) => w.type));
    // Each item comes back with its entity's icon, as its report shows it.
    expect(dashboard.widgets[0]!.items).toEqual([
      { title: 'nike.com', ids: [nike], icon: expect.stringMatching(`/media/favicons/${nike}.svg$`) },
      { title: 'adidas.com', ids: [adidas], icon: expect.stringMatching(`/media/favicons/${adidas}.svg$`) },
    ]);
    expect(await state(token)).toMatchObject({
      status: 'completed',
      offer: false,
      result: { favoriteId: done.favoriteId, dashboardId: done.dashboardId, dashboardName: 'nike com overview' },
    });

    const again = await call('POST', 'users/me/onboarding/complete', token, {
      choices: { ownDomain: hm, competitors: [adidas], ...DEFAULTS },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ favoriteId: done.favoriteId, dashboardId: done.dashboardId });
    const favorites = (await call('GET', 'favorites/datapoints', token)).json() as { elements: SavedGroup[] };
    expect(favorites.elements.map((favorite) => favorite.name)).toEqual(['nike com vs adidas com']);
    const dashboards = (await call('GET', 'dashboards', token)).json() as { elements: { name: string }[] };
    expect(dashboards.elements.map((item) => item.name)).toEqual(['nike com overview']);
    // Progress after completion changes nothing; skipping does not undo it.
    await call('PUT', 'users/me/onboarding', token, { step: 'domain', choices: {} });
    await call('POST', 'users/me/onboarding/skip', token, {});
    expect(await state(token)).toMatchObject({ status: 'completed', step: 'review', choices: { ownDomain: nike } });
  });

  it('completes two calls at once into one result', async () => {
    const token = await newUser(server.app, server.db, 'twotabs@adlens.test');
    const body = { choices: { ownDomain: adidas, competitors: [nike, hm], ...DEFAULTS } };
    const [a, b] = await Promise.all([
      call('POST', 'users/me/onboarding/complete', token, body),
      call('POST', 'users/me/onboarding/complete', token, body),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().favoriteId).toBe(b.json().favoriteId);
    expect(a.json().dashboardId).toBe(b.json().dashboardId);
    expect(((await call('GET', 'dashboards', token)).json() as { elements: unknown[] }).elements).toHaveLength(1);
  });

  it('makes no dashboard on a plan without dashboards, and says so', async () => {
    const token = await newUser(server.app, server.db, 'basic.complete@adlens.test', 'Basic Bakery');
    const response = await call('POST', 'users/me/onboarding/complete', token, {
      choices: { ownDomain: nike, competitors: [adidas], country: 'US', channel: 'ALL-ALL', period: 'LAST_30_DAYS' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ dashboardId: null, dashboardName: null, dashboardSkipped: 'not-in-plan' });
    expect(response.json().favorite.name).toBe('nike com vs adidas com');
  });

  it('skips for good (idempotent); coming back to the wizard on purpose resumes it', async () => {
    const token = await newUser(server.app, server.db, 'skipper@adlens.test');
    const skipped = await call('POST', 'users/me/onboarding/skip', token);
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(skipped.json()).toMatchObject({ status: 'skipped', offer: false });
    expect((await call('POST', 'users/me/onboarding/skip', token, {})).json()).toMatchObject({ status: 'skipped' });
    expect((await state(token)).offer).toBe(false);
    const back = await call('PUT', 'users/me/onboarding', token, { step: 'competitors', choices: { ownDomain: nike } });
    expect(back.json()).toMatchObject({ status: 'in_progress', step: 'competitors' });
  });

  it('never offers it to partner-embed users, though the routes work for them', async () => {
    const token = await server.partnerAccessToken('sales-tool');
    expect(await state(token)).toMatchObject({ status: 'pending', offer: false });
    const saved = await call('PUT', 'users/me/onboarding', token, {
      step: 'competitors',
      choices: { ownDomain: nike },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'in_progress', offer: false });
  });

  it('needs a signed-in user', async () => {
    expect((await call('GET', 'users/me/onboarding', 'not-a-token')).statusCode).toBe(401);
  });
});

describe('onboarding migration (0020)', () => {
  it('marks every user that exists when it runs as completed', async () => {
    const db = await openPglite();
    try {
      const migrations = readMigrations();
      const index = migrations.findIndex((migration) => migration.name === 'onboarding');
      await runMigrations(db, migrations.slice(0, index));
      const [customer] = await db.query<{ id: number }>(
        `INSERT INTO customers (name, type) VALUES ('Old Co', 'B2B') RETURNING id`,
      );
      await db.query(`INSERT INTO users (customer_id, email) VALUES ($1, 'old@old.test')`, [customer!.id]);
      await runMigrations(db, migrations.slice(0, index + 1));
      expect(await db.query('SELECT status FROM user_onboarding')).toEqual([{ status: 'completed' }]);
    } finally {
      await db.close();
    }
  });
});

describe(`onboarding survives an API restart (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite files'})`, () => {
  it('resumes at the same step with the same answers, and stays completed', async () => {
    const durable = await createRestartableDatabase();
    try {
      const first = await durable.open();
      const app = await buildTestApp(first);
      let ids: Record<string, number>;
      try {
        ids = await advertiserIds(first);
        const token = await newUser(app, first, 'restart@adlens.test');
        const saved = await inject(app, 'PUT', 'users/me/onboarding', token, {
          step: 'defaults',
          choices: { ownDomain: ids['nike.com'], competitors: [ids['adidas.com']] },
        });
        expect(saved.statusCode, saved.body).toBe(200);
      } finally {
        await app.close();
        await first.close();
      }

      const second = await durable.open();
      const restarted = await buildTestApp(second);
      try {
        const token = await login(restarted, 'restart@adlens.test', PASSWORD);
        const resumed = (await inject(restarted, 'GET', 'users/me/onboarding', token)).json();
        expect(resumed).toMatchObject({
          status: 'in_progress',
          step: 'defaults',
          choices: { ownDomain: ids['nike.com'], competitors: [ids['adidas.com']] },
          offer: true,
        });
        const done = await inject(restarted, 'POST', 'users/me/onboarding/complete', token, {
          choices: { ...resumed.choices, ...DEFAULTS },
        });
        expect(done.statusCode, done.body).toBe(200);
      } finally {
        await restarted.close();
        await second.close();
      }

      const third = await durable.open();
      const again = await buildTestApp(third);
      try {
        const token = await login(again, 'restart@adlens.test', PASSWORD);
        expect((await inject(again, 'GET', 'users/me/onboarding', token)).json()).toMatchObject({
          status: 'completed',
          offer: false,
        });
      } finally {
        await again.close();
        await third.close();
      }
    } finally {
      await durable.dispose();
    }
  });
});
