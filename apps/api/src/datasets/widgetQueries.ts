import {
  type BenchmarkedType,
  type ListCount,
  type CampaignRow,
  type ChannelMeasures,
  type Creative,
  type CreativeSort,
  type CreativeType,
  type DataChannel,
  type DataDevice,
  type DateRange,
  type DistributionItem,
  type EntitySummary,
  FIGURE_BASIS,
  type FigureBasis,
  type IsoDate,
  type Measures,
  type PublisherKind,
  type RankingMetric,
  type RankingRow,
  type TrendInterval,
  type TrendPoint,
  type TrendResponse,
  type MonthOverMonthResponse,
  calendarInterval,
  chooseTrendInterval,
  dataTrendIntervals,
  parseIsoDate,
  trendBuckets,
  trendIntervals,
  previousRange,
  toIsoDate,
} from '@adlens/core';
import type { Queryable } from '../db/Database.ts';
import { mediaUrls } from '../media/mediaUrls.ts';
import { type Currency, type DatasetFilters, apportion, convert } from './datasetFilters.ts';
import { type ResolvedEntity, resolveEntities } from './entityLookup.ts';
import type { DataMeta } from './loadDataMeta.ts';
import type { PackageAccess } from './packageAccess.ts';
import type { ReportScope } from './reportScope.ts';
import { cappedPage, listCount } from './resultsLimit.ts';
import {
  type Dimension,
  type ScanPage,
  type ScanRestriction,
  type ScanRow,
  channelConditions,
  countryCondition,
  scanRollups,
  scanRollupsPage,
} from './scanRollups.ts';
import { SqlParams } from './SqlParams.ts';

/** Shared pieces of the widget datasets. */
export interface WidgetQuery {
  db: Queryable;
  meta: DataMeta;
  scope: ReportScope;
  filters: DatasetFilters;
  origin: string;
  /** The CAMPAIGN and CREATIVE resultsLimit of the user's package; null: uncapped. */
  resultsLimits: PackageAccess['resultsLimits'];
  /** A category read as the industry benchmark of a comparison of this type (`benchmark=`). */
  benchmarkOf?: BenchmarkedType;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function measures(rows: readonly ScanRow[], currency: Currency): Measures {
  return {
    impressions: Math.round(rows.reduce((sum, row) => sum + row.impressions, 0)),
    expenses: convert(
      rows.reduce((sum, row) => sum + row.expenses, 0),
      currency,
    ),
  };
}

function percentChange(current: number, previous: number): number | null {
  return previous > 0 ? round2(((current - previous) / previous) * 100) : null;
}

function share(part: number, total: number): number {
  return total > 0 ? round2((part / total) * 100) : 0;
}

function groupRows(rows: readonly ScanRow[], key: (row: ScanRow) => string): Map<string, ScanRow[]> {
  const groups = new Map<string, ScanRow[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

function byChannel(rows: readonly ScanRow[], currency: Currency): ChannelMeasures[] {
  return [...groupRows(rows, (row) => String(row.channel))]
    .map(([channel, mine]) => ({ channel: channel as DataChannel, ...measures(mine, currency) }))
    .sort((a, b) => b.impressions - a.impressions || a.channel.localeCompare(b.channel));
}

function scan(
  query: WidgetQuery,
  dims: readonly Dimension[],
  range: DateRange = query.filters.period,
  restrict?: ScanRestriction,
) {
  return scanRollups({
    db: query.db,
    meta: query.meta,
    scope: query.scope,
    filters: query.filters,
    range,
    dims,
    restrict,
  });
}

/**
 * A split of the item by a code (ad types, placements, buying methods, channels, mobile platforms):
 * items by impressions, largest first; `share` of the total impressions.
 */
export async function distribution<TCode extends string>(
  query: WidgetQuery,
  dim: Dimension,
  options: { withChannels?: boolean; codeOf?: (row: ScanRow) => TCode | undefined; restrict?: ScanRestriction } = {},
): Promise<{ total: Measures; items: DistributionItem<TCode>[] }> {
  const dims: Dimension[] = options.withChannels && dim !== 'channel' ? [dim, 'channel'] : [dim];
  const rows = await scan(query, dims, query.filters.period, options.restrict);
  const codeOf = options.codeOf ?? ((row: ScanRow) => row[dim] as TCode);
  const coded = rows.flatMap((row) => {
    const code = codeOf(row);
    return code === undefined ? [] : [{ code, row }];
  });
  const total = measures(
    coded.map(({ row }) => row),
    query.filters.currency,
  );
  // Items are apportioned so they add up to the total, which is the cell's figure in every dataset
  // (in USD the rounding changes nothing, the data is whole cents).
  const groups = [...groupRows(rows, (row) => codeOf(row) ?? '')].filter(([code]) => code !== '');
  const { currency } = query.filters;
  const sumOf = (mine: readonly ScanRow[], key: 'impressions' | 'expenses') =>
    mine.reduce((sum, row) => sum + row[key], 0);
  const expenses = apportion(
    groups.map(([, mine]) => (Math.round(sumOf(mine, 'expenses') * 100) * currency.rate) / 100),
    total.expenses,
    0.01,
  );
  const impressions = apportion(
    groups.map(([, mine]) => sumOf(mine, 'impressions')),
    total.impressions,
    1,
  );
  const items = groups
    .map(([code, mine], index): DistributionItem<TCode> => {
      const item: DistributionItem<TCode> = {
        code: code as TCode,
        impressions: impressions[index]!,
        expenses: expenses[index]!,
        share: 0,
      };
      if (options.withChannels) item.byChannel = byChannel(mine, query.filters.currency);
      return item;
    })
    .map((item) => ({ ...item, share: share(item.impressions, total.impressions) }))
    .sort((a, b) => b.impressions - a.impressions || a.code.localeCompare(b.code));
  return { total, items };
}

export interface RankingOptions {
  entityType: 'publisher' | 'advertiser';
  /** Publisher kinds to keep (YouTube channels, apps); all when absent. */
  kinds?: readonly PublisherKind[];
  page: number;
  size: number;
  q: string | undefined;
  /** The order, and what each row's rank, share and change are of. */
  sortBy: RankingMetric;
}

/** The ids of the rows whose title (publisher name, advertiser domain) contains the search. */
async function matchingIds(
  query: WidgetQuery,
  entityType: RankingOptions['entityType'],
  ids: readonly number[],
  needle: string,
): Promise<Set<number>> {
  const table = entityType === 'publisher' ? 'publishers' : 'advertisers';
  const title = entityType === 'publisher' ? 'name' : 'domain';
  const facts = await query.db.query<{ id: number; title: string }>(
    `SELECT id, ${title} AS title FROM ${table} WHERE id = ANY($1::bigint[])`,
    [ids],
  );
  return new Set(facts.filter((fact) => fact.title.toLowerCase().includes(needle)).map((fact) => fact.id));
}

/**
 * A ranked list of publishers or advertisers for the item (docs/product/rankings.md; top publishers,
 * advertisers, …). Every row's rank and share are its place in and part of the WHOLE list by the
 * ranking's metric: a search only picks rows, it never re-ranks them or shrinks the total their
 * share is of (a searched 'adidas' stays #3 with 10.9 %, not #1 with 100 %). The change is of the
 * same metric against the previous equally long period.
 */
export async function ranking(
  query: WidgetQuery,
  options: RankingOptions,
): Promise<{
  basis: FigureBasis;
  metric: RankingMetric;
  total: Measures;
  elements: RankingRow[];
  count: { total: number };
}> {
  const dim: Dimension = options.entityType;
  const metric = options.sortBy;
  const kinds = options.kinds ? { dim, publisherKinds: options.kinds } : undefined;
  const current = await scan(query, [dim], query.filters.period, kinds);
  const total = measures(current, query.filters.currency);
  const ranked = [...current]
    .sort((a, b) => b[metric] - a[metric] || Number(a[dim]) - Number(b[dim]))
    .map((row, index) => ({ row, rank: index + 1 }));
  // Titles of every row only when searching; entities of the page alone otherwise.
  const needle = options.q?.trim().toLowerCase();
  const matching = needle
    ? await matchingIds(
        query,
        options.entityType,
        current.map((row) => Number(row[dim])),
        needle,
      )
    : undefined;
  const kept = matching ? ranked.filter(({ row }) => matching.has(Number(row[dim]))) : ranked;
  const page = kept.slice(options.page * options.size, (options.page + 1) * options.size);
  const pageIds = page.map(({ row }) => Number(row[dim]));
  // The previous period only for the page's rows.
  const previous =
    page.length === 0 ? [] : await scan(query, [dim], previousRange(query.filters.period), { dim, ids: pageIds });
  const previousById = new Map(previous.map((row) => [Number(row[dim]), measures([row], query.filters.currency)]));
  const entities = new Map(
    (await resolveEntities(query.db, options.entityType, pageIds, query.origin)).map((entity) => [entity.id, entity]),
  );
  const elements = page.map(({ row, rank }): RankingRow => {
    const id = Number(row[dim]);
    const figures = measures([row], query.filters.currency);
    return {
      entity: entities.get(id)!,
      ...figures,
      rank,
      share: share(figures[metric], total[metric]),
      change: percentChange(figures[metric], previousById.get(id)?.[metric] ?? 0),
    };
  });
  return { basis: FIGURE_BASIS, metric, total, elements, count: { total: kept.length } };
}

function addDays(date: IsoDate, days: number): IsoDate {
  const d = parseIsoDate(date)!;
  d.setUTCDate(d.getUTCDate() + days);
  return toIsoDate(d);
}

/**
 * The grain of a report's daily or monthly figures: advertisers alone have a daily rollup (reportScope).
 * An industry benchmark takes the grain of the type it is compared with, so its points and months are
 * the compared items' own: its category's advertisers have the daily rollup too.
 */
function trendGrain(query: WidgetQuery): 'DAILY' | 'MONTHLY' {
  const daily = query.benchmarkOf ? query.benchmarkOf === 'advertiser' : query.scope.kind === 'advertisers';
  return daily ? 'DAILY' : 'MONTHLY';
}

/**
 * Expenditure trend, its axis spanning the chosen period: one point per interval of the period
 * inside the data, zeros included, each with its channel split and marked partial when it covers
 * less than its whole week, month or quarter. Only intervals the data can fill are drawn
 * (`supportedIntervals`): a monthly series never lands on a daily or weekly axis.
 */
export async function trend(
  query: WidgetQuery,
  asked: TrendInterval | undefined,
): Promise<Pick<TrendResponse, 'interval' | 'supportedIntervals' | 'total' | 'points'>> {
  const { period } = query.filters;
  const supportedIntervals = dataTrendIntervals(period, trendGrain(query));
  const interval = chooseTrendInterval(supportedIntervals, asked, trendIntervals(period).defaultInterval.code);
  const range = {
    start: period.start < query.meta.dataStart ? query.meta.dataStart : period.start,
    end: period.end > query.meta.dataEnd ? query.meta.dataEnd : period.end,
  };
  let rows: (ScanRow & { day: IsoDate })[];
  if (interval === 'DAILY' || interval === 'WEEKLY') {
    const params = new SqlParams();
    const where = [
      `d.advertiser_id = ANY(${params.add(query.scope.advertiserIds, 'bigint[]')})`,
      `d.day BETWEEN ${params.add(range.start, 'date')} AND ${params.add(range.end, 'date')}`,
      ...(query.filters.countries ? [countryCondition(query.filters.countries, params, 'd')] : []),
      ...channelConditions(query.filters, params, 'd'),
    ];
    rows = await query.db.query(
      `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, d.channel, sum(d.impressions)::float8 AS impressions,
              sum(d.expenses)::float8 AS expenses
       FROM advertiser_daily_channel d WHERE ${where.join(' AND ')}
       GROUP BY d.day, d.channel`,
      params.values,
    );
  } else {
    rows = (await scan(query, ['month', 'channel'])).map((row) => ({ ...row, day: String(row.month) }));
  }
  const byBucket = groupRows(rows, (row) => calendarInterval(String(row.day), interval).start);
  const points = trendBuckets(range, interval).map((bucket): TrendPoint => {
    const mine = byBucket.get(bucket.calendar.start) ?? [];
    return {
      start: bucket.start,
      end: bucket.end,
      partial: bucket.partial,
      ...measures(mine, query.filters.currency),
      byChannel: byChannel(mine, query.filters.currency),
    };
  });
  // The period's figures, rounded once: the same as estimated-expenditure's for the cell (points are
  // rounded one by one, so their sum can be a cent or an impression off).
  return { interval, supportedIntervals, total: measures(rows, query.filters.currency), points };
}

const monthOf = (day: IsoDate): IsoDate => `${day.slice(0, 7)}-01`;
const lastDayOf = (month: IsoDate): IsoDate => addDays(shiftMonth(month, 1), -1);

const earlierOf = (a: IsoDate, b: IsoDate): IsoDate => (a < b ? a : b);

/**
 * Month-over-month compares like with like. The month of the
 * period's last day (clipped to the data) against the month before:
 * - that month complete: the two whole months (`WHOLE_MONTHS`);
 * - not complete, with daily figures (advertisers): its days so far against the same days of the
 *   month before (`MONTH_TO_DATE`, 1–26 Nov against 1–26 Oct), never 26 days against 31;
 * - not complete, monthly figures only: the last two whole months (`LAST_WHOLE_MONTHS`).
 * Each side states the days it covers.
 */
export async function monthOverMonth(query: WidgetQuery): Promise<Omit<MonthOverMonthResponse, 'currency' | 'period'>> {
  const { period } = query.filters;
  const end = earlierOf(period.end, query.meta.dataEnd);
  const month = monthOf(end);
  let basis: MonthOverMonthResponse['basis'];
  let current: DateRange;
  let previous: DateRange;
  if (lastDayOf(month) === end) {
    basis = 'WHOLE_MONTHS';
    current = { start: month, end };
    previous = { start: shiftMonth(month, -1), end: addDays(month, -1) };
  } else if (trendGrain(query) === 'DAILY') {
    basis = 'MONTH_TO_DATE';
    current = { start: month, end };
    const before = shiftMonth(month, -1);
    const sameDay = addDays(before, Number(end.slice(8, 10)) - 1);
    previous = { start: before, end: earlierOf(sameDay, addDays(month, -1)) };
  } else {
    basis = 'LAST_WHOLE_MONTHS';
    current = { start: shiftMonth(month, -1), end: addDays(month, -1) };
    previous = { start: shiftMonth(month, -2), end: addDays(shiftMonth(month, -1), -1) };
  }
  const figures = async (range: DateRange) => ({
    month: range.start.slice(0, 7),
    ...range,
    ...measures(await scan(query, [], range), query.filters.currency),
  });
  const [currentFigures, previousFigures] = await Promise.all([figures(current), figures(previous)]);
  return {
    basis,
    current: currentFigures,
    previous: previousFigures,
    change: {
      impressions: percentChange(currentFigures.impressions, previousFigures.impressions),
      expenses: percentChange(currentFigures.expenses, previousFigures.expenses),
    },
  };
}

function shiftMonth(month: IsoDate, by: number): IsoDate {
  const d = parseIsoDate(month)!;
  return toIsoDate(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + by, 1)));
}

const CREATIVE_TYPE_TITLES: Record<CreativeType, string> = {
  BANNER: 'Banner',
  ANIMATED_BANNER: 'Animated banner',
  VIDEO: 'Video',
  SOCIAL: 'Social',
  SOCIAL_IMAGE: 'Image',
  SOCIAL_VIDEO: 'Social video',
  SOCIAL_CAROUSEL: 'Carousel',
  SOCIAL_PROMOTED_ACCOUNT: 'Promoted',
};

interface CreativeRow {
  id: number;
  advertiser_id: number;
  campaign_id: number;
  campaign: string;
  landing_page_url: string;
  width: number;
  height: number;
  duration_seconds: number | null;
  type: CreativeType;
  placement: Creative['placement'];
  channel: DataChannel;
  device: DataDevice;
}

/** A creative of the item with its figures and detection dates, before its details are read. */
interface Ranked {
  id: number;
  advertiser: number;
  figures: Measures;
  first: IsoDate;
  last: IsoDate;
}

const detectionDays = (creative: Ranked) =>
  Math.round((parseIsoDate(creative.last)!.getTime() - parseIsoDate(creative.first)!.getTime()) / 86_400_000) + 1;

/** Ad list sort. */
const SORT_KEYS: Record<CreativeSort, (creative: Ranked) => number | string> = {
  NEWEST: (creative) => creative.first,
  IMPRESSIONS: (creative) => creative.figures.impressions,
  EXPENSES: (creative) => creative.figures.expenses,
  DURATION: detectionDays,
};

/**
 * The publisher filter of top ads (the creatives dataset's publisher ids). The
 * data has no observed creative × publisher link; publisher_monthly_creative (migration 0011) estimates
 * one: a creative's spend on publisher P in a (month, country, channel, device) cell is its spend in the
 * cell times its advertiser's share of the cell spent on P. So a creative counts as seen on P when it
 * has a row there: its advertiser ran on P in the creative's channel and device, in the same country,
 * during a month of the period in which the creative was seen (an edge month of the period counts
 * whole). The same rule, with the same figures, makes a publisher report's top ads, ad types,
 * placements, transaction methods and top campaigns (scanRollups, source publisherCreative). Here it
 * only narrows the list: the creative's figures stay its own totals for the item.
 *
 * Reads the primary key prefix (advertiser, creative, publisher) of the item's creatives.
 */
async function seenOnPublishers(
  query: WidgetQuery,
  creatives: readonly Ranked[],
  publishers: readonly number[],
): Promise<Set<number>> {
  const params = new SqlParams();
  const where = [
    `p.advertiser_id = ANY(${params.add([...new Set(creatives.map((creative) => creative.advertiser))], 'bigint[]')})`,
    `p.creative_id = ANY(${params.add(
      creatives.map((creative) => creative.id),
      'bigint[]',
    )})`,
    `p.publisher_id = ANY(${params.add(publishers, 'bigint[]')})`,
    `p.month >= date_trunc('month', ${params.add(query.filters.period.start, 'date')})::date`,
    `p.month <= ${params.add(query.filters.period.end, 'date')}`,
    ...(query.filters.countries ? [countryCondition(query.filters.countries, params, 'p')] : []),
  ];
  const rows = await query.db.query<{ id: number }>(
    `SELECT DISTINCT p.creative_id AS id FROM publisher_monthly_creative p WHERE ${where.join(' AND ')}`,
    params.values,
  );
  return new Set(rows.map((row) => Number(row.id)));
}

const CREATIVE_DIMS: readonly Dimension[] = ['creative', 'advertiser', 'creativeType', 'firstSeen', 'lastSeen'];
const PAGE_ORDER: Record<CreativeSort, ScanPage['orderBy']> = {
  NEWEST: 'firstSeen',
  IMPRESSIONS: 'impressions',
  EXPENSES: 'expenses',
  DURATION: 'duration',
};

const rankedCreative =
  (currency: Currency) =>
  (row: ScanRow): Ranked => ({
    id: Number(row.creative),
    advertiser: Number(row.advertiser),
    figures: measures([row], currency),
    first: row.firstSeen as IsoDate,
    last: row.lastSeen as IsoDate,
  });

/**
 * One page of the item's creatives in the sort order, and how many there are. Without the publisher
 * filter the database ranks and pages them (a large publisher has thousands); with it, every
 * creative is read, narrowed by seenOnPublishers and ranked here the same way (SORT_KEYS).
 */
async function rankCreatives(
  query: WidgetQuery,
  options: Parameters<typeof creatives>[1],
): Promise<{ page: Ranked[]; total: number }> {
  const types = options.types ? { dim: 'creativeType' as const, codes: options.types } : undefined;
  const toRanked = rankedCreative(query.filters.currency);
  const cap = query.resultsLimits.CREATIVE;
  if (!options.publishers) {
    const { rows, total } = await scanRollupsPage(
      { orderBy: PAGE_ORDER[options.sort], tieBy: 'creative', ...cappedPage(options.page, options.size, cap) },
      {
        db: query.db,
        meta: query.meta,
        scope: query.scope,
        filters: query.filters,
        range: query.filters.period,
        dims: CREATIVE_DIMS,
        restrict: types,
      },
    );
    return { page: rows.map(toRanked), total };
  }
  let ranked = (await scan(query, CREATIVE_DIMS, query.filters.period, types)).map(toRanked);
  if (ranked.length > 0) {
    const seen = await seenOnPublishers(query, ranked, options.publishers);
    ranked = ranked.filter((creative) => seen.has(creative.id));
  }
  const key = SORT_KEYS[options.sort];
  const { offset, limit } = cappedPage(options.page, options.size, cap);
  const keyed = ranked.map((creative) => ({ creative, key: key(creative) }));
  keyed.sort((a, b) => (a.key < b.key ? 1 : a.key > b.key ? -1 : a.creative.id - b.creative.id));
  return {
    page: keyed.slice(offset, offset + limit).map(({ creative }) => creative),
    total: keyed.length,
  };
}

/**
 * Top ads (the creatives dataset): the item's creatives seen in the period. For a publisher
 * item they are the creatives estimated to have run on it, with their estimated figures there
 * (seenOnPublishers). Sorted and paged on the rollup's figures and detection dates; only the page's
 * details and advertisers are read, so a large publisher's thousands of creatives stay cheap.
 */
export async function creatives(
  query: WidgetQuery,
  options: {
    sort: CreativeSort;
    types: readonly CreativeType[] | undefined;
    /** Publisher ids (1–10): only creatives seen on one of them, see seenOnPublishers. */
    publishers?: readonly number[] | undefined;
    page: number;
    size: number;
  },
): Promise<{ elements: Creative[]; count: ListCount }> {
  const { page, total } = await rankCreatives(query, options);
  const details = new Map(
    (
      await query.db.query<CreativeRow>(
        `SELECT cr.id, cr.advertiser_id, cr.campaign_id, c.name AS campaign, c.landing_page_url, cr.width, cr.height,
                cr.duration_seconds, cr.type, cr.placement, cr.channel, cr.device
         FROM creatives cr JOIN campaigns c ON c.advertiser_id = cr.advertiser_id AND c.id = cr.campaign_id
         WHERE cr.advertiser_id = ANY($1::bigint[]) AND cr.id = ANY($2::bigint[])`,
        [[...new Set(page.map((creative) => creative.advertiser))], page.map((creative) => creative.id)],
      )
    ).map((row) => [Number(row.id), row]),
  );
  const advertisers = new Map(
    (
      await resolveEntities(
        query.db,
        'advertiser',
        [...new Set(page.map((creative) => creative.advertiser))],
        query.origin,
      )
    ).map((entity): [number, EntitySummary] => [entity.id, entity]),
  );
  const elements = page.map((creative): Creative => {
    const row = details.get(creative.id)!;
    return {
      id: creative.id,
      size: { width: row.width, height: row.height },
      imageUrl: mediaUrls.creative(query.origin, creative.id),
      // Video ads (those with a length) play a sample clip of their orientation and length.
      videoUrl: row.duration_seconds !== null ? mediaUrls.video(query.origin, creative.id) : null,
      duration: row.duration_seconds,
      totalImpressions: creative.figures.impressions,
      totalExpenses: creative.figures.expenses,
      type: { code: row.type, title: CREATIVE_TYPE_TITLES[row.type] },
      detectionRange: { first: creative.first, last: creative.last, duration: detectionDays(creative) },
      advertiser: advertisers.get(creative.advertiser)!,
      campaign: { id: row.campaign_id, title: row.campaign, landingPageUrl: row.landing_page_url },
      placement: row.placement,
      channel: row.channel,
      device: row.device,
    };
  });
  return { elements, count: listCount(total, query.resultsLimits.CREATIVE) };
}

interface CampaignDetails {
  id: number;
  advertiser_id: number;
  name: string;
  landing_page_url: string;
  first_seen: IsoDate | null;
  last_seen: IsoDate | null;
  creatives: number;
  top_creative: number | null;
}

/** Campaign rows for campaigns with their period figures and channels. */
export async function campaignRows(
  query: WidgetQuery,
  figures: readonly { campaign: number; rows: ScanRow[] }[],
): Promise<CampaignRow[]> {
  if (figures.length === 0) return [];
  // Creatives of the channels and device read (filters.channels: a partner integration's leave
  // connected TV out, docs/product/channels.md; a package's only its channels), like the figures.
  const params = new SqlParams();
  const campaigns = params.add(
    figures.map((entry) => entry.campaign),
    'bigint[]',
  );
  const creativeChannels = channelConditions(query.filters, params, 'cr').map((condition) => `AND ${condition}`);
  const monthlyChannels = channelConditions(query.filters, params, 'cm').map((condition) => `AND ${condition}`);
  const details = await query.db.query<CampaignDetails>(
    `SELECT c.id, c.advertiser_id, c.name, c.landing_page_url,
            to_char(min(cr.first_seen), 'YYYY-MM-DD') AS first_seen, to_char(max(cr.last_seen), 'YYYY-MM-DD') AS last_seen,
            count(cr.id)::int AS creatives,
            (SELECT cm.creative_id FROM creative_monthly cm WHERE cm.advertiser_id = c.advertiser_id AND cm.campaign_id = c.id
             ${monthlyChannels.join(' ')}
             GROUP BY cm.creative_id ORDER BY sum(cm.impressions) DESC, cm.creative_id LIMIT 1) AS top_creative
     FROM campaigns c LEFT JOIN creatives cr ON cr.advertiser_id = c.advertiser_id AND cr.campaign_id = c.id
       ${creativeChannels.join(' ')}
     WHERE c.id = ANY(${campaigns})
     GROUP BY c.advertiser_id, c.id`,
    params.values,
  );
  const advertisers = new Map(
    (
      await resolveEntities(query.db, 'advertiser', [...new Set(details.map((row) => row.advertiser_id))], query.origin)
    ).map((entity): [number, ResolvedEntity] => [entity.id, entity]),
  );
  return figures.flatMap(({ campaign, rows }) => {
    const row = details.find((candidate) => candidate.id === campaign);
    if (!row) return [];
    const first = row.first_seen ?? query.filters.period.start;
    const last = row.last_seen ?? first;
    return [
      {
        id: row.id,
        title: row.name,
        icon: row.top_creative === null ? null : mediaUrls.creative(query.origin, row.top_creative),
        advertiser: advertisers.get(row.advertiser_id)!,
        homePageUrl: row.landing_page_url,
        firstSeen: first,
        lastSeen: last,
        duration: Math.round((parseIsoDate(last)!.getTime() - parseIsoDate(first)!.getTime()) / 86_400_000) + 1,
        creativesCount: row.creatives,
        channels: [...new Set(rows.map((r) => r.channel as DataChannel))].sort(),
        ...measures(rows, query.filters.currency),
      },
    ];
  });
}

/**
 * Top campaigns: by impressions, paged. The database ranks and pages the campaigns (a large
 * publisher has thousands); only the page's campaigns are then split by channel.
 */
export async function topCampaigns(query: WidgetQuery, page: number, size: number) {
  const ranked = await scanRollupsPage(
    { orderBy: 'impressions', tieBy: 'campaign', ...cappedPage(page, size, query.resultsLimits.CAMPAIGN) },
    {
      db: query.db,
      meta: query.meta,
      scope: query.scope,
      filters: query.filters,
      range: query.filters.period,
      dims: ['campaign'],
    },
  );
  const ids = ranked.rows.map((row) => Number(row.campaign));
  const byChannel =
    ids.length === 0 ? [] : await scan(query, ['campaign', 'channel'], query.filters.period, { dim: 'campaign', ids });
  const elements = await campaignRows(
    query,
    ids.map((campaign) => ({ campaign, rows: byChannel.filter((row) => Number(row.campaign) === campaign) })),
  );
  return { elements, count: listCount(ranked.total, query.resultsLimits.CAMPAIGN) };
}

/** Distinct advertisers with data in the period (the category benchmark '(Avg)' divides by it). */
export async function advertisersCount(query: WidgetQuery): Promise<number> {
  return (await scan(query, ['advertiser'])).length;
}
