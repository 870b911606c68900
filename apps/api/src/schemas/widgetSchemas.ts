import {
  AD_PLACEMENTS,
  type BrandHeaderResponse,
  BUYING_METHODS,
  CREATIVE_TYPES,
  type CampaignHeaderResponse,
  type CampaignsResponse,
  type CreativesResponse,
  DATA_CHANNELS,
  DEVICE_CODES,
  type DistributionResponse,
  ENTITY_TYPES,
  KEYWORD_ATTRIBUTION,
  type KeywordsSummaryResponse,
  MOBILE_PLATFORMS,
  type MonthOverMonthResponse,
  RANKING_METRICS,
  type RankingResponse,
  TREND_INTERVALS,
  type TrendResponse,
} from '@adlens/core';
import { z } from 'zod';
import { entitySummarySchema, figureBasisSchema } from './apiSchemas.ts';
import { resolvedEntitySchema } from './reportViewSchemas.ts';

/** Response schemas of the widget datasets (core reportDatasets.ts), for the OpenAPI document. */
const measures = { impressions: z.number(), expenses: z.number() };
const base = {
  currency: z.string(),
  period: z.object({ id: z.string(), start: z.string(), end: z.string() }),
  advertisersCount: z.number().int().optional(),
  averagedPerAdvertiser: z.boolean().optional(),
};
const channelMeasures = z.object({ channel: z.enum(DATA_CHANNELS), ...measures });

function distributionSchema<T extends readonly [string, ...string[]]>(codes: T) {
  return z.object({
    ...base,
    total: z.object(measures),
    items: z.array(
      z.object({ code: z.enum(codes), share: z.number(), byChannel: z.array(channelMeasures).optional(), ...measures }),
    ),
  }) satisfies z.ZodType<DistributionResponse<T[number]>>;
}

export const adTypesSchema = distributionSchema(CREATIVE_TYPES);
export const adPlacementsSchema = distributionSchema(AD_PLACEMENTS);
export const transactionMethodsSchema = distributionSchema(BUYING_METHODS);
export const mobilePlatformsSchema = distributionSchema(MOBILE_PLATFORMS);
export const channelShareSchema = distributionSchema(DATA_CHANNELS as unknown as readonly [string, ...string[]]);

export const rankingSchema = z.object({
  ...base,
  entityType: z.enum(ENTITY_TYPES),
  basis: figureBasisSchema.optional(),
  metric: z.enum(RANKING_METRICS).describe('What the list is ordered by; rank, share and change are of it'),
  total: z.object(measures).describe('The whole list, whatever the search keeps'),
  elements: z.array(
    z.object({
      entity: resolvedEntitySchema,
      rank: z.number().int().describe('1-based place in the whole list by metric'),
      share: z.number().describe("Percent of the whole list's total of metric"),
      change: z.number().nullable().describe('Percent change of metric against the previous equally long period'),
      ...measures,
    }),
  ),
  count: z.object({ total: z.number().int() }),
}) satisfies z.ZodType<RankingResponse>;

const creativeSchema = z.object({
  id: z.number().int(),
  size: z.object({ width: z.number(), height: z.number() }),
  imageUrl: z.string(),
  videoUrl: z.string().nullable(),
  duration: z.number().nullable(),
  totalImpressions: z.number(),
  totalExpenses: z.number(),
  type: z.object({ code: z.enum(CREATIVE_TYPES), title: z.string() }),
  detectionRange: z.object({ first: z.string(), last: z.string(), duration: z.number() }),
  advertiser: entitySummarySchema,
  campaign: z.object({ id: z.number().int(), title: z.string(), landingPageUrl: z.string() }),
  placement: z.enum(AD_PLACEMENTS),
  channel: z.enum(DATA_CHANNELS),
  device: z.enum(DEVICE_CODES.filter((code) => code !== 'ALL') as ['DESKTOP', 'MOBILE', 'SMART_TV']),
});

/** core ListCount: resultsLimit when the package caps the list. */
const listCountSchema = z.object({
  total: z.number().int().describe('Every match'),
  resultsLimit: z.number().int().optional().describe("The package's cap: no row past it is returned"),
});

export const creativesSchema = z.object({
  ...base,
  creatives: z.object({ elements: z.array(creativeSchema), count: listCountSchema }),
}) satisfies z.ZodType<CreativesResponse>;

const campaignRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  icon: z.string().nullable(),
  advertiser: entitySummarySchema,
  homePageUrl: z.string(),
  firstSeen: z.string(),
  lastSeen: z.string(),
  duration: z.number().int(),
  creativesCount: z.number().int(),
  channels: z.array(z.enum(DATA_CHANNELS)),
  ...measures,
});

export const campaignsSchema = z.object({
  ...base,
  elements: z.array(campaignRowSchema),
  count: listCountSchema,
}) satisfies z.ZodType<CampaignsResponse>;

export const trendSchema = z.object({
  ...base,
  interval: z.enum(TREND_INTERVALS),
  supportedIntervals: z.array(z.enum(TREND_INTERVALS)),
  total: z.object(measures).optional().describe("The period's figures, rounded once (estimated-expenditure's)"),
  points: z.array(
    z.object({
      start: z.string(),
      end: z.string(),
      partial: z.boolean(),
      byChannel: z.array(channelMeasures),
      ...measures,
    }),
  ),
}) satisfies z.ZodType<TrendResponse>;

const monthFigures = z.object({ month: z.string(), start: z.string(), end: z.string(), ...measures });
export const monthOverMonthSchema = z.object({
  ...base,
  basis: z.enum(['WHOLE_MONTHS', 'MONTH_TO_DATE', 'LAST_WHOLE_MONTHS']),
  current: monthFigures,
  previous: monthFigures,
  change: z.object({ impressions: z.number().nullable(), expenses: z.number().nullable() }),
}) satisfies z.ZodType<MonthOverMonthResponse>;

export const campaignHeaderSchema = z.object({
  ...base,
  campaign: campaignRowSchema.extend({ keywords: z.array(z.string()) }),
}) satisfies z.ZodType<CampaignHeaderResponse>;

export const brandHeaderSchema = z.object({
  ...base,
  brand: z.object({
    id: z.number().int(),
    name: z.string(),
    domain: z.string(),
    homePageUrl: z.string(),
    icon: z.string().nullable(),
    master: entitySummarySchema.nullable(),
    subBrands: z.array(entitySummarySchema),
    category: entitySummarySchema.nullable(),
    ...measures,
  }),
}) satisfies z.ZodType<BrandHeaderResponse>;

export const keywordsSummarySchema = z.object({
  ...base,
  attribution: z.literal(KEYWORD_ATTRIBUTION),
  elements: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      campaignsCount: z.number().int(),
      advertisersCount: z.number().int(),
      ...measures,
    }),
  ),
}) satisfies z.ZodType<KeywordsSummaryResponse>;
