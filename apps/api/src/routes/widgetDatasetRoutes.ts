import {
  type AdPlacement,
  type BrandHeaderResponse,
  type BuyingMethod,
  CREATIVE_SORTS,
  CREATIVE_TYPES,
  type CampaignHeaderResponse,
  type CreativeSort,
  type CreativeType,
  type DataChannel,
  type EntityType,
  KEYWORD_ATTRIBUTION,
  type KeywordsSummaryResponse,
  type MobilePlatform,
  type PublisherKind,
  REPORT_DATASETS,
  REPORT_VIEW_HEADER,
  TOP_LIST_METRICS,
  TREND_INTERVALS,
  type TopListMetric,
  type TrendInterval,
  VIEW_TOKEN_DATASETS,
} from '@adlens/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { reportTokenErrors } from '../auth/reportViewTokens.ts';
import { appPublisherKinds } from '../datasets/appPublisherKinds.ts';
import { loadBrand, masterBrandOf, subBrandIds } from '../datasets/brandStore.ts';
import { campaignKeywordNames, campaignKeywordTags } from '../datasets/campaignKeywordStore.ts';
import { resolveFilters } from '../datasets/datasetFilters.ts';
import { resolveEntities } from '../datasets/entityLookup.ts';
import { entityIcons } from '../datasets/entityIcons.ts';
import { loadPackageAccess } from '../datasets/packageAccess.ts';
import { requireEntities, resolveScope } from '../datasets/reportScope.ts';
import { scanRollups } from '../datasets/scanRollups.ts';
import {
  type WidgetQuery,
  advertisersCount,
  campaignRows,
  creatives,
  distribution,
  measures,
  monthOverMonth,
  ranking,
  topCampaigns,
  trend,
} from '../datasets/widgetQueries.ts';
import { validationError } from '../http/ApiHttpError.ts';
import {
  adPlacementsSchema,
  adTypesSchema,
  brandHeaderSchema,
  campaignHeaderSchema,
  campaignsSchema,
  channelShareSchema,
  creativesSchema,
  keywordsSummarySchema,
  mobilePlatformsSchema,
  monthOverMonthSchema,
  rankingSchema,
  transactionMethodsSchema,
  trendSchema,
} from '../schemas/widgetSchemas.ts';
import {
  type DatasetAccepts,
  type DatasetContext,
  type DatasetSpec,
  datasetEntity,
  registerDatasets,
  subBrandsOf,
} from './datasetRoute.ts';
import { benchmarkKey, entityKeys, filterKeys, pagingKeys, searchKey } from './datasetQuery.ts';
import { benchmarkOf } from './benchmarkOf.ts';
import { publisherSliceOf } from './publisherSliceOf.ts';
import type { RouteDeps } from './RouteDeps.ts';

const ALL_TYPES = ['advertiser', 'publisher', 'campaign', 'keyword', 'category', 'brand'] as const;
/** Creatives and campaigns are known per advertiser and campaign (brands and keywords via their campaigns). */
const CAMPAIGN_TYPES = ['advertiser', 'campaign', 'brand', 'keyword'] as const;
/**
 * Ad types, placements, buying methods, top campaigns and top ads: the campaign types, and publishers
 * through their estimated creatives (migration 0011: a creative's spend on a publisher is its spend
 * times its advertiser's share of the same month, country, channel and device spent there).
 */
const CREATIVE_ITEM_TYPES = [...CAMPAIGN_TYPES, 'publisher'] as const;
/** Publisher splits exist per advertiser (and so per category). */
const PUBLISHER_SPLIT_TYPES = ['advertiser', 'category'] as const;
/**
 * Top publishers: the publisher splits, and the campaign types through their creatives' estimated
 * spend per publisher (migration 0011), so every report that lists them has them.
 */
const TOP_PUBLISHER_TYPES = [...PUBLISHER_SPLIT_TYPES, 'campaign', 'keyword', 'brand'] as const;
/** Ad types, placements, buying methods and top ads: the creative item types, and a category through its advertisers' creatives. */
const CREATIVE_SPLIT_TYPES = [...CREATIVE_ITEM_TYPES, 'category'] as const;

async function widgetQuery(context: DatasetContext, accepts: DatasetAccepts): Promise<WidgetQuery> {
  const { deps, claims, meta, parsed, origin } = context;
  const access = await loadPackageAccess(deps.db, claims.user.id);
  const filters = await resolveFilters(deps.db, meta, parsed, claims, access);
  const resolved = await resolveScope(deps.db, datasetEntity(parsed, accepts), { subBrands: subBrandsOf(parsed) });
  // A campaign read on one publisher: every scan of it reads that publisher's rows only.
  const onPublisher = publisherSliceOf(parsed, Boolean(accepts.publisherSlice));
  if (onPublisher !== undefined) await requireEntities(deps.db, 'publisher', [onPublisher]);
  const scope = onPublisher === undefined ? resolved : { ...resolved, publisherIds: [onPublisher] };
  const benchmark = benchmarkOf(parsed, Boolean(accepts.benchmark));
  return {
    db: deps.db,
    meta,
    scope,
    filters,
    origin,
    resultsLimits: access.resultsLimits,
    ...(benchmark && { benchmarkOf: benchmark }),
  };
}

const head = (query: WidgetQuery) => ({ currency: query.filters.currency.code, period: query.filters.period });

/**
 * Category items carry their advertisers count, which an industry benchmark's amounts are divided by
 * (datasetRoute.ts averages them; core ReportDatasetResponse).
 */
async function categoryCount(query: WidgetQuery) {
  return query.scope.kind === 'category' ? { advertisersCount: await advertisersCount(query) } : {};
}

function paging(context: DatasetContext, defaultSize: number, maxSize = 100) {
  const size = context.parsed.size ?? defaultSize;
  if (size > maxSize) throw validationError({ size: [`must be at most ${maxSize}`] });
  return { page: context.parsed.page ?? 0, size };
}

function documented(types: readonly EntityType[], extra: Record<string, z.ZodType> = {}, benchmark = false) {
  return z.object({ ...entityKeys(types), ...filterKeys, ...(benchmark ? benchmarkKey : {}), ...extra });
}

function distributionSpec(
  name: string,
  summary: string,
  types: readonly EntityType[],
  schema: z.ZodType,
  split: (query: WidgetQuery) => ReturnType<typeof distribution>,
): DatasetSpec {
  const accepts = {
    entityTypes: types,
    benchmark: types.includes('category'),
    publisherSlice: types.includes('campaign'),
  };
  return {
    name,
    summary,
    description: `Items by impressions, largest first; share in percent of total.impressions. Entity types: ${types.join(', ')}.`,
    query: documented(types, {}, accepts.benchmark),
    response: schema,
    accepts,
    async handle(context) {
      const query = await widgetQuery(context, accepts);
      return { ...head(query), ...(await categoryCount(query)), ...(await split(query)) };
    },
  };
}

const RANKING_SORTS = ['impressions', 'expenses'];

function rankingSpec(
  name: string,
  summary: string,
  types: readonly EntityType[],
  entityType: 'publisher' | 'advertiser',
  options: { kinds?: readonly PublisherKind[]; entityOptional?: boolean; benchmark?: boolean } = {},
): DatasetSpec {
  const accepts = {
    entityTypes: types,
    entityOptional: options.entityOptional ?? false,
    sorts: RANKING_SORTS,
    benchmark: options.benchmark ?? false,
    publisherSlice: types.includes('campaign'),
  };
  return {
    name,
    summary,
    description: `Ranked ${entityType}s, by impressions (\`sort=impressions-desc\`, the default) or spend (\`expenses-desc\`); \`metric\` names which. Each row's \`rank\` and \`share\` (percent of \`total\`, the whole list's figure) are of that metric over the whole list, and \`change\` is of it against the previous equally long period. \`q\` (name contains) only picks rows: they keep the rank and share they have without it; \`count.total\` counts the picked rows. \`page\`/\`size\` (default 10, at most 100). Entity types: ${types.join(', ')}${options.entityOptional ? ' (none: the whole market)' : ''}.`,
    query: documented(types, { ...pagingKeys, ...searchKey, sort: z.string().optional() }, accepts.benchmark),
    response: rankingSchema,
    accepts,
    async handle(context) {
      const query = await widgetQuery(context, accepts);
      const { page, size } = paging(context, 10);
      return {
        ...head(query),
        ...(options.benchmark ? await categoryCount(query) : {}),
        entityType,
        ...(await ranking(query, {
          entityType,
          ...(options.kinds ? { kinds: options.kinds } : {}),
          page,
          size,
          q: context.parsed.q,
          sortBy: context.parsed.sort?.field.toLowerCase() === 'expenses' ? 'expenses' : 'impressions',
        })),
      };
    },
  };
}

const MOBILE_KINDS: Partial<Record<PublisherKind, MobilePlatform>> = { ANDROID_APP: 'ANDROID', IOS_APP: 'IOS' };

const mobilePlatformsSpec: DatasetSpec = distributionSpec(
  REPORT_DATASETS.mobilePlatforms,
  'Impressions and spend on Android and iOS apps',
  PUBLISHER_SPLIT_TYPES,
  mobilePlatformsSchema,
  async (query) => {
    const kinds = await appPublisherKinds(query.db);
    return distribution<MobilePlatform>(query, 'publisher', {
      codeOf: (row) => MOBILE_KINDS[kinds.get(Number(row.publisher))!],
      restrict: { dim: 'publisher', publisherKinds: Object.keys(MOBILE_KINDS) },
    });
  },
);

const creativesAccepts: DatasetAccepts = {
  entityTypes: CREATIVE_SPLIT_TYPES,
  sorts: CREATIVE_SORTS.map((s) => s.toLowerCase()),
  conditions: ['type', 'publisher'],
  publisherSlice: true,
};
/** The publisher filter selects at most 10 publishers. */
const MAX_CREATIVE_PUBLISHERS = 10;

/** `f.publisher=in(id,…)`: 1–10 distinct positive integer ids, else a 400 naming `f.publisher`. */
function publisherIds(condition: { op: string; values: readonly string[] } | undefined): number[] | undefined {
  if (!condition) return undefined;
  const ids = [...new Set(condition.values.map((value) => value.trim()))];
  if (condition.op !== 'in' || ids.some((id) => !/^[1-9][0-9]{0,15}$/.test(id))) {
    throw validationError({ 'f.publisher': ['must be in(…) of publisher ids'] });
  }
  if (ids.length > MAX_CREATIVE_PUBLISHERS) {
    throw validationError({ 'f.publisher': [`at most ${MAX_CREATIVE_PUBLISHERS} publishers`] });
  }
  return ids.map(Number);
}

const creativesSpec: DatasetSpec = {
  name: REPORT_DATASETS.creatives,
  summary: "Top ads: the item's creatives seen in the period, with their figures",
  description: `Needs the report view token (header ${REPORT_VIEW_HEADER}). \`sort\` = NEWEST (first seen, default), IMPRESSIONS, EXPENSES or DURATION (days between first and last seen), always descending: \`sort=NEWEST\` (also \`sort=newest-desc\`; \`-asc\` is a 400). \`f.type=in(BANNER,VIDEO)\` keeps those ad types. \`f.publisher=in(12,40)\` (1–10 distinct publisher ids, more is a 400) keeps the creatives seen on one of those publishers: there is no creative × publisher data, so a creative counts as seen on publisher P when its advertiser ran on P in the creative's channel and device, in the same country, during a month of the period in which the creative was seen (figures stay the creative's own totals; an unknown publisher gives an empty list). For a publisher item the list holds the creatives estimated to have run on it, by the same rule, with their estimated figures there (a creative's spend times its advertiser's share of the month, country, channel and device spent on the publisher). A category item lists its advertisers' creatives. \`page\`/\`size\` (default 10, at most 100); creatives.count.total counts all matches; the package's CREATIVE resultsLimit caps the rows over all pages (creatives.count.resultsLimit). Entity types: ${CREATIVE_SPLIT_TYPES.join(', ')}.`,
  query: documented(CREATIVE_SPLIT_TYPES, {
    ...pagingKeys,
    sort: z.string().optional(),
    'f.type': z.string().optional(),
    'f.publisher': z.string().optional(),
  }),
  response: creativesSchema,
  accepts: creativesAccepts,
  errors: {
    401: "No or an invalid view token: `error.report-view-token-required` 'Report view token is not defined'",
    403: 'The view token does not cover the ids',
  },
  async handle(context) {
    const { parsed } = context;
    if (parsed.sort?.direction === 'asc') throw validationError({ sort: ['ad lists sort descending only'] });
    const sort = (parsed.sort?.field.toUpperCase() ?? 'NEWEST') as CreativeSort;
    const condition = parsed.conditions?.find(({ field }) => field === 'type');
    const publishers = publisherIds(parsed.conditions?.find(({ field }) => field === 'publisher'));
    let types: CreativeType[] | undefined;
    if (condition) {
      const unknown = condition.values.filter((value) => !(CREATIVE_TYPES as readonly string[]).includes(value));
      if (condition.op !== 'in' || unknown.length > 0) {
        throw validationError({ 'f.type': [`must be in(…) of ${CREATIVE_TYPES.join(', ')}`] });
      }
      types = condition.values as CreativeType[];
    }
    const query = await widgetQuery(context, creativesAccepts);
    return {
      ...head(query),
      creatives: await creatives(query, { sort, types, publishers, ...paging(context, 10) }),
    };
  },
};

const campaignsAccepts = { entityTypes: CREATIVE_ITEM_TYPES, publisherSlice: true };
const topCampaignsSpec: DatasetSpec = {
  name: REPORT_DATASETS.topCampaigns,
  summary: "The item's campaigns by impressions",
  description: `\`page\`/\`size\` (default 5, 20 in full screen, at most 100); count.total counts every campaign, the package's CAMPAIGN resultsLimit caps the rows over all pages (count.resultsLimit). A publisher item ranks the campaigns estimated to have run on it, with their estimated figures there. Entity types: ${CREATIVE_ITEM_TYPES.join(', ')}.`,
  query: documented(CREATIVE_ITEM_TYPES, pagingKeys),
  response: campaignsSchema,
  accepts: campaignsAccepts,
  async handle(context) {
    const query = await widgetQuery(context, campaignsAccepts);
    const { page, size } = paging(context, 5);
    return { ...head(query), ...(await topCampaigns(query, page, size)) };
  },
};

const trendAccepts = { entityTypes: ALL_TYPES, benchmark: true, publisherSlice: true };
const trendSpec: DatasetSpec = {
  name: REPORT_DATASETS.expenditureTrend,
  summary: 'Expenditure trend and breakdown: impressions and spend per interval, split by channel',
  description: `Custom parameter \`interval\` = ${TREND_INTERVALS.join(', ')} (default: the period's defaultInterval of the \`periods\` dataset). \`supportedIntervals\` names the intervals this item's data can be drawn at: DAILY and WEEKLY need daily data, which advertisers have; other items answer MONTHLY or QUARTERLY, and \`interval\` says which was used. One point per interval of the period inside the data, zeros included; a point covers \`start\`–\`end\` (weeks start on Monday) and is \`partial\` when that is less than its whole week, month or quarter. Category items carry advertisersCount.`,
  query: documented(ALL_TYPES, { interval: z.enum(TREND_INTERVALS).optional() }, true),
  response: trendSchema,
  accepts: trendAccepts,
  async handle(context) {
    const raw = context.parsed.params?.interval;
    if (raw !== undefined && !(TREND_INTERVALS as readonly string[]).includes(raw)) {
      throw validationError({ interval: [`must be one of ${TREND_INTERVALS.join(', ')}`] });
    }
    const query = await widgetQuery(context, trendAccepts);
    return {
      ...head(query),
      ...(await categoryCount(query)),
      ...(await trend(query, raw as TrendInterval | undefined)),
    };
  },
};

const momAccepts = { entityTypes: ALL_TYPES, benchmark: true, publisherSlice: true };
const monthOverMonthSpec: DatasetSpec = {
  name: REPORT_DATASETS.monthOverMonth,
  summary: "The period's last whole month against the month before",
  description: `Needs the report view token (header ${REPORT_VIEW_HEADER}). A whole month has every day of its data inside the period; without one (LAST_7_DAYS) the month of the period's end is used, whole. Category items carry advertisersCount.`,
  query: documented(ALL_TYPES, {}, true),
  response: monthOverMonthSchema,
  accepts: momAccepts,
  async handle(context) {
    const query = await widgetQuery(context, momAccepts);
    return { ...head(query), ...(await categoryCount(query)), ...(await monthOverMonth(query)) };
  },
};

const singleAccepts = (entityType: EntityType): DatasetAccepts => ({
  entityTypes: [entityType],
  maxIds: 1,
  publisherSlice: entityType === 'campaign',
});

const campaignHeaderSpec: DatasetSpec = {
  name: REPORT_DATASETS.campaignHeader,
  summary: 'One campaign: its figures, channels, creatives count and keywords',
  query: documented(['campaign']),
  response: campaignHeaderSchema,
  accepts: singleAccepts('campaign'),
  async handle(context): Promise<CampaignHeaderResponse> {
    const query = await widgetQuery(context, singleAccepts('campaign'));
    const id = query.scope.ids[0]!;
    const rows = await scanRollups({
      db: query.db,
      meta: query.meta,
      scope: query.scope,
      filters: query.filters,
      range: query.filters.period,
      dims: ['channel'],
    });
    const [campaign] = await campaignRows(query, [{ campaign: id, rows }]);
    const keywords = await campaignKeywordNames(query.db, id);
    return { ...head(query), campaign: { ...campaign!, keywords } };
  },
};

/** A brand, or an advertiser standing for its master brand (the sales tool's preview). */
const brandHeaderAccepts: DatasetAccepts = { entityTypes: ['brand', 'advertiser'], maxIds: 1 };
const brandHeaderSpec: DatasetSpec = {
  name: REPORT_DATASETS.brandHeader,
  summary: 'One brand: its figures, master brand, sub-brands and category',
  description: "`advertiser=(id)` answers for the advertiser's master brand, with the advertiser's figures.",
  query: documented(['brand', 'advertiser']),
  response: brandHeaderSchema,
  accepts: brandHeaderAccepts,
  async handle(context): Promise<BrandHeaderResponse> {
    const query = await widgetQuery(context, brandHeaderAccepts);
    const id =
      query.scope.entityType === 'advertiser'
        ? await masterBrandOf(query.db, query.scope.ids[0]!)
        : query.scope.ids[0]!;
    const brand = await loadBrand(query.db, id);
    const subIds = await subBrandIds(query.db, brand!.advertiser_id, id);
    const rows = await scanRollups({
      db: query.db,
      meta: query.meta,
      scope: query.scope,
      filters: query.filters,
      range: query.filters.period,
      dims: [],
    });
    const [master] =
      brand!.parent_id === null ? [] : await resolveEntities(query.db, 'brand', [brand!.parent_id], query.origin);
    const [category] =
      brand!.category_id === null
        ? []
        : await resolveEntities(query.db, 'category', [brand!.category_id], query.origin);
    return {
      ...head(query),
      brand: {
        id,
        name: brand!.name,
        domain: brand!.domain,
        homePageUrl: brand!.home_page_url,
        icon: entityIcons.brand(query.origin, id),
        master: master ?? null,
        subBrands: await resolveEntities(query.db, 'brand', subIds, query.origin),
        category: category ?? null,
        ...measures(rows, query.filters.currency),
      },
    };
  },
};

const keywordsAccepts = { entityTypes: CAMPAIGN_TYPES };
const keywordsSummarySpec: DatasetSpec = {
  name: REPORT_DATASETS.keywordsSummary,
  summary: 'Keywords with the campaigns and advertisers running on them in the period',
  description:
    "`keyword=(1,2)`: each keyword's whole market. An advertiser, campaign or brand: the keywords of its campaigns. A keyword is credited an equal part of each campaign it tags (a campaign with four keywords gives each a quarter of its figures), so a campaign's keywords add up to it; the figures are estimates and `attribution` says so. Largest first.",
  query: documented(CAMPAIGN_TYPES),
  response: keywordsSummarySchema,
  accepts: keywordsAccepts,
  async handle(context): Promise<KeywordsSummaryResponse> {
    const query = await widgetQuery(context, keywordsAccepts);
    // Whole campaigns, each then split among its keywords below (a keyword scope's own shares would
    // credit a campaign of two asked keywords to each of them twice).
    const whole = { ...query.scope, campaignShares: undefined };
    const rows = await scanRollups({
      db: query.db,
      meta: query.meta,
      scope: whole,
      filters: query.filters,
      range: query.filters.period,
      dims: ['campaign', 'advertiser'],
    });
    const tags = await campaignKeywordTags(
      query.db,
      [...new Set(rows.map((row) => Number(row.advertiser)))],
      rows.map((row) => Number(row.campaign)),
      query.scope.entityType === 'keyword' ? query.scope.ids : null,
    );
    const keywords = new Map<number, { name: string; rows: typeof rows }>();
    for (const tag of tags) {
      const entry = keywords.get(tag.id) ?? { name: tag.name, rows: [] };
      const credited = rows
        .filter((row) => Number(row.campaign) === tag.campaign_id)
        .map((row) => ({ ...row, impressions: row.impressions / tag.keywords, expenses: row.expenses / tag.keywords }));
      entry.rows.push(...credited);
      keywords.set(tag.id, entry);
    }
    const elements = [...keywords]
      .map(([id, entry]) => ({
        id,
        name: entry.name,
        campaignsCount: new Set(entry.rows.map((row) => row.campaign)).size,
        advertisersCount: new Set(entry.rows.map((row) => row.advertiser)).size,
        ...measures(entry.rows, query.filters.currency),
      }))
      .sort((a, b) => b.impressions - a.impressions || a.id - b.id);
    return { ...head(query), attribution: KEYWORD_ATTRIBUTION, elements };
  },
};

/** Start-page top lists, whole market. */
const START_METRICS: Record<
  TopListMetric,
  { entityType: 'advertiser' | 'publisher'; sortBy: 'impressions' | 'expenses' } | undefined
> = {
  ADVERTISERS: { entityType: 'advertiser', sortBy: 'impressions' },
  PUBLISHERS: { entityType: 'publisher', sortBy: 'impressions' },
  IMPRESSIONS: { entityType: 'advertiser', sortBy: 'impressions' },
  SPEND: { entityType: 'advertiser', sortBy: 'expenses' },
  CREATIVES: undefined,
};
const startAccepts: DatasetAccepts = {};
const startTopItemsSpec: DatasetSpec = {
  name: REPORT_DATASETS.startTopItems,
  summary: 'Start page: the whole market’s top advertisers or publishers',
  description:
    'Custom parameter `metric`: ADVERTISERS and IMPRESSIONS rank advertisers by impressions, SPEND by spend (rank, share and change of spend), PUBLISHERS ranks publishers by impressions; CREATIVES is not available (400). `page`/`size` (default 10).',
  query: z.object({ ...filterKeys, ...pagingKeys, metric: z.enum(TOP_LIST_METRICS).optional() }),
  response: rankingSchema,
  accepts: startAccepts,
  async handle(context) {
    const metric = context.parsed.params?.metric ?? 'ADVERTISERS';
    if (!(TOP_LIST_METRICS as readonly string[]).includes(metric)) {
      throw validationError({ metric: [`must be one of ${TOP_LIST_METRICS.join(', ')}`] });
    }
    const chosen = START_METRICS[metric as TopListMetric];
    if (!chosen) throw validationError({ metric: [`${metric} is not available`] });
    const query = await widgetQuery(context, startAccepts);
    return {
      ...head(query),
      entityType: chosen.entityType,
      ...(await ranking(query, { ...chosen, ...paging(context, 10), q: undefined })),
    };
  },
};

export const WIDGET_DATASET_SPECS: readonly DatasetSpec[] = [
  distributionSpec(
    REPORT_DATASETS.adTypes,
    'Ad types of the item’s creatives',
    CREATIVE_SPLIT_TYPES,
    adTypesSchema,
    (query) => distribution<CreativeType>(query, 'creativeType'),
  ),
  distributionSpec(
    REPORT_DATASETS.adPlacements,
    'Ad placements of the item’s creatives',
    CREATIVE_SPLIT_TYPES,
    adPlacementsSchema,
    (query) => distribution<AdPlacement>(query, 'placement'),
  ),
  distributionSpec(
    REPORT_DATASETS.transactionMethods,
    'Buying methods of the item’s creatives, each split by channel (details view)',
    CREATIVE_SPLIT_TYPES,
    transactionMethodsSchema,
    (query) => distribution<BuyingMethod>(query, 'buyingMethod', { withChannels: true }),
  ),
  mobilePlatformsSpec,
  {
    ...distributionSpec(
      REPORT_DATASETS.channelShare,
      'Channel share of voice: the item’s impressions and spend per channel',
      ALL_TYPES,
      channelShareSchema,
      (query) => distribution<DataChannel>(query, 'channel'),
    ),
    errors: { 401: 'No or an invalid view token', 403: 'The view token does not cover the ids' },
  },
  rankingSpec(REPORT_DATASETS.topPublishers, 'Top publishers of the item', TOP_PUBLISHER_TYPES, 'publisher', {
    benchmark: true,
  }),
  rankingSpec(
    REPORT_DATASETS.topAdvertisers,
    'Top advertisers of the item',
    ['publisher', 'keyword', 'brand', 'category'],
    'advertiser',
  ),
  rankingSpec(REPORT_DATASETS.youtubeChannels, 'YouTube channels the item ran on', PUBLISHER_SPLIT_TYPES, 'publisher', {
    kinds: ['YOUTUBE_CHANNEL'],
    benchmark: true,
  }),
  rankingSpec(REPORT_DATASETS.topApps, 'Mobile apps the item ran on', PUBLISHER_SPLIT_TYPES, 'publisher', {
    kinds: ['ANDROID_APP', 'IOS_APP'],
    benchmark: true,
  }),
  rankingSpec(REPORT_DATASETS.categoryPublishers, 'Top publishers of a category', ['category'], 'publisher'),
  rankingSpec(
    REPORT_DATASETS.marketLeaders,
    'Market leaders: top advertisers of a category or of the market',
    ['category'],
    'advertiser',
    {
      entityOptional: true,
    },
  ),
  startTopItemsSpec,
  creativesSpec,
  topCampaignsSpec,
  trendSpec,
  monthOverMonthSpec,
  campaignHeaderSpec,
  brandHeaderSpec,
  keywordsSummarySpec,
];

/**
 * The datasets of VIEW_TOKEN_DATASETS need `X-Report-Id` holding a
 * view token of this user whose ids cover the requested ones (or whose benchmark category is asked).
 */
async function requireViewToken(context: DatasetContext, spec: DatasetSpec): Promise<void> {
  if (!VIEW_TOKEN_DATASETS.includes(spec.name)) return;
  const header = context.request.headers[REPORT_VIEW_HEADER.toLowerCase()];
  if (typeof header !== 'string' || header.trim() === '') throw reportTokenErrors.missing();
  const claims = await context.deps.reportTokens.verify(header.trim());
  if (claims.actor.id !== context.claims.user.id) throw reportTokenErrors.invalid();
  const entry = datasetEntity(context.parsed, spec.accepts);
  if (!entry) return;
  const benchmark = entry.entityType === 'category' && entry.ids.length === 1 && entry.ids[0] === claims.categoryId;
  const covered = entry.entityType === claims.entityType && entry.ids.every((id) => claims.ids.includes(id));
  if (!benchmark && !covered) throw reportTokenErrors.notCovered(`${entry.entityType} ${entry.ids.join(', ')}`);
}

/** The datasets behind the ad-intelligence widgets (docs/product/widgets.md). */
export function registerWidgetDatasetRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerDatasets(app, deps, WIDGET_DATASET_SPECS, requireViewToken);
}
