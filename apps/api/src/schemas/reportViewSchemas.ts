import { ENTITY_TYPES, MODULE_TYPES, type RecentDatapoint } from '@adlens/core';
import { z } from 'zod';
import { entitySummarySchema } from './apiSchemas.ts';

/** Recents (GET accesslogs/datapoints), for the OpenAPI document. */
const recentDatapointSchema = z.object({
  id: z.string(),
  time: z.string(),
  favorites: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      details: z.object({ params: z.record(z.string(), z.string()).nullable() }),
    }),
  ),
  details: z.object({
    id: z.string(),
    type: z.enum(['comparison', 'regular']),
    entityType: z.enum(ENTITY_TYPES),
    moduleType: z.enum(MODULE_TYPES),
    instances: z.array(z.number().int()),
    favoriteIds: z.array(z.string()),
    unsavedGroups: z.array(z.object({ name: z.string(), instances: z.array(z.number().int()) })),
    categoryId: z.number().int().nullable(),
    params: z.record(z.string(), z.string()),
    entities: z.array(
      entitySummarySchema.pick({ id: true, title: true, icon: true, publisherKind: true, campaign: true }),
    ),
  }),
}) satisfies z.ZodType<RecentDatapoint>;

export const recentsResponseSchema = z.object({ elements: z.array(recentDatapointSchema) });

/** An entity of rankings and the per-entity datasets: publishers add their title suffix. */
export const resolvedEntitySchema = entitySummarySchema.extend({ suffix: z.string().optional() });
