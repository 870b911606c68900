import { BENCHMARKED_TYPES, BENCHMARK_PARAM, ENTITY_TYPES, type EntityType } from '@adlens/core';
import { z } from 'zod';

/**
 * The documented query keys of the serialized dataset request, for the OpenAPI
 * document; parsing is @adlens/core's parseDatasetRequest.
 */
const ids = (type: EntityType) =>
  z
    .string()
    .regex(/^([1-9]\d*|\(([1-9]\d*)(,[1-9]\d*)*\))$/)
    .optional()
    .describe(`One ${type} id, or a group as (12,40): all ids are aggregated into one figure`);

export const entityKeys = (types: readonly EntityType[] = ENTITY_TYPES) =>
  Object.fromEntries(types.map((type) => [type, ids(type)])) as Record<EntityType, ReturnType<typeof ids>>;

export const filterKeys = {
  channel: z.string().optional().describe('TYPE-DEVICE, e.g. ALL-ALL (default), DISPLAY-DESKTOP, ALL-MOBILE'),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional()
    .describe(
      "Two-letter country code; when absent, the package's countries (every country on a package without a COUNTRY limit)",
    ),
  period: z
    .string()
    .optional()
    .describe('LAST_7_DAYS, LAST_30_DAYS, LAST_3_MONTHS (default), LAST_12_MONTHS, YEAR_TO_DATE or YYYYMMDD-YYYYMMDD'),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional()
    .describe('A code of the `currencies` dataset (default USD); an unknown one is a 400'),
  subBrands: z
    .enum(['true', 'false'])
    .optional()
    .describe(
      "Brand items: true (default) counts each brand with its sub-brands, false the brand alone (the user's brandHierarchyEnabled preference); anything else is a 400",
    ),
};

export const pagingKeys = {
  page: z.string().regex(/^\d+$/).optional().describe('0-based page (default 0)'),
  size: z.string().regex(/^\d+$/).optional().describe('Page size'),
};

export const searchKey = { q: z.string().max(200).optional().describe('Name contains (case-insensitive)') };

/** Datasets that answer a category as an industry benchmark (datasetRoute.ts DatasetAccepts.benchmark). */
export const benchmarkKey = {
  [BENCHMARK_PARAM]: z
    .enum(BENCHMARKED_TYPES)
    .optional()
    .describe(
      "With `category`: the category as the industry benchmark '(Avg)' of an advertiser or brand comparison. Every impressions and spend amount is the category's total divided by `advertisersCount` (`averagedPerAdvertiser: true`), changes are those of the averages, and intervals and months are those the compared type's data has (advertiser: daily, brand: monthly)",
    ),
};
