import type { PublisherKind } from './datasets/reportDatasets.ts';

/**
 * Entity types and what each one means to the data layer.
 * `nameKey` is the field a search matches; `groupingMax` caps groups and comparisons.
 */
export const ENTITY_TYPES = ['advertiser', 'publisher', 'campaign', 'keyword', 'category', 'brand'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export interface EntityTypeInfo {
  readonly dataset: string;
  readonly recentDataset: string;
  readonly nameKey: 'domain' | 'name';
  readonly comparable: boolean;
  readonly groupingMax: number;
  readonly beta: boolean;
}

export const ENTITY_TYPE_INFO: Readonly<Record<EntityType, EntityTypeInfo>> = {
  advertiser: {
    dataset: 'advertisers',
    recentDataset: 'recent-advertisers',
    nameKey: 'domain',
    comparable: true,
    groupingMax: 10,
    beta: false,
  },
  publisher: {
    dataset: 'publishers',
    recentDataset: 'recent-publishers',
    nameKey: 'name',
    comparable: true,
    groupingMax: 10,
    beta: false,
  },
  campaign: {
    dataset: 'campaigns',
    recentDataset: 'recent-campaigns',
    nameKey: 'name',
    comparable: false,
    groupingMax: 10,
    beta: false,
  },
  keyword: {
    dataset: 'keywords',
    recentDataset: 'recent-keywords',
    nameKey: 'name',
    comparable: false,
    groupingMax: 10,
    beta: false,
  },
  category: {
    dataset: 'categories',
    recentDataset: 'recent-categories',
    nameKey: 'domain',
    comparable: true,
    groupingMax: 4,
    beta: true,
  },
  brand: {
    dataset: 'brands',
    recentDataset: 'recent-brands',
    nameKey: 'domain',
    comparable: true,
    groupingMax: 10,
    beta: true,
  },
};

export function isEntityType(value: unknown): value is EntityType {
  return typeof value === 'string' && (ENTITY_TYPES as readonly string[]).includes(value);
}

/** A single entity as lists, search results and widget sub-headers show it. */
export interface EntitySummary {
  id: number;
  entityType: EntityType;
  title: string;
  /** Absolute or API-relative URL of the favicon / creative image. */
  icon: string | null;
  impressionsCount?: number;
  /**
   * Campaigns only: what tells apart campaigns of one name ("Always-on Brand" runs for many
   * advertisers) — the advertiser's title and the flight.
   */
  campaign?: CampaignContext;
  /**
   * Publishers only: their kind, which their name is written with where a website and its YouTube
   * channel or app share a name (core entityDisplayName).
   */
  publisherKind?: PublisherKind;
}

/** A campaign's advertiser and flight (first and last day seen, YYYY-MM-DD). */
export interface CampaignContext {
  advertiser: string;
  firstSeen: string;
  lastSeen: string;
}
