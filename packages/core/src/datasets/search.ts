import type { EntitySummary } from '../entityType.ts';

/** spec reports-data §9: each type cut to 20, the merged list to the requested size (default 100). */
export const SEARCH_PER_TYPE_LIMIT = 20;
export const SEARCH_DEFAULT_SIZE = 100;

export interface SearchResponse {
  elements: EntitySummary[];
  count: { total: number };
}
