import {
  ENTITY_TYPE_INFO,
  type EntityType,
  type ReportItem,
  parseReportItems,
  serializeReportItems,
} from '@adlens/core';
import { REPORT_FILTER_KEYS, type ReportSearch } from './searchParams.ts';

/**
 * Where a report lives: every entity type has a common and an
 * empty variant under the ad-intelligence base; advertiser, publisher, category and brand also have
 * a compare variant (`{type}-compare`).
 */
const AD_INTELLIGENCE_BASE = '/ad-intelligence';

export type ReportVariant = 'common' | 'compare' | 'empty';

/** The report types that have a compare variant. */
const COMPARE_TYPES = ['advertiser', 'publisher', 'category', 'brand'] as const satisfies readonly EntityType[];

export function hasCompareVariant(entityType: EntityType): boolean {
  return (COMPARE_TYPES as readonly EntityType[]).includes(entityType);
}

/** One report page: its entity type, variant and the items of its URL. */
export interface ReportLocation {
  entityType: EntityType;
  variant: ReportVariant;
  items: readonly ReportItem[];
}

/**
 * The path segment as it goes into an address: core's serialized items, percent-encoded once more
 * so the router's decoding gives core its own text back (a title's `%25` must survive). Commas,
 * parentheses and colons stay readable.
 */
export function encodeIdsSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/%2C/g, ',').replace(/%3A/g, ':');
}

/**
 * The report URL of items: none → the empty variant; a comparison →
 * the compare variant where the type has one, else the common one (whose items form one group).
 */
export function reportPath(entityType: EntityType, items: readonly ReportItem[], compare = items.length > 1): string {
  if (items.length === 0) return `${AD_INTELLIGENCE_BASE}/${entityType}/empty`;
  const segment = encodeIdsSegment(serializeReportItems(items));
  if (compare && hasCompareVariant(entityType)) return `${AD_INTELLIGENCE_BASE}/${entityType}-compare/${segment}`;
  return `${AD_INTELLIGENCE_BASE}/${entityType}/common/${segment}`;
}

/** A query string of the given report parameters (only the defined ones), with its `?`. */
export function reportQuery(search: ReportSearch): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The filter parameters of a search, for links that keep the current filters. */
export function filterSearch(search: ReportSearch): ReportSearch {
  const out: ReportSearch = {};
  for (const key of REPORT_FILTER_KEYS) if (search[key] !== undefined) out[key] = search[key];
  return out;
}

/** The report of one entity, keeping the given filters; campaigns open their detail page. */
export function entityReportHref(
  entity: { entityType: EntityType; id: number },
  search: ReportSearch = {},
  publisherId?: number,
): string {
  if (entity.entityType === 'campaign') {
    return `${AD_INTELLIGENCE_BASE}/campaign/${entity.id}${reportQuery({ ...filterSearch(search), publisherId })}`;
  }
  return `${reportPath(entity.entityType, [{ kind: 'single', id: entity.id }])}${reportQuery(filterSearch(search))}`;
}

/**
 * Reads a report route's ids segment (already decoded by the router); null when it is malformed or
 * holds more items than the type allows (10, categories 4) — the bad-request page.
 */
export function parseReportLocation(entityType: EntityType, variant: ReportVariant, segment: string) {
  if (variant === 'empty') return { entityType, variant, items: [] } satisfies ReportLocation;
  const items = parseReportItems(segment, entityType);
  if (!items || items.length === 0) return null;
  return { entityType, variant, items } satisfies ReportLocation;
}

/** At most 10 items in a report (categories 4). */
export function maxItems(entityType: EntityType): number {
  return ENTITY_TYPE_INFO[entityType].groupingMax;
}
