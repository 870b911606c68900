import {
  type DatasetRequest,
  RANKING_METRICS,
  type RankingMetric,
  type RankingResponse,
  type TopListMetric,
} from '@adlens/core';
import { buildItemRequest } from '../../contract/buildItemRequest.ts';
import type { WidgetQueryInput } from '../../contract/widgetDefinition.ts';
import type { WidgetChoiceMapping } from '../../contract/widgetSavedChoices.ts';

/** The ranked-list tabs: impressions (the API's default order) or spend (`sort=expenses-desc`). */
export type { RankingMetric };

/** Page options 5, 10, 20, 50, 100; lists default to 10. */
export const RANKING_PAGE_SIZES = [5, 10, 20, 50, 100] as const;
export const DEFAULT_RANKING_PAGE_SIZE = 10;

/**
 * The start page's top lists the data has: advertisers or publishers by
 * impressions, advertisers by impressions or by spend. CREATIVES is no ranking of entities.
 */
export const START_TOP_LISTS = [
  'ADVERTISERS',
  'PUBLISHERS',
  'IMPRESSIONS',
  'SPEND',
] as const satisfies readonly TopListMetric[];
export type StartTopList = (typeof START_TOP_LISTS)[number];

export interface RankingOptions {
  metric: RankingMetric;
  /** The search inside the card, already debounced; '' for none. */
  q: string;
  /** 0-based. */
  page: number;
  size: number;
  /** Only the start page's widget: which list it shows (it has no sort or search of its own). */
  topList?: StartTopList;
}

/** A ranking's metric tab is its saved sort. */
export const rankingChoices: WidgetChoiceMapping<RankingOptions> = {
  read: (options) => ({ sort: options.metric }),
  apply: (options, saved) => ({
    ...options,
    metric: RANKING_METRICS.find((metric) => metric === saved.sort) ?? options.metric,
  }),
};

export const DEFAULT_RANKING_OPTIONS: RankingOptions = {
  metric: 'impressions',
  q: '',
  page: 0,
  size: DEFAULT_RANKING_PAGE_SIZE,
};

/**
 * The request of one item's ranking: the item and filters, the page, the spend tab as
 * `sort=expenses-desc` (impressions is the dataset's default order, so it sends no sort) and the
 * search as `q`. The start page's list goes as the custom parameter `metric` instead, which sets the
 * order itself (the API refuses `sort` there and has no search).
 */
export function buildRankingRequest(input: WidgetQueryInput<RankingOptions>): DatasetRequest {
  const { options } = input;
  const request: DatasetRequest = { ...buildItemRequest(input), page: options.page, size: options.size };
  if (options.topList) {
    request.params = { metric: options.topList };
    return request;
  }
  if (options.metric === 'expenses') request.sort = { field: 'expenses', direction: 'desc' };
  const q = options.q.trim();
  if (q) request.q = q;
  return request;
}

export function isRankingEmpty(data: RankingResponse): boolean {
  return data.elements.length === 0;
}

/** Pages of the longest compared list, so every item's rows can be reached. */
export function rankingPageCount(totals: readonly number[], size: number): number {
  const longest = Math.max(0, ...totals);
  return Math.max(1, Math.ceil(longest / size));
}

/** A list's count (core ListCount): the total, and the plan's results limit when it cuts the list. */
interface LimitedCount {
  total: number;
  resultsLimit?: number;
}

/**
 * The plan's cut of list widgets (the plan's CAMPAIGN / CREATIVE
 * resultsLimit): the limit when some item has more results than its plan
 * shows, else undefined. The server answers nothing past it.
 */
export function resultsLimitOf(counts: readonly LimitedCount[]): number | undefined {
  const limits = counts
    .filter((count) => count.resultsLimit !== undefined && count.total > count.resultsLimit)
    .map((count) => count.resultsLimit!);
  return limits.length > 0 ? Math.min(...limits) : undefined;
}

/** The pages a plan shows: the totals, each cut at its results limit. */
export function limitedPageCount(counts: readonly LimitedCount[], size: number): number {
  return rankingPageCount(
    counts.map((count) => Math.min(count.total, count.resultsLimit ?? Number.POSITIVE_INFINITY)),
    size,
  );
}

/**
 * The share and change headers of a ranked list: they name the figure the API ranked by, so a spend
 * tab reads 'Share of spend' and never passes an impressions share off as one (or the reverse).
 */
export function rankingColumnKeys(metric: RankingMetric): {
  share: 'widgets.rankings.shareOfImpressions' | 'widgets.rankings.shareOfSpend';
  change: 'widgets.rankings.impressionsChange' | 'widgets.rankings.spendChange';
} {
  return metric === 'expenses'
    ? { share: 'widgets.rankings.shareOfSpend', change: 'widgets.rankings.spendChange' }
    : { share: 'widgets.rankings.shareOfImpressions', change: 'widgets.rankings.impressionsChange' };
}

export interface HighlightPart {
  text: string;
  match: boolean;
}

/**
 * The text cut into the
 * parts that match the search (case-insensitive, every occurrence) and the parts between.
 */
export function highlightParts(text: string, query: string): HighlightPart[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [{ text, match: false }];
  const haystack = text.toLowerCase();
  const parts: HighlightPart[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}
