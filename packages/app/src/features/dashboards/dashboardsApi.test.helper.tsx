import {
  DASHBOARD_CONFLICT_MESSAGE,
  DASHBOARD_LIMIT_MESSAGES,
  type Dashboard,
  type DashboardLimits,
  type DashboardWidget,
} from '@adlens/core';
import { screen } from '@testing-library/react';
import { TEST_USER, fakeApi as harnessApi } from '../../app/testing/appHarness.test.helper.tsx';

export const MAIN = '11111111-1111-4111-8111-111111111111';
export const OTHER = '22222222-2222-4222-8222-222222222222';
export const SPEND = 'aaaaaaaa-0000-4000-8000-000000000001';
export const PUBLISHERS = 'aaaaaaaa-0000-4000-8000-000000000002';

export function widget(id: string, type: string, layout: DashboardWidget['layout'], title?: string): DashboardWidget {
  return {
    id,
    type,
    entityType: 'advertiser',
    items: [{ title: 'acme.com', ids: [42] }],
    ...(title ? { options: { title } } : {}),
    layout,
  };
}

export function dashboard(id: string, name: string, updatedAt: string, widgets: DashboardWidget[] = []): Dashboard {
  return { id, name, filters: { country: 'US' }, widgets, version: 1, createdAt: updatedAt, updatedAt };
}

export interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

/** The dashboards API in memory, with its version check and limits (apps/api dashboardRoutes). */
export function dashboardsApi(initial: Dashboard[], limits: DashboardLimits = { dashboards: 10, widgets: 20 }) {
  const saved = new Map(initial.map((item) => [item.id, structuredClone(item)]));
  const calls: Call[] = [];
  const refuse = (status: number, code: string, message: string, attributes: Record<string, unknown>) =>
    Response.json({ error: { code, message, attributes } }, { status });
  const answer = (method: string, path: string, init: RequestInit | undefined): Response | undefined => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    if (!path.startsWith('/dashboards')) return undefined;
    calls.push({ method, path, body });
    const [, , id, action] = path.split('/');
    if (!id && method === 'GET') {
      const elements = [...saved.values()].map(({ id: key, name, widgets, updatedAt }) => ({
        id: key,
        name,
        widgetCount: widgets.length,
        updatedAt,
      }));
      return Response.json({ elements, limits });
    }
    if (!id && method === 'POST') {
      if (saved.size >= limits.dashboards)
        return refuse(403, 'error.dashboard-limit-reached', DASHBOARD_LIMIT_MESSAGES.saved, { limit: 'saved' });
      const created = dashboard(`33333333-3333-4333-8333-00000000000${saved.size}`, String(body?.name), '2026-11-22');
      saved.set(created.id, created);
      return Response.json(created, { status: 201 });
    }
    const current = id ? saved.get(id) : undefined;
    if (!current) return refuse(404, 'error.not-found', 'Not found', {});
    if (action === 'duplicate') {
      if (saved.size >= limits.dashboards)
        return refuse(403, 'error.dashboard-limit-reached', DASHBOARD_LIMIT_MESSAGES.duplicate, {
          limit: 'duplicate',
        });
      return undefined;
    }
    if (method === 'GET') return Response.json(current);
    if (method === 'DELETE') {
      if (saved.size <= 1)
        return refuse(403, 'error.dashboard-limit-reached', DASHBOARD_LIMIT_MESSAGES.lastOne, { limit: 'lastOne' });
      saved.delete(current.id);
      return new Response(null, { status: 204 });
    }
    if (method === 'PUT') {
      if (body?.version !== current.version)
        return refuse(409, 'error.stale-version', DASHBOARD_CONFLICT_MESSAGE, { version: current.version });
      const next = { ...current, ...body, version: current.version + 1 } as Dashboard;
      saved.set(current.id, next);
      return Response.json(next);
    }
    return undefined;
  };
  // Every `METHOD /dashboards…` key the harness asks for is answered from the map above.
  const routes = new Proxy({} as Record<string, (init: RequestInit | undefined) => Response>, {
    get: (_target, key: string) => {
      const [method, path] = key.split(' ');
      if (!method || !path?.startsWith('/dashboards')) return undefined;
      return (init: RequestInit | undefined) => answer(method, path, init) ?? new Response(null, { status: 404 });
    },
  });
  /** Another window saves the dashboard: the version the page holds goes stale. */
  const saveElsewhere = (id: string) => {
    const current = saved.get(id)!;
    saved.set(id, { ...current, version: current.version + 1 });
  };
  return { routes, calls, saved, saveElsewhere };
}

/** The demo account's plan: Enterprise has dashboards (10, 20 widgets); Basic has none. */
export function fakeApi({
  routes,
  plan = 'Enterprise',
}: {
  routes: NonNullable<Parameters<typeof harnessApi>[0]>['routes'];
  plan?: string;
}) {
  return harnessApi({ routes, user: { ...TEST_USER, packagePlan: plan } });
}

export function twoWidgetDashboards() {
  return [
    dashboard(MAIN, 'Weekly', '2026-11-21T10:00:00.000Z', [
      widget(SPEND, 'estimated-expenditure', { x: 0, y: 0, w: 6, h: 8 }),
      widget(PUBLISHERS, 'top-publishers', { x: 6, y: 0, w: 6, h: 13 }, 'Where we run'),
    ]),
    dashboard(OTHER, 'Older', '2026-11-01T10:00:00.000Z'),
  ];
}

export function gridItem(title: string): HTMLElement {
  const card = screen.getByRole('region', { name: title });
  return card.closest<HTMLElement>('[data-grid-item]')!;
}

export function placeOf(title: string): string | undefined {
  return gridItem(title).dataset.layout;
}

export function puts(calls: Call[]) {
  return calls.filter((call) => call.method === 'PUT');
}
