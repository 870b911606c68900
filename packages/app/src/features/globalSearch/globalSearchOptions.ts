import {
  type Dictionary,
  type EntityType,
  type RecentDatapoint,
  type SearchResponse,
  campaignContextText,
  displayDateSpan,
  formatImpressions,
  publisherNameWithKind,
} from '@adlens/core';
import { recentHref, recentTitle } from '../recents/recentHref.ts';
import { entityReportHref } from '../../model/location/reportLocation.ts';
import type { ReportSearch } from '../../model/location/searchParams.ts';

/** One row of the global search: a report it opens. */
export interface GlobalSearchOption {
  /** Unique in the list; the option element's id ends with it. */
  key: string;
  /** The name that identifies it: a publisher's with its kind ('Crimson News 2 (YT channel)'). */
  title: string;
  /** A campaign's advertiser and flight, which tell apart the campaigns of one name. */
  context?: string;
  icon: string | null;
  entityType: EntityType;
  href: string;
  /** "1.2M impressions · Last 3 months · US": the figure and the filters it is for; none for recents. */
  figure?: string;
}

export interface GlobalSearchGroup {
  /** The group's heading: the type's plural ('Advertisers', 'Domains' in en-winmo) or 'Recent reports'. */
  label: string;
  entityType?: EntityType;
  options: GlobalSearchOption[];
  /** Every match of the type the API counted, when the group shows fewer of them. */
  total?: number;
}

/** How many of each type the box lists; the API answers up to 20. */
const GLOBAL_SEARCH_PER_GROUP = 5;
/** How many recent reports an empty box offers (of the recents list's 10). */
const GLOBAL_SEARCH_RECENTS = 6;

/** The filters the figures are for, as the report opens with them (useGlobalSearchFilters). */
export type GlobalSearchFilters = Pick<ReportSearch, 'channel' | 'country' | 'period' | 'currency'>;

/** "Last 3 months · US" (or a custom range, all countries, a channel other than all of them). */
export function filtersLabel(
  dictionary: Dictionary,
  filters: GlobalSearchFilters,
  period: SearchResponse['period'],
): string {
  const periodId = period?.id ?? filters.period;
  const periodText =
    (periodId && (dictionary.period as Record<string, string>)[periodId]) ??
    // A custom range reads as the report's header writes it: '1 Jan – 31 Mar 2026'.
    (period ? displayDateSpan(period.start, period.end) : undefined);
  const [channel, device] = (filters.channel ?? 'ALL-ALL').split('-');
  const channelText = [
    channel && channel !== 'ALL' ? (dictionary.channel as Record<string, string>)[channel] : undefined,
    device && device !== 'ALL' ? (dictionary.device as Record<string, string>)[device] : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  return [periodText, filters.country ?? 'All countries', channelText].filter(Boolean).join(' · ');
}

/**
 * The answer grouped by entity type, groups in the order of their best match (the API lists found-as-
 * typed names first, largest first), each cut to GLOBAL_SEARCH_PER_GROUP. Each option opens its
 * report on the filters its figure is for, so the report shows the same number.
 */
export function resultGroups(
  response: SearchResponse,
  dictionary: Dictionary,
  filters: GlobalSearchFilters,
): GlobalSearchGroup[] {
  const groups = new Map<EntityType, GlobalSearchGroup>();
  const label = filtersLabel(dictionary, filters, response.period);
  for (const element of response.elements) {
    const group = groups.get(element.entityType) ?? {
      label: dictionary.entityType[`${element.entityType}_plural`],
      entityType: element.entityType,
      options: [],
    };
    if (!groups.has(element.entityType)) {
      const total = response.count.byType?.[element.entityType];
      if (total !== undefined) group.total = total;
      groups.set(element.entityType, group);
    }
    if (group.options.length === GLOBAL_SEARCH_PER_GROUP) continue;
    group.options.push({
      key: `${element.entityType}-${element.id}`,
      title: publisherNameWithKind(element.title, element.publisherKind),
      ...(element.campaign ? { context: campaignContextText(element.campaign, 'days') } : {}),
      icon: element.icon,
      entityType: element.entityType,
      href: entityReportHref(element, filters),
      ...(element.figures
        ? { figure: `${formatImpressions(element.figures.impressions)} impressions · ${label}` }
        : {}),
    });
  }
  return [...groups.values()];
}

/**
 * How many of every match the box lists: 'Showing 12 of 894 results' when the API counted more than
 * it lists (each type cut to GLOBAL_SEARCH_PER_GROUP here, to 20 by the API), '3 results' otherwise.
 */
export function resultsSummary(groups: readonly GlobalSearchGroup[], total: number): string {
  const shown = groups.reduce((sum, group) => sum + group.options.length, 0);
  const noun = (n: number) => (n === 1 ? 'result' : 'results');
  if (total > shown) return `Showing ${shown} of ${total.toLocaleString('en-US')} ${noun(total)}`;
  return `${shown} ${noun(shown)}`;
}

/** The empty box's offer: the user's recent reports that can still be opened (RecentsList's rules). */
export function recentGroup(recents: readonly RecentDatapoint[]): GlobalSearchGroup[] {
  const options = recents.flatMap((recent): GlobalSearchOption[] => {
    const href = recentHref(recent);
    if (!href) return [];
    const first = recent.details.entities[0];
    return [
      {
        key: `recent-${recent.id}`,
        title: recentTitle(recent),
        icon: first?.icon ?? null,
        entityType: recent.details.entityType,
        href,
      },
    ];
  });
  const shown = options.slice(0, GLOBAL_SEARCH_RECENTS);
  return shown.length > 0 ? [{ label: 'Recent reports', options: shown }] : [];
}
