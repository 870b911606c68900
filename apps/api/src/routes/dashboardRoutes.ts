import {
  API_ERROR_CODES,
  DASHBOARDS_PATH,
  type Dashboard,
  type DashboardLimits,
  type DashboardWidget,
  ENTITY_TYPES,
  ENTITY_TYPE_INFO,
  type EntityType,
  NAME_MAX_LENGTH,
  dashboardLimitsOf,
} from '@adlens/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bearerToken } from '../auth/bearerToken.ts';
import {
  createDashboard,
  deleteDashboard,
  getDashboard,
  listDashboards,
  updateDashboard,
} from '../datasets/dashboardStore.ts';
import { loadPackageAccess } from '../datasets/packageAccess.ts';
import { resolveEntities } from '../datasets/entityLookup.ts';
import { requireEntities } from '../datasets/reportScope.ts';
import { ApiHttpError, validationError } from '../http/ApiHttpError.ts';
import { parseInput } from '../http/parseInput.ts';
import { nameSchema } from '../schemas/nameSchema.ts';
import { registerRoutes, route } from '../openapi/declareRoute.ts';
import type { RouteDeps } from './RouteDeps.ts';

const name = nameSchema;

const filters = z.partialRecord(z.enum(['channel', 'country', 'period', 'currency']), z.string().min(1).max(40));
const entityId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const widget = z.strictObject({
  id: z.uuid('must be a widget id (uuid)'),
  type: z.string().regex(/^[a-z][a-z0-9-]{0,63}$/, 'must be a widget type'),
  entityType: z.enum(ENTITY_TYPES),
  items: z
    .array(
      z.strictObject({
        title: z.string().trim().min(1).max(200),
        ids: z.array(entityId).min(1).max(10),
        // Read back as the API gave it (withIcons) and never stored: the API names an entity's icon.
        icon: z.string().max(2000).nullable().optional(),
      }),
    )
    .min(1)
    .max(10),
  options: z
    .record(z.string().max(64), z.unknown())
    .refine((value) => JSON.stringify(value).length <= 4000, 'must be at most 4000 characters of JSON')
    .optional(),
  // The report's filters when it was added; the dashboard's own filters win where set.
  filters: filters.optional(),
  layout: z.strictObject({
    x: z.number().int().min(0).max(11),
    y: z.number().int().min(0).max(10_000),
    w: z.number().int().min(1).max(12),
    h: z.number().int().min(1).max(40),
  }),
}) satisfies z.ZodType<DashboardWidget, unknown>;

const widgets = z
  .array(widget)
  .max(100)
  .refine((list) => new Set(list.map((item) => item.id)).size === list.length, 'widget ids must be unique');

const createBody = z.strictObject({
  name,
  filters: filters.default({}),
  widgets: widgets.default([]),
});
const updateBody = z.strictObject({
  // The column is a 32-bit integer: a larger version is a bad request, not a database error.
  version: z.number().int().min(1).max(2_147_483_647).describe('The version the change was made from'),
  name: name.optional(),
  filters: filters.optional(),
  widgets: widgets.optional(),
});
const idParams = z.strictObject({ id: z.uuid('must be a dashboard id (uuid)') });
const duplicateBody = z.strictObject({ name: name.optional() });

const dashboardSchema = z.object({
  id: z.string(),
  name: z.string(),
  filters: z.record(z.string(), z.string()),
  widgets: z.array(widget),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const listSchema = z.object({
  elements: z.array(
    z.object({ id: z.string(), name: z.string(), widgetCount: z.number().int(), updatedAt: z.string() }),
  ),
  limits: z.object({ dashboards: z.number().int(), widgets: z.number().int() }),
});

const common = {
  400: { description: 'Invalid input (fieldErrors name the fields)' },
  401: { description: 'Missing or invalid access token' },
  403: {
    description:
      "`error.access-denied` without dashboards in the plan; `error.dashboard-limit-reached` {limit, max} with the plan's limit sentence",
  },
};

/** The signed-in user and the plan's dashboard limits; 403 when the plan has no dashboards. */
async function dashboardUser(
  deps: RouteDeps,
  request: FastifyRequest,
): Promise<{ userId: number; limits: DashboardLimits }> {
  const claims = await deps.auth.authenticate(bearerToken(request));
  const access = await loadPackageAccess(deps.db, claims.user.id);
  const limits = dashboardLimitsOf(access.code);
  if (!limits) throw new ApiHttpError(403, API_ERROR_CODES.accessDenied, 'Dashboards are not included in your plan');
  return { userId: claims.user.id, limits };
}

/** Every widget's entities exist, and no widget compares more items than its entity type groups. */
async function checkWidgets(deps: RouteDeps, list: readonly DashboardWidget[] | undefined): Promise<void> {
  if (!list) return;
  const byType = new Map<(typeof ENTITY_TYPES)[number], Set<number>>();
  list.forEach((item, index) => {
    const max = ENTITY_TYPE_INFO[item.entityType].groupingMax;
    item.items.forEach((entry, entryIndex) => {
      if (entry.ids.length > max) {
        throw validationError({ [`widgets.${index}.items.${entryIndex}.ids`]: [`at most ${max} entities`] });
      }
    });
    const ids = byType.get(item.entityType) ?? new Set<number>();
    for (const entry of item.items) for (const id of entry.ids) ids.add(id);
    byType.set(item.entityType, ids);
  });
  for (const [entityType, ids] of byType) await requireEntities(deps.db, entityType, [...ids]);
}

/** Widgets as they are stored: their items' icons are the API's to name on reading, not the client's. */
function withoutIcons<T extends { widgets?: DashboardWidget[] }>(body: T): T {
  if (!body.widgets) return body;
  return {
    ...body,
    widgets: body.widgets.map((widget) => ({
      ...widget,
      items: widget.items.map(({ icon: _icon, ...item }) => item),
    })),
  };
}

/**
 * A dashboard with its one-entity items' icons, as every report names them ("One colour per
 * thing": a tile's avatar is the entity's, as on its report); a group of entities has none.
 */
async function withIcons(deps: RouteDeps, dashboard: Dashboard, origin: string): Promise<Dashboard> {
  const icons = new Map<string, string | null>();
  const byType = new Map<EntityType, Set<number>>();
  for (const widget of dashboard.widgets) {
    const ids = byType.get(widget.entityType) ?? new Set<number>();
    for (const item of widget.items) if (item.ids.length === 1) ids.add(item.ids[0]!);
    byType.set(widget.entityType, ids);
  }
  for (const [entityType, ids] of byType) {
    for (const entity of await resolveEntities(deps.db, entityType, [...ids], origin)) {
      icons.set(`${entityType}:${entity.id}`, entity.icon);
    }
  }
  return {
    ...dashboard,
    widgets: dashboard.widgets.map((widget) => ({
      ...widget,
      items: widget.items.map((item) => ({
        ...item,
        icon: item.ids.length === 1 ? (icons.get(`${widget.entityType}:${item.ids[0]}`) ?? null) : null,
      })),
    })),
  };
}

const dashboardRoutes = [
  route({
    method: 'get',
    path: `/${DASHBOARDS_PATH}`,
    summary: "The user's dashboards and the plan's limits (a first dashboard is created when there is none)",
    tags: ['dashboards'],
    security: 'accessToken',
    responses: { 200: { description: 'Dashboards', schema: listSchema }, ...common },
    handler: async ({ request, deps }) => {
      const { userId, limits } = await dashboardUser(deps, request);
      return { elements: await listDashboards(deps.db, userId), limits };
    },
  }),
  route({
    method: 'post',
    path: `/${DASHBOARDS_PATH}`,
    summary: 'A new dashboard',
    tags: ['dashboards'],
    security: 'accessToken',
    body: { contentType: 'application/json', schema: createBody },
    responses: { 201: { description: 'Created', schema: dashboardSchema }, ...common },
    handler: async ({ request, reply, deps }) => {
      const { userId, limits } = await dashboardUser(deps, request);
      const body = withoutIcons(parseInput(createBody, request.body ?? {}));
      await checkWidgets(deps, body.widgets);
      const created = await createDashboard(deps.db, userId, limits, body);
      return reply.code(201).send(await withIcons(deps, created, deps.originOf(request)));
    },
  }),
  route({
    method: 'get',
    path: `/${DASHBOARDS_PATH}/{id}`,
    summary: 'One dashboard with its filters, widgets and layout',
    tags: ['dashboards'],
    security: 'accessToken',
    params: idParams,
    responses: {
      200: { description: 'Dashboard', schema: dashboardSchema },
      ...common,
      404: { description: 'Not found' },
    },
    handler: async ({ request, input, deps }) => {
      const { userId } = await dashboardUser(deps, request);
      const { id } = input.params();
      return withIcons(deps, await getDashboard(deps.db, userId, id), deps.originOf(request));
    },
  }),
  route({
    method: 'put',
    path: `/${DASHBOARDS_PATH}/{id}`,
    summary: 'Save a change (name, filters, widgets and layout) made from a version',
    description:
      '409 `error.stale-version` {version} when the dashboard changed since `version`: nothing is overwritten; reload and apply the change again.',
    tags: ['dashboards'],
    security: 'accessToken',
    params: idParams,
    body: { contentType: 'application/json', schema: updateBody },
    responses: {
      200: { description: 'Saved (version + 1)', schema: dashboardSchema },
      ...common,
      404: { description: 'Not found' },
      409: { description: 'Stale version' },
    },
    handler: async ({ request, input, deps }) => {
      const { userId, limits } = await dashboardUser(deps, request);
      const { id } = input.params();
      const body = withoutIcons(input.body());
      await checkWidgets(deps, body.widgets);
      return withIcons(deps, await updateDashboard(deps.db, userId, limits, id, body), deps.originOf(request));
    },
  }),
  route({
    method: 'post',
    path: `/${DASHBOARDS_PATH}/{id}/duplicate`,
    summary: "A copy of a dashboard ('Copy of …' unless named)",
    tags: ['dashboards'],
    security: 'accessToken',
    params: idParams,
    body: { contentType: 'application/json', schema: duplicateBody },
    responses: {
      201: { description: 'Created', schema: dashboardSchema },
      ...common,
      404: { description: 'Not found' },
    },
    handler: async ({ request, reply, input, deps }) => {
      const { userId, limits } = await dashboardUser(deps, request);
      const { id } = input.params();
      const body = parseInput(duplicateBody, request.body ?? {});
      const source = await getDashboard(deps.db, userId, id);
      const copyName = body.name ?? `Copy of ${source.name}`.slice(0, NAME_MAX_LENGTH).trim();
      const copy = await createDashboard(
        deps.db,
        userId,
        limits,
        {
          name: copyName,
          filters: source.filters,
          // A copy's widgets are its own: new ids, so a fullscreen URL names one dashboard's widget.
          widgets: source.widgets.map((item) => ({ ...item, id: crypto.randomUUID() })),
        },
        'duplicate',
      );
      return reply.code(201).send(await withIcons(deps, copy, deps.originOf(request)));
    },
  }),
  route({
    method: 'delete',
    path: `/${DASHBOARDS_PATH}/{id}`,
    summary: "Delete a dashboard (not the user's last one)",
    tags: ['dashboards'],
    security: 'accessToken',
    params: idParams,
    responses: { 204: { description: 'Deleted' }, ...common, 404: { description: 'Not found' } },
    handler: async ({ request, reply, input, deps }) => {
      const { userId } = await dashboardUser(deps, request);
      const { id } = input.params();
      await deleteDashboard(deps.db, userId, id);
      return reply.code(204).send();
    },
  }),
];

/** Dashboards: list, create, read, save (version-checked), duplicate, delete. */
export function registerDashboardRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerRoutes(app, deps, dashboardRoutes);
}
