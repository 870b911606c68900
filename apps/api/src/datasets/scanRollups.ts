import type { DateRange, EntityType } from '@adlens/core';
import type { Queryable } from '../db/Database.ts';
import { validationError } from '../http/ApiHttpError.ts';
import { type ChannelFilter, readsEveryChannel } from './datasetFilters.ts';
import type { DataMeta } from './loadDataMeta.ts';
import { PUBLISHER_TOTALS_SLICE, SHARED_PUBLISHER_ROLLUPS, publisherSlicesCover } from './publisherSlices.ts';
import { type RangeParts, rangeParts } from './rangeParts.ts';
import type { ReportScope } from './reportScope.ts';
import { SqlParams } from './SqlParams.ts';

/** What a breakdown can be grouped by. */
export type Dimension =
  | 'channel'
  | 'device'
  | 'country'
  | 'month'
  | 'advertiser'
  | 'publisher'
  | 'campaign'
  /** Market scans only: one row per category, top-level and subcategories (the category directory). */
  | 'category'
  | 'creative'
  | 'creativeType'
  | 'placement'
  | 'buyingMethod'
  | 'firstSeen'
  | 'lastSeen';

export interface ScanFilters extends ChannelFilter {
  /** The countries read (DatasetFilters.countries); undefined: every market. */
  countries: readonly string[] | undefined;
}

export type ScanRow = Record<string, string | number> & { impressions: number; expenses: number };

/**
 * Narrows a scan to some publishers or advertisers (rankings' previous period, app and YouTube lists)
 * or to some codes of a dimension (top ads' ad types).
 */
export interface ScanRestriction {
  dim: Dimension;
  ids?: readonly number[];
  codes?: readonly string[];
  publisherKinds?: readonly string[];
}

/** One page of a scan's groups ranked in SQL, largest first, ties by `tieBy` ascending. */
export interface ScanPage {
  /** A measure, a date dimension, or 'duration' (lastSeen − firstSeen). */
  orderBy: 'impressions' | 'expenses' | 'firstSeen' | 'duration';
  tieBy: Dimension;
  limit: number;
  offset: number;
}

interface Source {
  table: string;
  /** The table also holds 'ALL' rows for country, channel and device (market-wide rollups). */
  allRows: boolean;
  /** Rows carry advertiser_id × country × channel × device (per-advertiser rollups). */
  advertiserGrain: boolean;
  columns: Partial<Record<Dimension, string>>;
  join?: string;
}

const GRAIN = { channel: 'r.channel', device: 'r.device', country: 'r.country', month: 'r.month' } as const;
const DAY_GRAIN = { ...GRAIN, month: "date_trunc('month', r.day)" } as const;
const CREATIVE_JOIN = 'JOIN creatives c ON c.advertiser_id = r.advertiser_id AND c.id = r.creative_id';
const CREATIVE_COLUMNS = {
  advertiser: 'r.advertiser_id',
  campaign: 'r.campaign_id',
  creative: 'r.creative_id',
  creativeType: 'c.type',
  placement: 'c.placement',
  buyingMethod: 'c.buying_method',
  firstSeen: 'c.first_seen',
  lastSeen: 'c.last_seen',
} as const;

/**
 * The day-grain tables behind the per-advertiser monthly rollups: a month cut by a period is read
 * from these for the days it covers (same columns, `day` for `month`).
 */
const DAILY = {
  advertiser: {
    table: 'advertiser_daily_channel',
    allRows: false,
    advertiserGrain: true,
    columns: { ...DAY_GRAIN, advertiser: 'r.advertiser_id' },
  },
  /** The raw facts are the campaigns' days. */
  campaign: {
    table: 'ad_daily_facts',
    allRows: false,
    advertiserGrain: true,
    columns: { ...DAY_GRAIN, advertiser: 'r.advertiser_id', campaign: 'r.campaign_id' },
  },
  creative: {
    table: 'creative_daily',
    allRows: false,
    advertiserGrain: true,
    columns: { ...DAY_GRAIN, ...CREATIVE_COLUMNS },
    join: CREATIVE_JOIN,
  },
} satisfies Record<string, Source>;

const SOURCES = {
  advertiserMonthly: {
    table: 'advertiser_monthly_channel',
    allRows: false,
    advertiserGrain: true,
    columns: { ...GRAIN, advertiser: 'r.advertiser_id' },
  },
  campaignMonthly: {
    table: 'campaign_monthly_channel',
    allRows: false,
    advertiserGrain: true,
    columns: { ...GRAIN, advertiser: 'r.advertiser_id', campaign: 'r.campaign_id' },
  },
  creativeMonthly: {
    table: 'creative_monthly',
    allRows: false,
    advertiserGrain: true,
    columns: { ...GRAIN, ...CREATIVE_COLUMNS },
    join: CREATIVE_JOIN,
  },
  publisherAdvertiser: {
    table: 'publisher_monthly_advertiser',
    allRows: false,
    advertiserGrain: true,
    columns: { ...GRAIN, advertiser: 'r.advertiser_id', publisher: 'r.publisher_id' },
  },
  /** Creatives estimated per publisher (migration 0011), with their attributes copied in. */
  publisherCreative: {
    table: 'publisher_monthly_creative',
    allRows: false,
    advertiserGrain: true,
    columns: {
      ...GRAIN,
      advertiser: 'r.advertiser_id',
      publisher: 'r.publisher_id',
      campaign: 'r.campaign_id',
      creative: 'r.creative_id',
      creativeType: 'r.type',
      placement: 'r.placement',
      buyingMethod: 'r.buying_method',
      firstSeen: 'r.first_seen',
      lastSeen: 'r.last_seen',
    },
  },
  publisherTotals: {
    table: 'publisher_monthly_totals',
    allRows: true,
    advertiserGrain: false,
    columns: { ...GRAIN, publisher: 'r.publisher_id' },
  },
  categoryMonthly: {
    table: 'category_monthly_channel',
    allRows: true,
    advertiserGrain: false,
    columns: { ...GRAIN, category: 'r.category_id' },
  },
  marketAdvertiser: {
    table: 'market_monthly_advertiser',
    allRows: true,
    advertiserGrain: false,
    columns: { ...GRAIN, advertiser: 'r.advertiser_id' },
  },
} satisfies Record<string, Source>;

/** The day-grain twin of a monthly rollup that has one. */
const DAILY_TWIN = new Map<Source, Source>([
  [SOURCES.advertiserMonthly, DAILY.advertiser],
  [SOURCES.campaignMonthly, DAILY.campaign],
  [SOURCES.creativeMonthly, DAILY.creative],
]);

/**
 * The publisher rows of the day ranges the predefined periods cut out of a month, stored by the
 * generator (migration 0028, publisherSlices.ts) with their monthly rollup's columns: a period whose
 * cut-month parts are all stored reads them like days, instead of joining every publisher row of the
 * month to its parent's days (SHARE_PARENT), which stays the way for any other range.
 */
const SLICE_TWIN = new Map<Source, Source>([
  [SOURCES.publisherAdvertiser, { ...SOURCES.publisherAdvertiser, table: SHARED_PUBLISHER_ROLLUPS.advertiser.slice }],
  [SOURCES.publisherCreative, { ...SOURCES.publisherCreative, table: SHARED_PUBLISHER_ROLLUPS.creative.slice }],
  [SOURCES.publisherTotals, { ...SOURCES.publisherTotals, table: PUBLISHER_TOTALS_SLICE }],
]);

/**
 * The publisher rollups have no days of their own: each of their monthly rows is a fixed share of one
 * row of a rollup that has days (an advertiser's cell, a creative's country), split when the data was
 * generated. A day of such a row is that share of its parent's day, so a cut month reads the parent's
 * days and multiplies by the share (row ÷ parent's month): the same figure the parent's own report
 * sums for those days, from either side.
 */
interface SharedParent {
  monthly: Source;
  daily: Source;
  /** The columns that name one parent row, beside the month. */
  key: readonly string[];
}
const SHARE_PARENT = new Map<Source, SharedParent>([
  [
    SOURCES.publisherAdvertiser,
    { monthly: SOURCES.advertiserMonthly, daily: DAILY.advertiser, key: SHARED_PUBLISHER_ROLLUPS.advertiser.key },
  ],
  [
    SOURCES.publisherCreative,
    { monthly: SOURCES.creativeMonthly, daily: DAILY.creative, key: SHARED_PUBLISHER_ROLLUPS.creative.key },
  ],
]);

const CREATIVE_DIMENSIONS: readonly Dimension[] = [
  'creative',
  'creativeType',
  'placement',
  'buyingMethod',
  'firstSeen',
  'lastSeen',
];

/** The rollup that answers `dims` for the scope, or undefined when none holds that breakdown. */
function chooseSource(scope: ReportScope, dims: readonly Dimension[]): Source | undefined {
  const needs = (dim: Dimension) => dims.includes(dim);
  const needsCreative = dims.some((dim) => CREATIVE_DIMENSIONS.includes(dim));
  if (needs('category')) return scope.kind === 'market' && dims.length === 1 ? SOURCES.categoryMonthly : undefined;
  switch (scope.kind) {
    case 'advertisers':
    case 'campaigns':
      // A campaign read on one publisher (onPublisher): every breakdown from its ads' estimated rows there.
      if (scope.kind === 'campaigns' && scope.publisherIds.length > 0) return SOURCES.publisherCreative;
      // A campaign's (brand's, keyword's) publishers: its creatives' estimated spend there (migration 0011).
      if (needs('publisher') && scope.kind === 'campaigns') return SOURCES.publisherCreative;
      if (needsCreative) return SOURCES.creativeMonthly;
      if (needs('publisher')) return SOURCES.publisherAdvertiser;
      if (needs('campaign') || scope.kind === 'campaigns') return SOURCES.campaignMonthly;
      return SOURCES.advertiserMonthly;
    case 'publishers':
      // A campaign's or creative's spend on a publisher is an estimate (migration 0011).
      if (needsCreative || needs('campaign')) return SOURCES.publisherCreative;
      return needs('advertiser') ? SOURCES.publisherAdvertiser : SOURCES.publisherTotals;
    case 'category':
      // A category's ad types and top ads: its advertisers' creatives.
      if (needsCreative) return needs('publisher') ? undefined : SOURCES.creativeMonthly;
      if (needs('campaign')) return undefined;
      if (needs('publisher')) return SOURCES.publisherAdvertiser;
      return needs('advertiser') ? SOURCES.marketAdvertiser : SOURCES.categoryMonthly;
    case 'market':
      if (needsCreative || needs('campaign')) return undefined;
      if (needs('publisher')) return SOURCES.publisherTotals;
      return needs('advertiser') ? SOURCES.marketAdvertiser : SOURCES.categoryMonthly;
  }
}

function scopeCondition(scope: ReportScope, source: Source, params: SqlParams, dims: readonly Dimension[]): string {
  switch (scope.kind) {
    case 'advertisers':
      return `r.advertiser_id = ANY(${params.add(scope.advertiserIds, 'bigint[]')})`;
    case 'campaigns': {
      const campaigns = `r.advertiser_id = ANY(${params.add(scope.advertiserIds, 'bigint[]')}) AND r.campaign_id = ANY(${params.add(scope.campaignIds, 'bigint[]')})`;
      return scope.publisherIds.length > 0 && source === SOURCES.publisherCreative
        ? `${campaigns} AND r.publisher_id = ANY(${params.add(scope.publisherIds, 'bigint[]')})`
        : campaigns;
    }
    case 'publishers':
      return `r.publisher_id = ANY(${params.add(scope.publisherIds, 'bigint[]')})`;
    case 'category': {
      if (source === SOURCES.categoryMonthly) return `r.category_id = ANY(${params.add(scope.ids, 'bigint[]')})`;
      if (source === SOURCES.marketAdvertiser)
        return `r.category_id = ANY(${params.add(scope.categoryTree, 'bigint[]')})`;
      // An id list, so the planner reads the advertisers' rows by index instead of scanning the rollup.
      return `r.advertiser_id = ANY(${params.add(scope.advertiserIds, 'bigint[]')})`;
    }
    case 'market':
      // Top-level categories sum their subcategories: together they are the whole market. Grouped by
      // category, every category is its own row.
      if (source !== SOURCES.categoryMonthly || dims.includes('category')) return 'true';
      return 'r.category_id IN (SELECT id FROM categories WHERE parent_id IS NULL)';
  }
}

/**
 * The channel filter's conditions on a rollup with `channel` and `device` columns and no 'ALL' rows
 * (also the daily rollup the trend reads directly): none when it reads every channel on every device.
 */
export function channelConditions(filter: ChannelFilter, params: SqlParams, alias = 'r'): string[] {
  const out: string[] = [];
  if (!readsEveryChannel(filter)) out.push(`${alias}.channel = ANY(${params.add(filter.channels, 'text[]')})`);
  if (filter.device !== 'ALL') out.push(`${alias}.device = ${params.add(filter.device)}`);
  return out;
}

/**
 * The condition reading some countries on a rollup with a `country` column: an equality for one, a
 * list for a package's markets (both read by the rollups' indexes).
 */
export function countryCondition(countries: readonly string[], params: SqlParams, alias = 'r'): string {
  return countries.length === 1
    ? `${alias}.country = ${params.add(countries[0])}`
    : `${alias}.country = ANY(${params.add(countries, 'text[]')})`;
}

/**
 * Filter conditions; on 'ALL'-row tables every column is an equality or a list (see migration 0008),
 * and some countries (a package's markets) are summed from their own rows, not the 'ALL' row.
 */
function filterConditions(source: Source, filters: ScanFilters, dims: readonly Dimension[], params: SqlParams) {
  const { device } = filters;
  if (!source.allRows) {
    return [
      ...(filters.countries ? [countryCondition(filters.countries, params)] : []),
      ...channelConditions(filters, params),
    ];
  }
  const out: string[] = [];
  out.push(
    filters.countries
      ? countryCondition(filters.countries, params)
      : dims.includes('country')
        ? `r.country <> 'ALL'`
        : `r.country = 'ALL'`,
  );
  const splitDevice = device !== 'ALL' || dims.includes('device');
  out.push(
    device !== 'ALL' ? `r.device = ${params.add(device)}` : splitDevice ? `r.device <> 'ALL'` : `r.device = 'ALL'`,
  );
  // Some channels (one chosen, or all of a partner integration's): their own rows, summed.
  out.push(
    !readsEveryChannel(filters)
      ? `r.channel = ANY(${params.add(filters.channels, 'text[]')})`
      : splitDevice || dims.includes('channel')
        ? `r.channel <> 'ALL'`
        : `r.channel = 'ALL'`,
  );
  return out;
}

/**
 * The entity dimensions a skiplist entry removes (docs/decisions/settings-and-notifications.md#settings-preferences-and-skip-mode), unless the dimension is the report item itself: a skipped advertiser leaves every
 * top-advertisers list, market leaders and top ads, but its own report still shows its figures.
 */
const SKIPPABLE: Partial<Record<Dimension, { entityType: EntityType; isItem: (scope: ReportScope) => boolean }>> = {
  advertiser: {
    entityType: 'advertiser',
    // A campaign's or brand's campaigns are one advertiser's; a keyword's span many.
    isItem: (scope) => scope.kind === 'advertisers' || (scope.kind === 'campaigns' && scope.entityType !== 'keyword'),
  },
  publisher: { entityType: 'publisher', isItem: (scope) => scope.kind === 'publishers' },
  campaign: { entityType: 'campaign', isItem: (scope) => scope.entityType === 'campaign' },
};

/**
 * One anti-join per skippable dimension grouped: `NOT IN` over the skiplist's primary key, which the
 * planner runs as a hashed subplan (a few hundred entries at most), so rankings keep their plans.
 */
function skipConditions(scope: ReportScope, source: Source, dims: readonly Dimension[]): string[] {
  return dims.flatMap((dim) => {
    const skippable = SKIPPABLE[dim];
    if (!skippable || skippable.isItem(scope)) return [];
    return [
      `${dimensionColumn(source, dim)} NOT IN (SELECT entity_id FROM skiplists WHERE entity_type = '${skippable.entityType}')`,
    ];
  });
}

/** What a scan reads: the data, whose figures, under which filters, over which days, broken down how. */
export interface ScanOptions {
  db: Queryable;
  meta: DataMeta;
  scope: ReportScope;
  filters: ScanFilters;
  range: DateRange;
  /** The breakdown: one row per combination of these; none is one row of totals. */
  dims: readonly Dimension[];
  restrict?: ScanRestriction | undefined;
}

/**
 * Sums impressions and spend (USD) of the scope over `range`, grouped by `dims`. Whole months come
 * from the monthly rollup. A partial edge month (docs/decisions/figures-and-rollups.md#figures-that-agree): on
 * advertiser-grain rollups of known advertisers (advertisers, campaigns, a category's) it is scaled
 * by the advertiser's exact share of that month on those days (advertiser_daily_channel per country ×
 * channel × device), so every breakdown adds up to estimated-expenditure for the same filters; the
 * market-wide advertiser and category rollups read those days from advertiser_daily_channel itself
 * (dailyEdge), so rankings and categories show the advertisers' report figures to the cent; publisher
 * rollups, which have no daily data, by the share of the month's data days covered. Figures are
 * floats; callers round once, at the end.
 */
export async function scanRollups(options: ScanOptions): Promise<ScanRow[]> {
  const built = buildScan(options);
  if (!built) return [];
  const rows = await options.db.query<ScanRow>(
    `${built.edge ? `WITH ${built.edge} ` : ''}${built.sql}`,
    built.params.values,
  );
  return rows.filter((row) => row.impressions > 0 || row.expenses > 0);
}

/**
 * A campaigns scan summed per owner of those campaigns (a keyword, a brand) in the database: each
 * campaign's rows count for every owner it is paired with in `owners`, times the owner's share of it
 * (a brand's campaigns count whole; a keyword is credited its part of each campaign, as in its report). Only the owners' sums leave PGlite, not a row
 * per campaign (the global search's keywords and brands span hundreds of campaigns).
 */
export async function scanCampaignOwners(
  db: Queryable,
  meta: DataMeta,
  scope: ReportScope,
  filters: ScanFilters,
  range: DateRange,
  owners: { owners: readonly number[]; campaigns: readonly number[]; shares: readonly number[] },
): Promise<ScanRow[]> {
  const built = buildScan({ meta, scope, filters, range, dims: ['campaign'] });
  if (!built) return [];
  const { edge, sql, params } = built;
  const pairs = `owners AS (SELECT * FROM unnest(${params.add(owners.owners, 'bigint[]')}, ${params.add(owners.campaigns, 'bigint[]')}, ${params.add(owners.shares, 'float8[]')}) AS o(owner, campaign, share))`;
  const rows = await db.query<ScanRow>(
    `WITH ${[edge, pairs].filter(Boolean).join(', ')}
     SELECT o.owner, sum(g.impressions * o.share)::float8 AS impressions, sum(g.expenses * o.share)::float8 AS expenses
     FROM (${sql}) g JOIN owners o ON o.campaign = g.campaign
     GROUP BY o.owner`,
    params.values,
  );
  return rows.filter((row) => row.impressions > 0 || row.expenses > 0);
}

const PAGE_ORDER: Record<ScanPage['orderBy'], string> = {
  impressions: 'impressions',
  expenses: 'expenses',
  firstSeen: '"firstSeen"',
  duration: '("lastSeen" - "firstSeen")',
};

/**
 * scanRollups ranked and paged in the database, with the number of groups: for lists that rank
 * thousands of groups to show a few (a large publisher's top ads), so only the page leaves PGlite.
 */
export async function scanRollupsPage(
  page: ScanPage,
  options: ScanOptions,
): Promise<{ rows: ScanRow[]; total: number }> {
  const { db } = options;
  const built = buildScan(options);
  if (!built) return { rows: [], total: 0 };
  const { edge, sql, params } = built;
  const ranked = `ranked AS (SELECT * FROM (${sql}) g WHERE g.impressions > 0 OR g.expenses > 0)`;
  const rows = await db.query<ScanRow & { total: number }>(
    `WITH ${[edge, ranked].filter(Boolean).join(', ')}
     SELECT t.total, p.* FROM (SELECT count(*)::int AS total FROM ranked) t
     LEFT JOIN LATERAL (
       SELECT * FROM ranked ORDER BY ${PAGE_ORDER[page.orderBy]} DESC, "${page.tieBy}"
       LIMIT ${params.add(page.limit, 'int')} OFFSET ${params.add(page.offset, 'int')}
     ) p ON true`,
    params.values,
  );
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.filter((row) => row[page.tieBy] !== null).map(({ total: _, ...row }) => row as ScanRow),
  };
}

/** A scan's SQL: the edge-month CTE body, if any, the grouped SELECT and their parameters. */
interface BuiltScan {
  edge: string;
  sql: string;
  params: SqlParams;
}

/** What the parts of a scan's SQL share: the rollup read, the conditions and the parameters so far. */
interface ScanContext extends Omit<ScanOptions, 'db' | 'meta' | 'range'> {
  /** The rollup read (its whole months, and its edge months unless a day-grain twin reads them). */
  source: Source;
  parts: RangeParts;
  params: SqlParams;
  /** The scope, filter, skiplist and restriction conditions on a rollup (r). */
  where: (from: Source) => string[];
  /** The dimensions' columns, named after the dimensions. */
  selectDims: (from: Source) => string[];
  groupBy: string;
  /** A keyword's campaign shares, joined to the rows (w), or ''. */
  shareJoin: string;
  /** A measure column, times the campaign's share when the scan has shares. */
  measure: (column: string) => string;
}

/** The SQL of a scan (see scanRollups): the edge-month CTE body, if any, and the grouped SELECT. */
function buildScan({ meta, scope, filters, range, dims, restrict }: Omit<ScanOptions, 'db'>): BuiltScan | undefined {
  const chosen = chooseSource(scope, dims);
  if (!chosen) throw validationError({ [scope.entityType ?? 'entity']: ['this breakdown is not available for it'] });
  if (scope.kind === 'campaigns' && scope.campaignIds.length === 0) return undefined;
  const data = { start: meta.dataStart, end: meta.dataEnd };
  const parts = rangeParts(range, data);
  if (!parts) return undefined;
  const { partial, plus, minus } = parts;
  // Publisher rows of the cut months' days the generator stored (the predefined periods'), if all are.
  const slices = partial.length > 0 ? SLICE_TWIN.get(chosen) : undefined;
  const sliced = slices && publisherSlicesCover(data, [...plus, ...minus]) ? slices : undefined;
  // Publisher totals hold no advertiser, so a cut month not stored is read from the advertisers' rows
  // on the publisher (their days are their advertisers' days, see SHARE_PARENT).
  const source: Source =
    partial.length > 0 && !sliced && chosen === SOURCES.publisherTotals ? SOURCES.publisherAdvertiser : chosen;
  const params = new SqlParams();
  const where = (from: Source) => {
    const out = [
      scopeCondition(scope, from, params, dims),
      ...filterConditions(from, filters, dims, params),
      ...skipConditions(scope, from, dims),
    ];
    if (restrict?.ids)
      out.push(`${dimensionColumn(from, restrict.dim)} = ANY(${params.add(restrict.ids, 'bigint[]')})`);
    if (restrict?.codes)
      out.push(`${dimensionColumn(from, restrict.dim)} = ANY(${params.add(restrict.codes, 'text[]')})`);
    if (restrict?.publisherKinds) {
      out.push(
        `${dimensionColumn(from, 'publisher')} IN (SELECT id FROM publishers WHERE kind = ANY(${params.add(restrict.publisherKinds, 'text[]')}))`,
      );
    }
    return out;
  };
  const selectDims = (from: Source) => dims.map((dim) => `${dimensionColumn(from, dim)} AS "${dim}"`);
  const groupBy = dims.length > 0 ? `GROUP BY ${dims.map((_, i) => i + 1).join(', ')}` : '';
  // A keyword's campaigns count for the share of each credited to it (reportScope: keywordCampaigns).
  const shared = scope.kind === 'campaigns' ? scope.campaignShares : undefined;
  const shareJoin = shared
    ? `JOIN unnest(${params.add(scope.campaignIds, 'bigint[]')}, ${params.add(shared, 'float8[]')}) AS w(campaign_id, share)
       ON w.campaign_id = r.campaign_id`
    : '';
  const measure = (column: string) => (shared ? `${column} * w.share` : column);
  const context: ScanContext = {
    scope,
    filters,
    dims,
    restrict,
    source,
    parts,
    params,
    where,
    selectDims,
    groupBy,
    shareJoin,
    measure,
  };
  const twin = sliced ?? DAILY_TWIN.get(source);
  if (partial.length > 0 && (twin || !source.advertiserGrain)) return edgeDaysScan(context, twin, sliced);
  return monthlyScan(context);
}

/**
 * A scan whose cut months are read by days: `twin` is a stored publisher slice or the rollup's
 * day-grain twin; without one (the market-wide rollups) the days come from dailyEdge.
 */
function edgeDaysScan(context: ScanContext, twin: Source | undefined, sliced: Source | undefined): BuiltScan {
  const { scope, filters, dims, restrict, source, parts, params, where, selectDims, groupBy, shareJoin, measure } =
    context;
  const { monthsRead, plus, minus } = parts;
  // Whole months from the monthly rows, the cut months' days from day-grain rows: for the
  // per-advertiser rollups their own days (the advertiser's, its campaigns' facts, its creatives'),
  // for the market-wide advertiser and category rollups the advertisers' days — so a ranking, a
  // category or the start page shows each advertiser's report figures to the cent. An edge month
  // covered for more than half its data days is read as its monthly row less the days left out, so
  // no scan reads more than about half a month of days per edge. Summed as numeric (exact cents: a
  // month's rows are the sums of its days) and cast once.
  const whole = params.add(monthsRead, 'date[]');
  const monthly = `SELECT ${[...selectDims(source), `${measure('r.impressions')} AS impressions`, `${measure('r.expenses')} AS expenses`].join(', ')}
      FROM ${source.table} r ${source.join ?? ''} ${shareJoin}
      WHERE r.month = ANY(${whole}) AND ${where(source).join(' AND ')}`;
  const daily = twin
    ? [...plus.map((days) => [days, ''] as const), ...minus.map((days) => [days, '-'] as const)]
        .map(
          ([
            days,
            sign,
          ]) => `SELECT ${[...selectDims(twin), `${sign}${measure('r.impressions')} AS impressions`, `${sign}${measure('r.expenses')} AS expenses`].join(', ')}
            FROM ${twin.table} r ${twin.join ?? ''} ${shareJoin}
            WHERE ${
              sliced
                ? // A stored slice has its monthly rollup's columns: the same conditions.
                  `r.range_start = ${params.add(days.start, 'date')} AND r.range_end = ${params.add(days.end, 'date')}
                   AND ${where(source).join(' AND ')}`
                : `r.day BETWEEN ${params.add(days.start, 'date')} AND ${params.add(days.end, 'date')}
                   AND ${where(twin).join(' AND ')}`
            }`,
        )
        .join(' UNION ALL ')
    : dailyEdge(scope, filters, dims, { plus, minus }, params, restrict);
  const outer = dims.map((dim) => `u."${dim}"`);
  const sql = `SELECT ${[...outer, 'sum(u.impressions)::float8 AS impressions', 'sum(u.expenses)::float8 AS expenses'].join(', ')}
      FROM (${[monthly, daily].filter(Boolean).join(' UNION ALL ')}) u
      ${groupBy}`;
  return { edge: '', sql, params };
}

/**
 * A scan read from the monthly rows alone: whole months count whole; a publisher rollup's cut months
 * count at their parent rows' share of the period's days (parentShareEdge).
 */
function monthlyScan(context: ScanContext): BuiltScan {
  const { source, parts, params, where, selectDims, groupBy, shareJoin, measure } = context;
  const { wholeMonths, partial } = parts;
  const months = params.add([...wholeMonths, ...partial.map((p) => p.month)], 'date[]');
  const parent = SHARE_PARENT.get(source);
  const { edge, edgeJoin, factor } =
    partial.length > 0 && parent
      ? parentShareEdge(context, parent)
      : { edge: '', edgeJoin: '', factor: { impressions: '1', expenses: '1' } };
  const sql = `SELECT ${[...selectDims(source), `sum(${measure('r.impressions')} * ${factor.impressions})::float8 AS impressions`, `sum(${measure('r.expenses')} * ${factor.expenses})::float8 AS expenses`].join(', ')}
    FROM ${source.table} r ${source.join ?? ''} ${shareJoin} ${edgeJoin}
    WHERE r.month = ANY(${months}) AND ${where(source).join(' AND ')}
    ${groupBy}`;
  return { edge, sql, params };
}

/**
 * The cut months of a publisher rollup: each row's share of its parent row, times the parent's days in
 * the period (SHARE_PARENT). Returns the CTEs (`keys`, `edge`), the join of a row to its factors and
 * the factor of each measure.
 */
function parentShareEdge(
  context: ScanContext,
  parent: SharedParent,
): { edge: string; edgeJoin: string; factor: { impressions: string; expenses: string } } {
  const { filters, dims, source, parts, params, where } = context;
  const { wholeMonths, partial, plus, minus } = parts;
  // A publisher rollup row's share of its parent, times the parent's days in the period. Each
  // parent row's factor (its days ÷ its month) is summed in one index range read per part and set
  // against its month's row, in a MATERIALIZED CTE (inlined, the planner rebuilds it for every
  // rollup row); the rollup rows hash-join their factors (the planner hashes the CTE, the smaller
  // side by its estimate). A jsonb object of the factors, looked up by a text key per row, cost
  // three times as much for the whole market's publishers (115 ms against 40 on an idle PGlite).
  // A cut month covered for more than half its data days is its whole row less the days left out
  // (factor 1 − days out ÷ month), so no scan reads more than about half a month of parent days.
  const lessMonths = params.add(
    partial.filter((p) => !plus.includes(p)).map((p) => p.month),
    'date[]',
  );
  const days = [...plus, ...minus]
    .map((p) => `d.day BETWEEN ${params.add(p.start, 'date')} AND ${params.add(p.end, 'date')}`)
    .join(' OR ');
  const partMonths = params.add(
    partial.map((p) => p.month),
    'date[]',
  );
  const parentFilters = filterConditions(parent.monthly, filters, dims, params);
  const on = (alias: string) => parentFilters.map((c) => c.replaceAll('r.', `${alias}.`));
  const columns = [...parent.key, 'month'];
  const dayKey = parent.key.map((c) => `d.${c}`).join(', ');
  // Only the parent rows the scan's own rows of the cut months stand on: a large publisher's are a
  // few thousand, while its advertisers have many more.
  const edge = `keys AS MATERIALIZED (
      SELECT DISTINCT ${columns.map((c) => `r.${c}`).join(', ')} FROM ${source.table} r
      WHERE r.month = ANY(${partMonths}) AND ${where(source).join(' AND ')}
    ),
    edge AS MATERIALIZED (
      SELECT ${columns.map((c) => `u.${c}`).join(', ')}, sum(u.di) / nullif(sum(u.mi), 0) AS fi, sum(u.de) / nullif(sum(u.me), 0) AS fe
      FROM (
        SELECT ${columns.map((c) => `m.${c}`).join(', ')}, 0 AS di, 0 AS de, m.impressions::float8 AS mi,
               m.expenses::float8 AS me
        FROM keys k JOIN ${parent.monthly.table} m ON ${columns.map((c) => `m.${c} = k.${c}`).join(' AND ')}
        WHERE m.advertiser_id IN (SELECT DISTINCT advertiser_id FROM keys) AND m.month = ANY(${partMonths})
        UNION ALL
        SELECT ${dayKey}, date_trunc('month', d.day)::date, d.impressions::float8, d.expenses::float8, 0, 0
        FROM ${parent.daily.table} d
        WHERE ${['d.advertiser_id IN (SELECT DISTINCT advertiser_id FROM keys)', `(${days})`, ...on('d')].join(' AND ')}
      ) u
      GROUP BY ${columns.map((c) => `u.${c}`).join(', ')}
    )`;
  const edgeJoin = `LEFT JOIN edge ef ON ${columns.map((c) => `ef.${c} = r.${c}`).join(' AND ')}`;
  const whole = params.add(wholeMonths, 'date[]');
  const edgeFactor = (index: number) => {
    const days = `coalesce(ef.${index === 0 ? 'fi' : 'fe'}, 0)`;
    return `CASE WHEN r.month = ANY(${whole}) THEN 1 WHEN r.month = ANY(${lessMonths}) THEN 1 - ${days} ELSE ${days} END`;
  };
  return { edge, edgeJoin, factor: { impressions: edgeFactor(0), expenses: edgeFactor(1) } };
}

/** The daily advertiser rollup's column for a dimension of the market-wide rollups. */
const DAILY_COLUMNS: Partial<Record<Dimension, string>> = {
  channel: 'd.channel',
  device: 'd.device',
  country: 'd.country',
  month: "to_char(date_trunc('month', d.day), 'YYYY-MM-DD')",
  advertiser: 'd.advertiser_id',
  category: 'k.category_id',
};

/**
 * The edge days of a market-wide scan (market_monthly_advertiser, category_monthly_channel) read from
 * advertiser_daily_channel, grouped like the monthly rows: the category's advertisers by the primary
 * key (advertiser_id, day, …); the whole market by day (index advertiser_daily_channel_by_day,
 * migration 0022). Rows per category count for the subcategory and its parent, as in
 * category_monthly_channel (migration 0008). `plus` are days added to the whole months; `minus` the
 * days outside the period of an edge month read whole from the monthly rollup (subtracted). A period
 * has at most two edge months and each reads at most half its days here, so a scan reads at most
 * ~30 days of the daily rollup, never the raw facts (docs/decisions/figures-and-rollups.md#facts-and-rollups).
 */
function dailyEdge(
  scope: ReportScope,
  filters: ScanFilters,
  dims: readonly Dimension[],
  edges: { plus: readonly DateRange[]; minus: readonly DateRange[] },
  params: SqlParams,
  restrict?: ScanRestriction,
): string {
  const column = (dim: Dimension) => {
    const found = DAILY_COLUMNS[dim];
    if (!found) throw new Error(`advertiser_daily_channel has no ${dim}`);
    return found;
  };
  const where = [
    ...filterConditions(SOURCES.advertiserMonthly, filters, dims, params).map((c) => c.replaceAll('r.', 'd.')),
  ];
  if (scope.kind === 'category') where.push(`d.advertiser_id = ANY(${params.add(scope.advertiserIds, 'bigint[]')})`);
  if (dims.includes('advertiser') && !SKIPPABLE.advertiser!.isItem(scope)) {
    where.push(`d.advertiser_id NOT IN (SELECT entity_id FROM skiplists WHERE entity_type = 'advertiser')`);
  }
  if (restrict?.ids) where.push(`${column(restrict.dim)} = ANY(${params.add(restrict.ids, 'bigint[]')})`);
  if (restrict?.codes) where.push(`${column(restrict.dim)} = ANY(${params.add(restrict.codes, 'text[]')})`);
  const join = dims.includes('category')
    ? `JOIN advertisers a ON a.id = d.advertiser_id JOIN categories c ON c.id = a.category_id
       CROSS JOIN LATERAL (VALUES (c.id), (c.parent_id)) k(category_id)`
    : '';
  if (dims.includes('category')) where.push('k.category_id IS NOT NULL');
  // One branch per day range, each a single range of the day index, so the planner reads it by an
  // index-only scan (a range list ORed together makes it visit the table's pages instead: 170 ms
  // against 50 ms for the whole market at `large` on PostgreSQL).
  const dimensions = dims.map((dim) => `${column(dim)} AS "${dim}"`);
  const branch = (range: DateRange, sign: '' | '-') =>
    `SELECT ${[...dimensions, `${sign}d.impressions AS impressions`, `${sign}d.expenses AS expenses`].join(', ')}
     FROM advertiser_daily_channel d ${join}
     WHERE ${[`d.day BETWEEN ${params.add(range.start, 'date')} AND ${params.add(range.end, 'date')}`, ...where].join(' AND ')}`;
  const branches = [...edges.plus.map((range) => branch(range, '')), ...edges.minus.map((range) => branch(range, '-'))];
  return branches.join(' UNION ALL ');
}

function dimensionColumn(source: Source, dim: Dimension): string {
  const column = source.columns[dim];
  if (!column) throw new Error(`${source.table} has no ${dim}`);
  // Other dates come back as their ISO text (typeParsers.ts), and stay dates for ordering (ScanPage).
  return dim === 'month' ? `to_char(${column}, 'YYYY-MM-DD')` : column;
}
