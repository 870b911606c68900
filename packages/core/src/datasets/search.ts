import type { EntitySummary, EntityType } from '../entityType.ts';
import type { FigureBasis } from './figureBasis.ts';
import type { DatasetPeriod, Measures } from './reportDatasets.ts';

/** Each type cut to 20, the merged list to the requested size (default 100). */
export const SEARCH_PER_TYPE_LIMIT = 20;
export const SEARCH_DEFAULT_SIZE = 100;

/**
 * A suggestion: the entity, whose `impressionsCount` is its lifetime total, and its `figures` for the
 * request's period, country, channel and device (the same as its report's).
 */
export interface SearchElement extends EntitySummary {
  figures?: Measures;
}

export interface SearchResponse {
  elements: SearchElement[];
  /**
   * Every match, not only those listed (each type is cut to 20, the list to its size): `total` of
   * every type, `byType` of each type that has any. Lists say how many of these they show.
   */
  count: { total: number; byType?: Partial<Record<EntityType, number>> };
  /** What `figures` and `impressionsCount` cover. */
  basis?: FigureBasis;
  /** The currency and period of `figures`. */
  currency?: string;
  period?: DatasetPeriod;
}
