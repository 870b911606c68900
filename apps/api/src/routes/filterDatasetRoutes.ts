import {
  ALL_CHANNELS,
  CATEGORY_DIRECTORY_DATASET,
  CHANNEL_DEVICES,
  DATA_CHANNELS,
  type AvailablePublisher,
  type CategoryDirectoryResponse,
  type CategoryItem,
  type DataChannel,
  FILTER_DATASETS,
  type PackageResponse,
  en,
} from '@adlens/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { categoryDirectory } from '../datasets/categoryDirectory.ts';
import {
  resolveChannelFilter,
  resolveCurrency,
  resolveDatasetPeriod,
  resolveFilters,
} from '../datasets/datasetFilters.ts';
import { entityIcons } from '../datasets/entityIcons.ts';
import {
  categoryTree,
  channelOptions,
  countryOptions,
  currencyOptions,
  periodOptions,
  publishersNamed,
} from '../datasets/filterDatasets.ts';
import { packagePlan } from '../datasets/inAppPackages.ts';
import { loadPackageAccess, packageMarkets } from '../datasets/packageAccess.ts';
import { TRIAL_PREMIUM_SEARCHES, readUsage, usedPremiumSearches } from '../datasets/reportViewLog.ts';
import { resolveScope } from '../datasets/reportScope.ts';
import { scanRollups } from '../datasets/scanRollups.ts';
import { validationError } from '../http/ApiHttpError.ts';
import { mediaUrls } from '../media/mediaUrls.ts';
import {
  availablePublisherSchema,
  categoryDirectoryResponseSchema,
  categoryItemSchema,
  channelOptionSchema,
  countryOptionSchema,
  currencyOptionSchema,
  elementsOf,
  packageResponseSchema,
  periodOptionSchema,
} from '../schemas/filterSchemas.ts';
import { type DatasetContext, type DatasetSpec, datasetEntity, registerDatasets, subBrandsOf } from './datasetRoute.ts';
import { entityKeys, filterKeys, searchKey } from './datasetQuery.ts';
import type { RouteDeps } from './RouteDeps.ts';

/** Publisher filter page size 100. */
const PUBLISHERS_SIZE = 100;
const REPORT_TYPES = ['advertiser', 'publisher', 'campaign', 'keyword', 'category', 'brand'] as const;

async function scopeOf(context: DatasetContext, accepts: DatasetSpec['accepts']) {
  return resolveScope(context.deps.db, datasetEntity(context.parsed, accepts), {
    subBrands: subBrandsOf(context.parsed),
  });
}

const packageSpec: DatasetSpec = {
  name: FILTER_DATASETS.package,
  summary: "The signed-in customer's package as the filters see it: channels, countries, periods, features",
  description:
    "Entries outside the plan are flagged `restricted`, never dropped. Channel figures are the whole market over the default period (LAST_3_MONTHS); ask `channels` for an item. `maxPeriodMonths` is null when unlimited. `package` is the customer's package as `GET inapps` lists it and `nextPackage` the one to upgrade to, both null without a package; `availableCountriesCount`; `reportViews` {DAILY, MONTHLY} {limit (null: unlimited), used}; `trialSearches` {limit: 20, used} premium searches of a trial customer, else null; `unlistedChannels` the channels the session cannot read at all and does not list (a partner integration's connected TV), with their devices.",
  query: z.object({}),
  response: packageResponseSchema,
  accepts: {},
  async handle({ deps, claims, meta }): Promise<PackageResponse> {
    const access = await loadPackageAccess(deps.db, claims.user.id);
    // Not resolveFilters: a user without a package still gets their (all restricted) package here.
    const listed = resolveChannelFilter(ALL_CHANNELS, claims).channels;
    const filters = {
      channels: listed.filter((channel) => access.channels.includes(channel)),
      device: 'ALL' as const,
      countries: packageMarkets(access),
      period: resolveDatasetPeriod(meta, undefined),
      currency: await resolveCurrency(deps.db, undefined),
    };
    const market = await resolveScope(deps.db, undefined);
    const usage = await readUsage(deps.db, claims.user.id);
    return {
      channels: { elements: await channelOptions(deps.db, meta, market, filters, access, listed) },
      countries: {
        elements: await countryOptions(deps.db, meta, market, { ...filters }, access),
      },
      periods: { elements: periodOptions(meta, access) },
      maxPeriodMonths: access.maxPeriodMonths,
      features: access.features,
      ...(await packagePlan(deps.db, access.id, claims.integration !== undefined)),
      availableCountriesCount: access.countries.length,
      reportViews: {
        DAILY: { limit: access.reportViewLimits.DAILY, used: usage.DAILY },
        MONTHLY: { limit: access.reportViewLimits.MONTHLY, used: usage.MONTHLY },
      },
      trialSearches:
        access.customerType === 'TRIAL'
          ? { limit: TRIAL_PREMIUM_SEARCHES, used: await usedPremiumSearches(deps.db, claims.user.id) }
          : null,
      // docs/product/channels.md: what the session cannot read at all (a partner integration's connected TV), so
      // 'All channels' can say what it leaves out (core channelSetNames).
      unlistedChannels: DATA_CHANNELS.filter((channel) => !listed.includes(channel)).map((channel) => ({
        type: channel,
        title: en.channel[channel],
        devices: CHANNEL_DEVICES[channel].map((device) => ({ code: device, title: en.device[device] })),
      })),
    };
  },
};

const countriesAccepts = { entityTypes: REPORT_TYPES, entityOptional: true };
const countriesSpec: DatasetSpec = {
  name: FILTER_DATASETS.countries,
  summary: 'Countries, restricted outside the package; with an item, disabled where it has no data',
  query: z.object({ ...entityKeys(), channel: filterKeys.channel, period: filterKeys.period }),
  response: elementsOf(countryOptionSchema),
  accepts: countriesAccepts,
  async handle(context) {
    const { deps, claims, meta, parsed } = context;
    const access = await loadPackageAccess(deps.db, claims.user.id);
    const filters = await resolveFilters(deps.db, meta, { ...parsed, country: undefined }, claims, access);
    const scope = await scopeOf(context, countriesAccepts);
    return { elements: await countryOptions(deps.db, meta, scope, filters, access) };
  },
};

const channelsAccepts = countriesAccepts;
const channelsSpec: DatasetSpec = {
  name: FILTER_DATASETS.channels,
  summary: "Channels with their devices and the item's impressions and spend in each",
  description:
    "'All channels' first. Without an entity: the whole market. The `channel` filter is ignored (every channel is listed); channels outside the package are `restricted`. A partner integration's session lists no connected TV, and its 'All channels' figures leave it out.",
  query: z.object({ ...entityKeys(), ...filterKeys }),
  response: z.object({ channels: elementsOf(channelOptionSchema) }),
  accepts: channelsAccepts,
  async handle(context) {
    const { deps, claims, meta, parsed } = context;
    const access = await loadPackageAccess(deps.db, claims.user.id);
    // Every channel of the session is listed, whichever one the report has chosen.
    const filters = await resolveFilters(deps.db, meta, { ...parsed, channel: undefined }, claims, access);
    const scope = await scopeOf(context, channelsAccepts);
    const listed = resolveChannelFilter(ALL_CHANNELS, claims).channels;
    return { channels: { elements: await channelOptions(deps.db, meta, scope, filters, access, listed) } };
  },
};

const periodsSpec: DatasetSpec = {
  name: FILTER_DATASETS.periods,
  summary: 'Predefined periods and one MONTHLY period per month of data, resolved against the data end',
  description:
    'Each has supportedIntervals and defaultInterval (DAILY up to 31 days, WEEKLY up to 92, MONTHLY above; QUARTERLY offered from 12 months). With `period`: only that period as elements[0] (custom ranges as type RANGE). Longer than the plan allows: `restricted`; without data: `disabled`.',
  query: z.object({ period: filterKeys.period }),
  response: elementsOf(periodOptionSchema),
  accepts: {},
  async handle({ deps, claims, meta, parsed }) {
    const access = await loadPackageAccess(deps.db, claims.user.id);
    if (parsed.period) resolveDatasetPeriod(meta, parsed.period);
    return { elements: periodOptions(meta, access, parsed.period) };
  },
};

const currenciesSpec: DatasetSpec = {
  name: FILTER_DATASETS.currencies,
  summary: 'Currencies every money figure can be converted to (USD first, the default)',
  query: z.object({}),
  response: elementsOf(currencyOptionSchema),
  accepts: {},
  handle: async ({ deps }) => ({ elements: await currencyOptions(deps.db) }),
};

const publishersAccepts = { entityTypes: ['advertiser', 'category'] as const, entityOptional: true };
const availablePublishersSpec: DatasetSpec = {
  name: FILTER_DATASETS.availablePublishers,
  summary: 'Publishers the item ran on (whole market without an entity), largest first, for the publisher filter',
  description: '`q` filters names (contains, case-insensitive); `size` at most 100 (default 100).',
  query: z.object({
    ...entityKeys(publishersAccepts.entityTypes),
    ...filterKeys,
    ...searchKey,
    size: z.string().optional(),
  }),
  response: elementsOf(availablePublisherSchema),
  accepts: publishersAccepts,
  async handle(context) {
    const { deps, claims, meta, parsed, origin } = context;
    const size = parsed.size ?? PUBLISHERS_SIZE;
    if (size > PUBLISHERS_SIZE) throw validationError({ size: [`must be at most ${PUBLISHERS_SIZE}`] });
    const filters = await resolveFilters(deps.db, meta, parsed, claims);
    const scope = await scopeOf(context, publishersAccepts);
    const rows = await scanRollups({
      db: deps.db,
      meta,
      scope,
      filters,
      range: filters.period,
      dims: ['publisher', 'channel'],
    });
    const totals = new Map<number, { impressions: number; channels: Set<DataChannel> }>();
    for (const row of rows) {
      const entry = totals.get(Number(row.publisher)) ?? { impressions: 0, channels: new Set() };
      entry.impressions += row.impressions;
      entry.channels.add(row.channel as DataChannel);
      totals.set(Number(row.publisher), entry);
    }
    const publishers = await publishersNamed(deps.db, [...totals.keys()], parsed.q);
    const elements = publishers
      .sort((a, b) => totals.get(b.id)!.impressions - totals.get(a.id)!.impressions || a.id - b.id)
      .slice(0, size)
      .map((publisher): AvailablePublisher => ({
        id: publisher.id,
        name: publisher.name,
        favIconUrl: mediaUrls.publisherFavicon(origin, publisher.id),
        type: publisher.kind,
        channels: { elements: [...totals.get(publisher.id)!.channels].sort() },
      }));
    return { elements };
  },
};

const allCategoriesSpec: DatasetSpec = {
  name: FILTER_DATASETS.allCategories,
  summary: 'The category tree: top-level categories (parentId null) first, then subcategories, by name',
  query: z.object({}),
  response: elementsOf(categoryItemSchema),
  accepts: {},
  async handle({ deps, origin }) {
    const rows = await categoryTree(deps.db);
    const elements = rows.map((row): CategoryItem => ({
      id: row.id,
      name: row.name,
      parentId: row.parent_id,
      icon: entityIcons.category(origin, row.id),
    }));
    return { elements };
  },
};

/**
 * The category directory's data (datasets/categoryDirectory.ts). Gated like the category report
 * (reportTypeAccess.ts DATASET_REPORT_TYPES): a package without it is refused, so the directory never
 * shows category figures the plan does not sell.
 */
const categoryDirectorySpec: DatasetSpec = {
  name: CATEGORY_DIRECTORY_DATASET,
  summary: 'Every category with its subcategories, favicons and impressions for the filters (the category directory)',
  description:
    "Top-level categories alphabetical, each with its subcategories alphabetical; `impressions` for `channel`, `country` (none: the package's markets) and `period` (default LAST_3_MONTHS), a top-level category's including its subcategories'. Categories on the skiplist are left out (a skipped top-level category with its subcategories). `currency` is accepted and ignored (impressions only).",
  query: z.object(filterKeys),
  response: categoryDirectoryResponseSchema,
  accepts: {},
  async handle({ deps, claims, meta, parsed, origin }): Promise<CategoryDirectoryResponse> {
    const access = await loadPackageAccess(deps.db, claims.user.id);
    const filters = await resolveFilters(deps.db, meta, parsed, claims, access);
    return categoryDirectory({ db: deps.db, meta, filters, origin });
  },
};

export const FILTER_DATASET_SPECS: readonly DatasetSpec[] = [
  packageSpec,
  countriesSpec,
  channelsSpec,
  periodsSpec,
  currenciesSpec,
  availablePublishersSpec,
  allCategoriesSpec,
  categoryDirectorySpec,
];

/** The filter datasets (package, countries, channels, periods, currencies, …). */
export function registerFilterDatasetRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerDatasets(app, deps, FILTER_DATASET_SPECS);
}
