import {
  ENTITY_TYPES,
  ENTITY_TYPE_INFO,
  FAVORITES_PAGE_SIZE,
  FAVORITES_PATH,
  FAVORITE_TYPES,
  type FavoriteDetails,
  MODULE_TYPES,
  NAME_MAX_LENGTH,
  NAME_MESSAGES,
  SAVE_TO_FAVORITES_PATH,
  canCreateGroup,
} from '@adlens/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bearerToken } from '../auth/bearerToken.ts';
import {
  createFavorite,
  deleteFavorite,
  favoriteEntityIds,
  favoritesOf,
  getFavorite,
  listFavorites,
  updateFavorite,
} from '../datasets/favoriteGroups.ts';
import { requireEntities } from '../datasets/reportScope.ts';
import { readAccessLog } from '../datasets/reportViewLog.ts';
import { notFoundError, validationError } from '../http/ApiHttpError.ts';
import { nameSchema } from '../schemas/nameSchema.ts';
import { registerRoutes, route } from '../openapi/declareRoute.ts';
import { commaList } from '../schemas/commaList.ts';
import { savedGroupSchema, savedGroupsSchema } from '../schemas/favoriteSchemas.ts';
import type { RouteDeps } from './RouteDeps.ts';

const entityId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const name = nameSchema;

const details = z.strictObject({
  type: z.enum(FAVORITE_TYPES),
  moduleType: z.enum(MODULE_TYPES),
  entityType: z.enum(ENTITY_TYPES),
  categoryId: entityId.nullable().default(null),
  instances: z.array(entityId).max(100),
  unsavedGroups: z
    .array(
      z.strictObject({
        name: z.string().trim().min(1, NAME_MESSAGES.required).max(NAME_MAX_LENGTH, NAME_MESSAGES.tooLong),
        instances: z.array(entityId).min(1).max(100),
      }),
    )
    .max(10),
  params: z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9_.]{0,63}$/), z.string().max(500)).nullable(),
}) satisfies z.ZodType<FavoriteDetails, unknown>;

const saveBody = z.strictObject({ name, details });
const updateBody = z
  .strictObject({ name: name.optional(), details: details.optional() })
  .refine((body) => body.name !== undefined || body.details !== undefined, {
    message: 'name or details is required',
    path: ['name'],
  });
const idParams = z.strictObject({ id: z.uuid('must be a bookmark id (uuid)').describe('Bookmark id') });

const listQuery = z.strictObject({
  search: z.string().trim().max(NAME_MAX_LENGTH).optional().describe('Name contains this (any case)'),
  q: z.string().trim().max(NAME_MAX_LENGTH).optional().describe('Same as search'),
  strict: z.enum(['true', 'false']).optional().describe('search is the whole name (any case)'),
  type: z.enum(['group', 'comparison']).optional().describe('Only groups or only comparisons'),
  types: commaList(FAVORITE_TYPES, FAVORITE_TYPES.join(' or ')).describe('Comma list of GROUP, COMPARISON'),
  entityTypes: commaList(ENTITY_TYPES, `entity types (${ENTITY_TYPES.join(', ')})`).describe('Comma list'),
  moduleTypes: commaList(MODULE_TYPES, MODULE_TYPES.join(' or ')).describe('Comma list'),
  size: z
    .string()
    .regex(/^\d{1,3}$/, 'must be an integer')
    .transform(Number)
    .pipe(
      z.number().int().min(1, 'must be at least 1').max(FAVORITES_PAGE_SIZE, `must be at most ${FAVORITES_PAGE_SIZE}`),
    )
    .optional()
    .describe(`How many (default and at most ${FAVORITES_PAGE_SIZE})`),
});

const save2favoritesQuery = z.strictObject({
  accessLogId: z.uuid('must be a recent id (uuid)').describe('The recent datapoint (access log) id'),
  favouriteName: name.describe('The bookmark name'),
});

const errors = {
  400: { description: 'Invalid input: fieldErrors name the fields, with the messages the name field shows' },
  401: { description: 'Missing or invalid access token' },
};

/** The checks the database cannot make: group sizes, comparisons, existing entities. */
async function checkDetails(deps: RouteDeps, value: FavoriteDetails): Promise<void> {
  const max = ENTITY_TYPE_INFO[value.entityType].groupingMax;
  const message = `GROUP should have at most ${max} entities.`;
  if (value.instances.length > max) throw validationError({ 'details.instances': [message] }, message);
  value.unsavedGroups.forEach((group, index) => {
    if (group.instances.length > max) {
      throw validationError({ [`details.unsavedGroups.${index}.instances`]: [message] }, message);
    }
  });
  if (value.instances.length + value.unsavedGroups.length === 0) {
    throw validationError({ 'details.instances': ['a bookmark needs an entity or a group'] });
  }
  // A comparison needs more than one instance or a group.
  if (value.type === 'COMPARISON' && !canCreateGroup({ ...value, favoriteIds: [] })) {
    throw validationError({ 'details.instances': ['a comparison needs more than one entity or a group'] });
  }
  await requireEntities(deps.db, value.entityType, favoriteEntityIds(value));
  if (value.categoryId !== null) await requireEntities(deps.db, 'category', [value.categoryId]);
}

const favoriteRoutes = [
  route({
    method: 'get',
    path: `/${FAVORITES_PATH}`,
    summary: "The user's bookmarks and saved groups, last changed first, with entity titles and icons",
    tags: ['favourites'],
    security: 'accessToken',
    query: listQuery,
    responses: { 200: { description: 'Saved groups', schema: savedGroupsSchema }, ...errors },
    handler: async ({ request, input, deps }) => {
      const claims = await deps.auth.authenticate(bearerToken(request));
      const query = input.query();
      const search = query.search ?? query.q;
      const types = query.types ?? (query.type ? [query.type === 'group' ? 'GROUP' : 'COMPARISON'] : undefined);
      const { elements, total } = await listFavorites(
        deps.db,
        claims.user.id,
        {
          ...(search ? { search } : {}),
          strict: query.strict === 'true',
          ...(types ? { types } : {}),
          ...(query.entityTypes ? { entityTypes: query.entityTypes } : {}),
          ...(query.moduleTypes ? { moduleTypes: query.moduleTypes } : {}),
          size: query.size ?? FAVORITES_PAGE_SIZE,
        },
        deps.originOf(request),
      );
      return { elements, count: { total } };
    },
  }),
  route({
    method: 'get',
    path: `/${FAVORITES_PATH}/{id}`,
    summary: 'One bookmark',
    tags: ['favourites'],
    security: 'accessToken',
    params: idParams,
    responses: {
      200: { description: 'The saved group', schema: savedGroupSchema },
      ...errors,
      404: { description: "Not one of the user's bookmarks" },
    },
    handler: async ({ request, input, deps }) => {
      const claims = await deps.auth.authenticate(bearerToken(request));
      const { id } = input.params();
      return getFavorite(deps.db, claims.user.id, id, deps.originOf(request));
    },
  }),
  route({
    method: 'post',
    path: `/${FAVORITES_PATH}`,
    summary: 'Save a group or bookmark a report',
    description:
      "409 `error.duplicated-name` when the user already has one of that name and type (any case): the app looks for it first when saving and updates it with PUT. A COMPARISON needs more than one instance or a group; groups hold at most the entity type's grouping maximum (10, categories 4).",
    tags: ['favourites'],
    security: 'accessToken',
    body: { contentType: 'application/json', schema: saveBody },
    responses: {
      201: { description: 'Saved', schema: savedGroupSchema },
      ...errors,
      404: { description: 'An entity does not exist' },
      409: { description: 'The name is taken' },
    },
    handler: async ({ request, reply, input, deps }) => {
      const claims = await deps.auth.authenticate(bearerToken(request));
      const body = input.body();
      await checkDetails(deps, body.details);
      const saved = await createFavorite(deps.db, claims.user.id, body.name, body.details, deps.originOf(request));
      return reply.code(201).send(saved);
    },
  }),
  route({
    method: 'put',
    path: `/${FAVORITES_PATH}/{id}`,
    summary: 'Rename a bookmark and/or replace what it opens',
    tags: ['favourites'],
    security: 'accessToken',
    params: idParams,
    body: { contentType: 'application/json', schema: updateBody },
    responses: {
      200: { description: 'Saved', schema: savedGroupSchema },
      ...errors,
      404: { description: "Not one of the user's bookmarks, or an entity does not exist" },
      409: { description: 'The name is taken' },
    },
    handler: async ({ request, input, deps }) => {
      const claims = await deps.auth.authenticate(bearerToken(request));
      const { id } = input.params();
      const body = input.body();
      if (body.details) await checkDetails(deps, body.details);
      return updateFavorite(
        deps.db,
        claims.user.id,
        id,
        { ...(body.name !== undefined ? { name: body.name } : {}), ...(body.details ? { details: body.details } : {}) },
        deps.originOf(request),
      );
    },
  }),
  route({
    method: 'delete',
    path: `/${FAVORITES_PATH}/{id}`,
    summary: 'Delete a bookmark',
    tags: ['favourites'],
    security: 'accessToken',
    params: idParams,
    responses: { 204: { description: 'Deleted' }, ...errors, 404: { description: "Not one of the user's bookmarks" } },
    handler: async ({ request, reply, input, deps }) => {
      const claims = await deps.auth.authenticate(bearerToken(request));
      const { id } = input.params();
      await deleteFavorite(deps.db, claims.user.id, id);
      return reply.code(204).send();
    },
  }),
  route({
    method: 'put',
    path: `/${SAVE_TO_FAVORITES_PATH}`,
    summary: 'Bookmark a recent report with its filters (updates the bookmark of that name and type if there is one)',
    tags: ['favourites'],
    security: 'accessToken',
    query: save2favoritesQuery,
    responses: {
      200: { description: 'Saved', schema: savedGroupSchema },
      ...errors,
      404: { description: "Not one of the user's recents" },
    },
    handler: async ({ request, input, deps }) => {
      const claims = await deps.auth.authenticate(bearerToken(request));
      const query = input.query();
      const log = await readAccessLog(deps.db, claims.user.id, query.accessLogId);
      if (!log) throw notFoundError(`Recent ${query.accessLogId} was not found`, { id: query.accessLogId });
      // A report that opened bookmarks holds their entities and groups, so the new bookmark stands alone.
      const opened = await favoritesOf(deps.db, claims.user.id, log.favoriteIds, 'favoriteIds');
      const value: FavoriteDetails = {
        type: log.type === 'COMPARISON' ? 'COMPARISON' : 'GROUP',
        moduleType: log.moduleType,
        entityType: log.entityType,
        categoryId: log.categoryId,
        instances: [...new Set([...log.instances, ...opened.flatMap((favorite) => favorite.instances)])],
        unsavedGroups: [...log.unsavedGroups, ...opened.flatMap((favorite) => favorite.unsavedGroups)],
        params: log.params,
      };
      await checkDetails(deps, value);
      const origin = deps.originOf(request);
      const existing = await listFavorites(
        deps.db,
        claims.user.id,
        { search: query.favouriteName, strict: true, types: [value.type], size: 1 },
        origin,
      );
      const found = existing.elements[0];
      return found
        ? updateFavorite(deps.db, claims.user.id, found.id, { name: query.favouriteName, details: value }, origin)
        : createFavorite(deps.db, claims.user.id, query.favouriteName, value, origin);
    },
  }),
];

/** Favourites and save2favorites. */
export function registerFavoriteRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerRoutes(app, deps, favoriteRoutes);
}
