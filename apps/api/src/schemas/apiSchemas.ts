import {
  API_ERROR_CODES,
  type ApiErrorBody,
  DATA_CHANNELS,
  ENTITY_TYPES,
  PUBLISHER_KINDS,
  type EntitySummary,
  type EstimatedExpenditureResponse,
  type SearchResponse,
} from '@adlens/core';
import { z } from 'zod';

/**
 * Response shapes as zod schemas, for the OpenAPI document. Each `satisfies` the @adlens/core type the
 * clients use, so the document cannot drift from the shared contract without a type error.
 */
const errorCodes = Object.values(API_ERROR_CODES) as [
  ApiErrorBody['error']['code'],
  ...ApiErrorBody['error']['code'][],
];

export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
    fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  }),
}) satisfies z.ZodType<ApiErrorBody>;

export const entitySummarySchema = z.object({
  id: z.number().int(),
  entityType: z.enum(ENTITY_TYPES),
  title: z.string(),
  icon: z.string().nullable(),
  impressionsCount: z.number().optional(),
  campaign: z
    .object({ advertiser: z.string(), firstSeen: z.string(), lastSeen: z.string() })
    .optional()
    .describe(
      "Campaigns: the advertiser's title and the flight's first and last day (YYYY-MM-DD), which tell apart campaigns of one name",
    ),
  publisherKind: z
    .enum(PUBLISHER_KINDS)
    .optional()
    .describe("Publishers: their kind, which their name is shown with ('Crimson News 2 (YT channel)')"),
}) satisfies z.ZodType<EntitySummary>;

const figures = { expenses: z.number(), impressions: z.number() };

/** What a response's figures cover (core FigureBasis). */
export const figureBasisSchema = z
  .object({ figures: z.literal('PERIOD').optional(), impressionsCount: z.literal('LIFETIME') })
  .describe(
    "Rows' and totals' impressions and expenses (and search suggestions' figures) are the request's period, country, channel and device, the same in every dataset; entities' impressionsCount is a lifetime total",
  );

export const searchResponseSchema = z.object({
  elements: z.array(
    entitySummarySchema.extend({
      figures: z
        .object(figures)
        .optional()
        .describe("The entity's impressions and spend for the request's period, country, channel and device"),
    }),
  ),
  count: z.object({
    total: z.number().int().describe('Every match of every type searched, not only those listed'),
    byType: z
      .partialRecord(z.enum(ENTITY_TYPES), z.number().int())
      .optional()
      .describe('Every match of each type that has any'),
  }),
  basis: figureBasisSchema.optional(),
  currency: z.string().optional(),
  period: z.object({ id: z.string(), start: z.string(), end: z.string() }).optional(),
}) satisfies z.ZodType<SearchResponse>;

export const estimatedExpenditureResponseSchema = z.object({
  currency: z.string(),
  period: z.object({ id: z.string(), start: z.string(), end: z.string() }),
  elements: z.array(
    z.object({
      entity: entitySummarySchema,
      ...figures,
      cpm: z.number().nullable(),
      previous: z.object(figures),
      change: z.object({ expenses: z.number().nullable(), impressions: z.number().nullable() }),
      byChannel: z.array(z.object({ channel: z.enum(DATA_CHANNELS), ...figures })),
    }),
  ),
  basis: figureBasisSchema.optional(),
}) satisfies z.ZodType<EstimatedExpenditureResponse>;

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  dataEnd: z.string().nullable(),
});
