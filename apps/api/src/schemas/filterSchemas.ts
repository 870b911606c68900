import {
  type AvailablePublisher,
  type CategoryDirectoryResponse,
  type CategoryItem,
  type ChannelOption,
  type CountryOption,
  type CurrencyOption,
  DATA_CHANNELS,
  DEVICE_CODES,
  type ElementsResponse,
  INAPP_PACKAGE_TYPES,
  type InAppPackage,
  PUBLISHER_KINDS,
  type PackageResponse,
  type PeriodOption,
  TREND_INTERVALS,
} from '@adlens/core';
import { z } from 'zod';

/** Response schemas of the filter datasets, for the OpenAPI document. */
const flags = { disabled: z.boolean(), restricted: z.boolean() };

export const countryOptionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  ...flags,
}) satisfies z.ZodType<CountryOption>;

export const channelOptionSchema = z.object({
  id: z.string(),
  type: z.enum(['ALL', ...DATA_CHANNELS]),
  title: z.string(),
  devices: z.array(z.object({ code: z.enum(DEVICE_CODES), title: z.string(), ...flags })),
  impressions: z.number(),
  expenses: z.number(),
  ...flags,
}) satisfies z.ZodType<ChannelOption>;

export const periodOptionSchema = z.object({
  id: z.string(),
  code: z.string(),
  type: z.enum(['PREDEFINED', 'MONTHLY', 'RANGE']),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  supportedIntervals: z.array(z.object({ code: z.enum(TREND_INTERVALS), title: z.string() })),
  defaultInterval: z.object({ code: z.enum(TREND_INTERVALS) }),
  ...flags,
}) satisfies z.ZodType<PeriodOption>;

export const currencyOptionSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  defaultFractionDigits: z.number().int(),
}) satisfies z.ZodType<CurrencyOption>;

/** A package (`GET inapps`, the `package` dataset's package and nextPackage). */
export const inAppPackageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  price: z.number().nullable().describe('null: on request'),
  currency: z.string(),
  upgradableTo: z.number().int().nullable().describe('Id of the package it upgrades to'),
  details: z.object({ type: z.enum(INAPP_PACKAGE_TYPES) }),
  limits: z.object({
    PERIOD: z.object({ limit: z.number().int() }).optional().describe('Months'),
    COUNTRY: z.object({ limit: z.number().int() }).optional(),
    CAMPAIGN: z.object({ resultsLimit: z.number().int() }).optional(),
    CREATIVE: z.object({ resultsLimit: z.number().int() }).optional(),
  }),
  features: z.array(
    z.object({
      code: z.string(),
      maxCountLimit: z.object({ DAILY: z.number().int().optional(), MONTHLY: z.number().int().optional() }).optional(),
    }),
  ),
}) satisfies z.ZodType<InAppPackage>;

const reportViewCounter = z.object({ limit: z.number().int().nullable(), used: z.number().int() });

export const packageResponseSchema = z.object({
  channels: z.object({ elements: z.array(channelOptionSchema) }),
  countries: z.object({ elements: z.array(countryOptionSchema) }),
  periods: z.object({ elements: z.array(periodOptionSchema) }),
  maxPeriodMonths: z.number().int().nullable(),
  features: z.object({
    category: z.boolean(),
    brand: z.boolean(),
    advertiserBenchmark: z.boolean(),
    brandBenchmark: z.boolean(),
  }),
  package: inAppPackageSchema.nullable(),
  nextPackage: inAppPackageSchema.nullable(),
  availableCountriesCount: z.number().int(),
  reportViews: z.object({ DAILY: reportViewCounter, MONTHLY: reportViewCounter }),
  trialSearches: z.object({ limit: z.number().int(), used: z.number().int() }).nullable(),
  unlistedChannels: z.array(
    z.object({
      type: z.enum(DATA_CHANNELS),
      title: z.string(),
      devices: z.array(z.object({ code: z.enum(DEVICE_CODES).exclude(['ALL']), title: z.string() })),
    }),
  ),
}) satisfies z.ZodType<PackageResponse>;

export const availablePublisherSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  favIconUrl: z.string().nullable(),
  type: z.enum(PUBLISHER_KINDS),
  channels: z.object({ elements: z.array(z.enum(DATA_CHANNELS)) }),
}) satisfies z.ZodType<AvailablePublisher>;

export const categoryItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  icon: z.string().nullable(),
}) satisfies z.ZodType<CategoryItem>;

const categoryDirectoryEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string().nullable(),
  impressions: z
    .number()
    .int()
    .describe("Impressions in the period; a top-level category's include its subcategories'"),
});

export const categoryDirectoryResponseSchema = z.object({
  period: z.object({ id: z.string(), start: z.string(), end: z.string() }),
  elements: z.array(categoryDirectoryEntrySchema.extend({ subcategories: z.array(categoryDirectoryEntrySchema) })),
}) satisfies z.ZodType<CategoryDirectoryResponse>;

export function elementsOf<T extends z.ZodType>(item: T) {
  return z.object({ elements: z.array(item) }) satisfies z.ZodType<ElementsResponse<z.output<T>>>;
}
