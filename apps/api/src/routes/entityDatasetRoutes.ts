import { ENTITY_BASIS, ENTITY_TYPES, ENTITY_TYPE_INFO, type EntityType } from '@adlens/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { resolveEntities, searchEntityType } from '../datasets/entityLookup.ts';
import { validationError } from '../http/ApiHttpError.ts';
import { figureBasisSchema } from '../schemas/apiSchemas.ts';
import { resolvedEntitySchema } from '../schemas/reportViewSchemas.ts';
import { type DatasetSpec, registerDatasets } from './datasetRoute.ts';
import { entityKeys, searchKey } from './datasetQuery.ts';
import type { RouteDeps } from './RouteDeps.ts';

/** Search default 100, 20 per type. */
const MAX_SIZE = 100;
const DEFAULT_SIZE = 20;

function entityDataset(entityType: EntityType): DatasetSpec {
  return {
    name: ENTITY_TYPE_INFO[entityType].dataset,
    summary: `${entityType} entities by ids (\`${entityType}=(1,2)\`) or by name (\`q\`, \`size\`)`,
    description: `By ids: the ${entityType}s in the order asked, unknown ids left out (at most 100). By \`q\`: name contains, largest first, \`size\` default ${DEFAULT_SIZE}, at most ${MAX_SIZE}, with count.total. Titles follow the type's nameKey; icons are media URLs; publishers carry publisherKind and the title suffix ('YT channel', 'Android', 'iOS'); campaigns their most seen creative's image.`,
    query: z.object({ ...entityKeys([entityType]), ...searchKey, size: z.string().optional() }),
    response: z.object({
      elements: z.array(resolvedEntitySchema),
      count: z.object({ total: z.number() }).optional(),
      basis: figureBasisSchema.optional(),
    }),
    accepts: { entityTypes: [entityType], entityOptional: true, maxIds: MAX_SIZE },
    async handle({ deps, parsed, origin }) {
      const entry = parsed.entities?.[0];
      const size = parsed.size ?? DEFAULT_SIZE;
      if (size > MAX_SIZE) throw validationError({ size: [`must be at most ${MAX_SIZE}`] });
      if (entry && parsed.q !== undefined) throw validationError({ q: [`give either ${entityType} ids or q`] });
      // impressionsCount is each entity's lifetime total; `basis` says so (docs/decisions/figures-and-rollups.md#figures-that-agree).
      if (entry)
        return { elements: await resolveEntities(deps.db, entityType, entry.ids, origin), basis: ENTITY_BASIS };
      const q = parsed.q?.trim();
      if (!q) throw validationError({ q: [`${entityType} ids or a non-empty q are required`] });
      return { ...(await searchEntityType(deps.db, entityType, q, size, origin)), basis: ENTITY_BASIS };
    },
  };
}

export const ENTITY_DATASET_SPECS: readonly DatasetSpec[] = ENTITY_TYPES.map(entityDataset);

/**
 * The per-entity datasets (advertisers, publishers, campaigns, keywords, categories,
 * brands): entity resolution by ids (subscriptions, recents, URL ids) and search within one type.
 */
export function registerEntityDatasetRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerDatasets(app, deps, ENTITY_DATASET_SPECS);
}
