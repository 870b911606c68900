import { randomUUID } from 'node:crypto';
import {
  DASHBOARD_CONFLICT_MESSAGE,
  DASHBOARD_LIMIT_MESSAGES,
  type Dashboard,
  type DashboardWidget,
} from '@adlens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from '../testing/createTestServer.ts';

let server: TestServer;
let nike: number;

beforeAll(async () => {
  server = await createTestServer();
  const [row] = await server.db.query<{ id: number }>(`SELECT id FROM advertisers WHERE domain = 'nike.com'`);
  nike = row!.id;
});
afterAll(() => server?.close());

/** A fresh user per test would need seeding; each test signs in a different seeded Enterprise user. */
async function tokenOf(email: string, password: string) {
  return server.accessToken({ email, password });
}

function call(token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return server.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const widget = (overrides: Partial<DashboardWidget> = {}): DashboardWidget => ({
  id: randomUUID(),
  type: 'estimated-expenditure',
  entityType: 'advertiser',
  items: [{ title: 'nike.com', ids: [nike] }],
  layout: { x: 0, y: 0, w: 6, h: 4 },
  ...overrides,
});

describe('dashboards (with their limits)', () => {
  it('gives a user a first dashboard, and saves widgets and layout from the version they were edited on', async () => {
    const token = await tokenOf('demo@adlens.test', 'Adlens-demo-1');
    const list = await call(token, 'GET', 'dashboards');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({
      elements: [{ name: 'My dashboard', widgetCount: 0 }],
      limits: { dashboards: 10, widgets: 20 },
    });
    const id = list.json().elements[0].id as string;

    const first = (await call(token, 'GET', `dashboards/${id}`)).json() as Dashboard;
    expect(first.version).toBe(1);
    const placed = [
      // Added from a report: it keeps the report's filters.
      widget({ filters: { period: '20260101-20260331', country: 'DE', channel: 'VIDEO-ALL', currency: 'EUR' } }),
      widget({ type: 'top-publishers', layout: { x: 6, y: 0, w: 6, h: 5 } }),
    ];
    const saved = await call(token, 'PUT', `dashboards/${id}`, {
      version: 1,
      widgets: placed,
      filters: { period: 'LAST_3_MONTHS', country: 'US' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      version: 2,
      widgets: placed,
      filters: { period: 'LAST_3_MONTHS', country: 'US' },
    });

    // Another window still on version 1 moves a widget: refused, and nothing is overwritten.
    const stale = await call(token, 'PUT', `dashboards/${id}`, {
      version: 1,
      widgets: [{ ...placed[0]!, layout: { x: 0, y: 9, w: 3, h: 3 } }],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({
      code: 'error.stale-version',
      message: DASHBOARD_CONFLICT_MESSAGE,
      attributes: { version: 2 },
    });
    const read = ((await call(token, 'GET', `dashboards/${id}`)).json() as Dashboard).widgets;
    // A one-entity item comes back with the entity's icon, as its report shows it.
    expect(read).toEqual(
      placed.map((placedWidget) => ({
        ...placedWidget,
        items: placedWidget.items.map((item) => ({
          ...item,
          icon: expect.stringMatching(`/media/favicons/${nike}.svg$`),
        })),
      })),
    );
    // The icon is the API's to name: one sent back is not stored, and a group of entities has none.
    const resent = await call(token, 'PUT', `dashboards/${id}`, {
      version: 2,
      widgets: [
        { ...read[0]!, items: [{ ...read[0]!.items[0]!, icon: 'https://elsewhere.example/x.png' }] },
        widget({ items: [{ title: 'Rivals', ids: [nike, nike + 1] }], layout: { x: 0, y: 8, w: 6, h: 4 } }),
      ],
    });
    expect(resent.statusCode, resent.body).toBe(200);
    const icons = (resent.json() as Dashboard).widgets.map((w) => w.items[0]!.icon);
    expect(icons[0]).toMatch(new RegExp(`/media/favicons/${nike}.svg$`));
    expect(icons[1]).toBeNull();
    const [stored] = await server.db.query<{ widgets: unknown }>(`SELECT widgets FROM dashboards WHERE id = $1::uuid`, [
      id,
    ]);
    expect(JSON.stringify(stored!.widgets)).not.toContain('icon');
  });

  it('validates names, widgets and their entities', async () => {
    const token = await tokenOf('demo@adlens.test', 'Adlens-demo-1');
    const bad = await call(token, 'POST', 'dashboards', { name: 'Q3/Q4' });
    expect(bad.json().error.fieldErrors.name).toEqual(['Use letters, digits, spaces, hyphens and underscores only']);
    const layout = await call(token, 'POST', 'dashboards', {
      name: 'Broken',
      widgets: [widget({ layout: { x: 12, y: 0, w: 0, h: 4 } })],
    });
    expect(Object.keys(layout.json().error.fieldErrors).sort()).toEqual(['widgets.0.layout.w', 'widgets.0.layout.x']);
    const filtered = await call(token, 'POST', 'dashboards', {
      name: 'Odd filters',
      widgets: [widget({ filters: { audience: 'everyone' } })],
    });
    expect(filtered.statusCode).toBe(400);
    expect(Object.keys(filtered.json().error.fieldErrors)).toEqual(['widgets.0.filters.audience']);
    const ghost = await call(token, 'POST', 'dashboards', {
      name: 'Ghosts',
      widgets: [widget({ items: [{ title: 'nobody', ids: [999_999_999] }] })],
    });
    expect(ghost.statusCode).toBe(404);
  });

  it('says each dashboard limit in its own sentence', async () => {
    const token = await tokenOf('admin@adlens.test', 'Adlens-admin-1');
    const { elements, limits } = (await call(token, 'GET', 'dashboards')).json() as {
      elements: { id: string }[];
      limits: { dashboards: number; widgets: number };
    };
    // The last dashboard cannot go.
    const last = await call(token, 'DELETE', `dashboards/${elements[0]!.id}`);
    expect(last.statusCode).toBe(403);
    expect(last.json().error).toMatchObject({
      code: 'error.dashboard-limit-reached',
      message: DASHBOARD_LIMIT_MESSAGES.lastOne,
      attributes: { limit: 'lastOne' },
    });

    const tooMany = Array.from({ length: limits.widgets + 1 }, (_, index) =>
      widget({ layout: { x: 0, y: index * 4, w: 6, h: 4 } }),
    );
    const widgets = await call(token, 'PUT', `dashboards/${elements[0]!.id}`, { version: 1, widgets: tooMany });
    expect(widgets.json().error).toMatchObject({
      message: DASHBOARD_LIMIT_MESSAGES.widgets,
      attributes: { max: limits.widgets },
    });

    for (let i = elements.length; i < limits.dashboards; i += 1) {
      expect((await call(token, 'POST', 'dashboards', { name: `Board ${i}` })).statusCode).toBe(201);
    }
    const saved = await call(token, 'POST', 'dashboards', { name: 'One too many' });
    expect(saved.statusCode).toBe(403);
    expect(saved.json().error.message).toBe(DASHBOARD_LIMIT_MESSAGES.saved);
    const copy = await call(token, 'POST', `dashboards/${elements[0]!.id}/duplicate`, {});
    expect(copy.json().error.message).toBe(DASHBOARD_LIMIT_MESSAGES.duplicate);

    // With room again, a duplicate is a copy with its own widget ids.
    const all = (await call(token, 'GET', 'dashboards')).json().elements as { id: string; name: string }[];
    expect((await call(token, 'DELETE', `dashboards/${all.find((d) => d.name === 'Board 3')!.id}`)).statusCode).toBe(
      204,
    );
    const source = await call(token, 'PUT', `dashboards/${elements[0]!.id}`, { version: 1, widgets: [widget()] });
    const duplicated = await call(token, 'POST', `dashboards/${elements[0]!.id}/duplicate`, {});
    expect(duplicated.statusCode, duplicated.body).toBe(201);
    expect(duplicated.json()).toMatchObject({
      name: `Copy of ${all.find((d) => d.id === elements[0]!.id)!.name}`,
      version: 1,
    });
    expect(duplicated.json().widgets[0].id).not.toBe((source.json() as Dashboard).widgets[0]!.id);
  });

  it('is for plans with dashboards only, and for the owner only', async () => {
    const basic = await tokenOf('basic@adlens.test', 'Adlens-basic-1');
    const refused = await call(basic, 'GET', 'dashboards');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('error.access-denied');
    const demo = await tokenOf('demo@adlens.test', 'Adlens-demo-1');
    const mine = (await call(demo, 'GET', 'dashboards')).json().elements[0].id as string;
    const admin = await tokenOf('admin@adlens.test', 'Adlens-admin-1');
    expect((await call(admin, 'GET', `dashboards/${mine}`)).statusCode).toBe(404);
  });
});
