import {
  ENTITY_TYPES,
  ENTITY_TYPE_INFO,
  type EntityType,
  MODULE_TYPES,
  RECENTS_DEFAULT_SIZE,
  RECENTS_PATH,
  REPORT_VIEW_TOKEN_PATH,
  type RecentDatapoint,
  type ReportViewRequest,
  parseChannel,
} from '@adlens/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bearerToken } from '../auth/bearerToken.ts';
import { ownsDashboard } from '../datasets/dashboardStore.ts';
import { type DatasetSession, resolveChannelFilter } from '../datasets/datasetFilters.ts';
import { resolveEntities } from '../datasets/entityLookup.ts';
import { favoriteEntityIds, favoriteNames, favoritesOf } from '../datasets/favoriteGroups.ts';
import { loadPackageAccess } from '../datasets/packageAccess.ts';
import { requireEntities } from '../datasets/reportScope.ts';
import { type BenchmarkedType, assertReportTypeAllowed, isBenchmarked } from '../datasets/reportTypeAccess.ts';
import { RECENT_TYPES, listRecentViews, recordReportView } from '../datasets/reportViewLog.ts';
import { validationError } from '../http/ApiHttpError.ts';
import { registerRoutes, route } from '../openapi/declareRoute.ts';
import { commaList } from '../schemas/commaList.ts';
import { recentsResponseSchema } from '../schemas/reportViewSchemas.ts';
import type { RouteDeps } from './RouteDeps.ts';

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const ids = z.array(id).max(100);

/** The report view token's request (core ReportViewRequest). */
const reportViewBody = z.strictObject({
  type: z.enum(['REGULAR', 'COMPARISON']),
  moduleType: z.enum(MODULE_TYPES),
  entityType: z.enum(ENTITY_TYPES),
  instances: ids,
  favoriteIds: z.array(z.uuid('must be a bookmark id (uuid)')).max(10),
  unsavedGroups: z.array(z.strictObject({ name: z.string().trim().min(1).max(64), instances: ids.min(1) })).max(10),
  params: z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9_.]{0,63}$/), z.string().max(500)),
  dashboardId: z.uuid('must be a dashboard id (uuid)').optional(),
  categoryId: id.optional(),
}) satisfies z.ZodType<ReportViewRequest>;

const recentsQuery = z.strictObject({
  size: z
    .string()
    .regex(/^\d{1,3}$/, 'must be an integer')
    .transform(Number)
    .pipe(z.number().int().min(1, 'must be at least 1').max(100, 'must be at most 100'))
    .optional()
    .describe(`How many (default ${RECENTS_DEFAULT_SIZE}, at most 100)`),
  entityTypes: commaList(ENTITY_TYPES, `entity types (${ENTITY_TYPES.join(', ')})`).describe('Comma list'),
  moduleTypes: commaList(MODULE_TYPES, MODULE_TYPES.join(' or ')).describe('Comma list'),
  types: commaList(RECENT_TYPES, RECENT_TYPES.join(', ')).describe('Comma list of SINGLE, GROUP, COMPARISON'),
  includeDashboardEntities: z
    .enum(['true', 'false'])
    .optional()
    .describe('Include views of dashboard widgets (default false)'),
});

/** The message the client recognises and does not retry. */
function groupTooLarge(entityType: EntityType, field: string): never {
  const max = ENTITY_TYPE_INFO[entityType].groupingMax;
  const message = `GROUP should have at most ${max} entities.`;
  throw validationError({ [field]: [message] }, message);
}

/**
 * A partner integration's view
 * of connected TV (`params.channel`) is a 400 naming `params.channel`, as the datasets answer.
 */
function checkSessionChannel(params: ReportViewRequest['params'], session: DatasetSession): void {
  const channel = params.channel === undefined ? undefined : parseChannel(params.channel);
  if (channel) resolveChannelFilter(channel, session, 'params.channel');
}

const reportViewRoutes = [
  route({
    method: 'post',
    path: `/${REPORT_VIEW_TOKEN_PATH}`,
    summary: 'Open a report: counts the view, writes the access log (recents) and returns the report view token',
    description: [
      'The token (JWT typ REPORT, 12 hours) carries core ReportViewClaims: usedReportViews {DAILY, MONTHLY}, actor.id, entityType, ids (instances and unsaved-group members), categoryId, accessLogId. Send it as `X-Report-Id` to the datasets that need it (core VIEW_TOKEN_DATASETS).',
      "A request for the same report and filters within 30 minutes of the user's previous one is a refresh: it is logged but not counted again.",
      "400 `error.validation` 'GROUP should have at most N entities.' when the instances or an unsaved group exceed the entity type's grouping maximum (10, categories 4).",
      "400 `error.validation` naming `favoriteIds.N` or `dashboardId` when it is not one of the user's bookmarks or dashboards.",
      '400 `error.validation` naming `params.channel` when a partner integration asks for connected TV; naming `categoryId` (the benchmark) for a report other than advertisers or brands.',
      "403 `error.package-limit-exceeded` {limit: FEATURE, value: category|brand|advertiserBenchmark|brandBenchmark} when the package does not open the report's entity type (category, brand) or its benchmark (`categoryId` on an advertiser or brand report); nothing is counted.",
      "429 `error.report-views-limit-exceeded` with attributes {interval: DAILY|MONTHLY, limit} once the package's REPORT_VIEW limit is used up.",
      "402 `error.trial-search-limit-reached` {limit: 20, used} when a trial customer's view with a channel or country outside the package (`params.channel`, `params.country`) would be the 21st such premium search.",
    ].join('\n\n'),
    tags: ['reports'],
    security: 'accessToken',
    body: { contentType: 'application/json', schema: reportViewBody },
    responses: {
      200: { description: 'Report view token (JWT, typ REPORT)', schema: z.string(), contentType: 'text/plain' },
      400: {
        description:
          'Invalid payload, or a group too large; `no-package-available` for a category or brand report without a package',
      },
      401: { description: 'Missing or invalid access token' },
      402: { description: 'Trial premium searches used up' },
      403: {
        description:
          '`error.package-limit-exceeded` {limit: FEATURE, value}: a report or benchmark the package does not include',
      },
      404: { description: 'An entity does not exist' },
      429: { description: 'Report views limit reached (attributes interval, limit)' },
    },
    handler: async ({ request, reply, input, deps }) => {
      const claims = await deps.auth.authenticate(bearerToken(request));
      const view = input.body();
      const max = ENTITY_TYPE_INFO[view.entityType].groupingMax;
      if (view.instances.length > max) groupTooLarge(view.entityType, 'instances');
      view.unsavedGroups.forEach((group, index) => {
        if (group.instances.length > max) groupTooLarge(view.entityType, `unsavedGroups.${index}.instances`);
      });
      if (view.instances.length + view.unsavedGroups.length + view.favoriteIds.length === 0) {
        throw validationError({ instances: ['a report needs an entity, a group or a favourite'] });
      }
      checkSessionChannel(view.params, claims);
      // A category or brand report, or a benchmark, the package does not open is refused
      // before anything is counted or looked up (only advertiser and
      // brand comparisons have a benchmark).
      let benchmarkOf: BenchmarkedType | undefined;
      if (view.categoryId !== undefined) {
        if (!isBenchmarked(view.entityType)) {
          throw validationError({ categoryId: ['only advertiser and brand reports have an industry benchmark'] });
        }
        benchmarkOf = view.entityType;
      }
      const access = await loadPackageAccess(deps.db, claims.user.id);
      assertReportTypeAllowed(access, view.entityType, benchmarkOf);
      // Bookmarks the report opens (saved group ids) must be the user's; their members are covered.
      const favorites = await favoritesOf(deps.db, claims.user.id, view.favoriteIds, 'favoriteIds');
      // A widget opened on a dashboard names the user's own dashboard.
      if (view.dashboardId !== undefined && !(await ownsDashboard(deps.db, claims.user.id, view.dashboardId))) {
        throw validationError({ dashboardId: ['not one of your dashboards'] });
      }
      const covered = [
        ...new Set([
          ...view.instances,
          ...view.unsavedGroups.flatMap((group) => group.instances),
          ...favorites.flatMap(favoriteEntityIds),
        ]),
      ];
      await requireEntities(deps.db, view.entityType, covered);
      if (view.categoryId !== undefined) await requireEntities(deps.db, 'category', [view.categoryId]);
      const recorded = await recordReportView(deps.db, claims.user.id, view, access);
      const token = await deps.reportTokens.sign({
        usedReportViews: recorded.usedReportViews,
        actor: { id: claims.user.id },
        entityType: view.entityType,
        ids: covered,
        categoryId: view.categoryId ?? null,
        accessLogId: recorded.accessLogId,
      });
      return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(token);
    },
  }),
  route({
    method: 'get',
    path: `/${RECENTS_PATH}`,
    summary: "The user's recent reports, newest first, one per report context, with entity titles and icons",
    tags: ['reports'],
    security: 'accessToken',
    query: recentsQuery,
    responses: {
      200: { description: 'Recent datapoints', schema: recentsResponseSchema },
      400: { description: 'Invalid query' },
      401: { description: 'Missing or invalid access token' },
    },
    handler: async ({ request, input, deps }) => {
      const claims = await deps.auth.authenticate(bearerToken(request));
      const query = input.query();
      const rows = await listRecentViews(deps.db, claims.user.id, {
        size: query.size ?? RECENTS_DEFAULT_SIZE,
        ...(query.entityTypes ? { entityTypes: query.entityTypes } : {}),
        ...(query.moduleTypes ? { moduleTypes: query.moduleTypes } : {}),
        ...(query.types ? { types: query.types } : {}),
        includeDashboardEntities: query.includeDashboardEntities === 'true',
      });
      // Titles and icons of every instance, one query per entity type.
      const byType = new Map<EntityType, number[]>();
      for (const row of rows) {
        byType.set(row.details.entityType, [...(byType.get(row.details.entityType) ?? []), ...row.details.instances]);
      }
      const resolved = new Map<string, RecentDatapoint['details']['entities'][number]>();
      for (const [entityType, entityIds] of byType) {
        for (const entity of await resolveEntities(
          deps.db,
          entityType,
          [...new Set(entityIds)],
          deps.originOf(request),
        )) {
          const { id, title, icon, publisherKind, campaign } = entity;
          resolved.set(`${entityType}:${id}`, {
            id,
            title,
            icon,
            ...(publisherKind && { publisherKind }),
            ...(campaign && { campaign }),
          });
        }
      }
      const names = await favoriteNames(
        deps.db,
        claims.user.id,
        rows.flatMap((row) => row.details.favoriteIds),
      );
      const elements = rows.map((row): RecentDatapoint => ({
        ...row,
        // The favourites it opened (a deleted one is left out).
        favorites: row.details.favoriteIds.flatMap((favoriteId) => {
          const favorite = names.get(favoriteId.toLowerCase());
          return favorite ? [{ id: favoriteId, name: favorite.name, details: { params: favorite.params } }] : [];
        }),
        details: {
          ...row.details,
          entities: row.details.instances.flatMap((instance) => {
            const entity = resolved.get(`${row.details.entityType}:${instance}`);
            return entity ? [entity] : [];
          }),
        },
      }));
      return { elements };
    },
  }),
];

/** The report view token, and the recents it records. */
export function registerReportViewRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerRoutes(app, deps, reportViewRoutes);
}
