import {
  ENTITY_TYPES,
  type EntityType,
  SKIPLISTS_PATH,
  SKIPLIST_MAX_ITEMS,
  type SkiplistEntry,
  type SkiplistItem,
  type SkiplistResponse,
  skiplistItemsSchema,
} from '@adlens/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bearerToken } from '../auth/bearerToken.ts';
import { resolveEntities } from '../datasets/entityLookup.ts';
import { requireEntities } from '../datasets/reportScope.ts';
import { listSkiplist, skipEntities, unskipEntities } from '../datasets/skiplistStore.ts';
import { authErrors } from '../http/ApiHttpError.ts';
import { parseInput } from '../http/parseInput.ts';
import { registerRoutes, route } from '../openapi/declareRoute.ts';
import type { RouteDeps } from './RouteDeps.ts';

/** GET answers at most this many entries, newest first (count.total says how many there are). */
const SKIPLIST_LIST_LIMIT = 500;

const noQuery = z.strictObject({});
const listQuery = z
  .strictObject({
    type: z.enum(ENTITY_TYPES, `must be one of ${ENTITY_TYPES.join(', ')}`).optional(),
    ids: z
      .string()
      .regex(/^[1-9]\d{0,15}(,[1-9]\d{0,15})*$/, 'must be comma-separated positive ids')
      .transform((value) => value.split(',').map(Number))
      .refine((ids) => ids.length <= SKIPLIST_MAX_ITEMS, `at most ${SKIPLIST_MAX_ITEMS} ids`)
      .optional()
      .describe('Only these ids (with `type`): which of a list is skipped'),
  })
  .refine((query) => query.ids === undefined || query.type !== undefined, {
    message: 'ids need a type',
    path: ['ids'],
  });
const entrySchema = z.object({
  entityId: z.number(),
  entityType: z.enum(ENTITY_TYPES),
  title: z.string().nullable(),
  icon: z.string().nullable(),
  markedAt: z.string(),
  markedBy: z.string().nullable().describe("The marking user's e-mail"),
});
const listSchema = z.object({ elements: z.array(entrySchema), count: z.object({ total: z.number() }) });

const MANAGER_ONLY = '403 `error.access-denied` unless the user has the SKIPLIST_MANAGER role.';

function byType(items: readonly SkiplistItem[]): Map<EntityType, number[]> {
  const groups = new Map<EntityType, number[]>();
  for (const { entityType, entityId } of items) {
    const ids = groups.get(entityType) ?? [];
    if (!ids.includes(entityId)) ids.push(entityId);
    groups.set(entityType, ids);
  }
  return groups;
}

async function manager(deps: RouteDeps, request: FastifyRequest) {
  const { user } = await deps.auth.authenticate(bearerToken(request));
  if (!user.roles.includes('SKIPLIST_MANAGER')) throw authErrors.accessDenied();
  return user;
}

const skiplistRoutes = [
  route({
    method: 'get',
    path: `/${SKIPLISTS_PATH}`,
    summary: 'Skipped entities, newest first',
    description: `\`type\` narrows to one entity type, \`ids\` (with type) to some ids. At most ${SKIPLIST_LIST_LIMIT} entries. ${MANAGER_ONLY}`,
    tags: ['skiplists'],
    security: 'accessToken',
    query: listQuery,
    responses: {
      200: { description: 'Entries with entityId', schema: listSchema },
      400: { description: 'Unknown type, malformed ids' },
      403: { description: 'Not a skiplist manager' },
    },
    handler: async ({ request, input, deps }): Promise<SkiplistResponse> => {
      await manager(deps, request);
      const query = input.query();
      const rows = await listSkiplist(deps.db, query.type, query.ids, SKIPLIST_LIST_LIMIT);
      const titles = new Map<string, { title: string; icon: string | null }>();
      const origin = deps.originOf(request);
      for (const [entityType, ids] of byType(
        rows.map((row) => ({ entityType: row.entity_type, entityId: row.entity_id })),
      )) {
        for (const entity of await resolveEntities(deps.db, entityType, ids, origin)) {
          titles.set(`${entityType}:${entity.id}`, { title: entity.title, icon: entity.icon });
        }
      }
      const elements = rows.map((row): SkiplistEntry => {
        const named = titles.get(`${row.entity_type}:${row.entity_id}`);
        return {
          entityId: row.entity_id,
          entityType: row.entity_type,
          title: named?.title ?? null,
          icon: named?.icon ?? null,
          markedAt: new Date(row.marked_at).toISOString(),
          markedBy: row.marked_by,
        };
      });
      return { elements, count: { total: rows[0]?.total ?? 0 } };
    },
  }),
  route({
    method: 'post',
    path: `/${SKIPLISTS_PATH}`,
    summary: 'Skip entities: they leave every user’s top lists, top campaigns and searches while listed',
    description: `Body: an array of 1–${SKIPLIST_MAX_ITEMS} {entityId, entityType}. Skipping a skipped entity is a no-op. 404 names ids that do not exist. ${MANAGER_ONLY}`,
    tags: ['skiplists'],
    security: 'accessToken',
    body: { contentType: 'application/json', schema: skiplistItemsSchema },
    responses: {
      204: { description: 'Skipped' },
      400: { description: 'Not an array of {entityId, entityType}: `error.validation`' },
      403: { description: 'Not a skiplist manager' },
      404: { description: 'An entity that does not exist' },
    },
    handler: async ({ request, reply, input, deps }) => {
      const user = await manager(deps, request);
      parseInput(noQuery, request.query);
      const items = input.body();
      const groups = byType(items);
      for (const [entityType, ids] of groups) await requireEntities(deps.db, entityType, ids);
      await skipEntities(deps.db, groups, user.id);
      return reply.code(204).send();
    },
  }),
  route({
    method: 'delete',
    path: `/${SKIPLISTS_PATH}`,
    summary: 'Unskip entities: they come back everywhere',
    description: `JSON body: the same array as POST. Unskipping an entity that is not skipped is a no-op. ${MANAGER_ONLY}`,
    tags: ['skiplists'],
    security: 'accessToken',
    body: { contentType: 'application/json', schema: skiplistItemsSchema },
    responses: {
      204: { description: 'Unskipped' },
      400: { description: 'Not an array of {entityId, entityType}: `error.validation`' },
      403: { description: 'Not a skiplist manager' },
    },
    handler: async ({ request, reply, input, deps }) => {
      await manager(deps, request);
      parseInput(noQuery, request.query);
      const items = input.body();
      await unskipEntities(deps.db, byType(items));
      return reply.code(204).send();
    },
  }),
];

/** Skiplists: marking entities needs the SKIPLIST_MANAGER role. */
export function registerSkiplistRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerRoutes(app, deps, skiplistRoutes);
}
