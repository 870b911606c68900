import { ENTITY_TYPES, FAVORITE_TYPES, type FavoritesResponse, MODULE_TYPES, type SavedGroup } from '@adlens/core';
import { z } from 'zod';

/** A saved group (bookmark), as GET/POST/PUT favorites/datapoints answer it. */
export const savedGroupSchema = z.object({
  id: z.string().describe('uuid'),
  name: z.string(),
  details: z.object({
    type: z.enum(FAVORITE_TYPES),
    moduleType: z.enum(MODULE_TYPES),
    entityType: z.enum(ENTITY_TYPES),
    categoryId: z.number().int().nullable(),
    instances: z.array(z.number().int()),
    unsavedGroups: z.array(z.object({ name: z.string(), instances: z.array(z.number().int()) })),
    params: z.record(z.string(), z.string()).nullable().describe('The filters it was saved with'),
    entities: z.array(z.object({ id: z.number().int(), title: z.string(), icon: z.string().nullable() })),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<SavedGroup>;

export const savedGroupsSchema = z.object({
  elements: z.array(savedGroupSchema),
  count: z.object({ total: z.number().int() }),
}) satisfies z.ZodType<FavoritesResponse>;
