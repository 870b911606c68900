import { type EntitySummary, SEARCH_PER_TYPE_LIMIT, type SearchResponse } from '@adlens/core';
import type { Queryable } from '../db/Database.ts';
import { mediaUrls } from '../media/mediaUrls.ts';

/** The entity types search covers so far. */
export const SEARCHABLE_TYPES = ['advertiser', 'publisher'] as const;
export type SearchableType = (typeof SEARCHABLE_TYPES)[number];

/** Each type's table, the field shown as its title (core ENTITY_TYPE_INFO nameKey) and its icon. */
const SOURCES: Record<SearchableType, { table: string; title: string; icon: (origin: string, id: number) => string }> =
  {
    advertiser: { table: 'advertisers', title: 'domain', icon: mediaUrls.advertiserFavicon },
    publisher: { table: 'publishers', title: 'name', icon: mediaUrls.publisherFavicon },
  };

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Case-insensitive substring match on name or domain, largest (total impressions) first, skipped
 * entities left out (spec reports-data §7 Skiplists); each type
 * cut to SEARCH_PER_TYPE_LIMIT, the merged list to `size` (spec reports-data §5, §9). `count.total`
 * is the number of matches before cutting.
 */
export async function searchEntities(
  db: Queryable,
  options: { q: string; types: readonly SearchableType[]; size: number; origin: string },
): Promise<SearchResponse> {
  const selects = options.types.map(
    (type) =>
      `SELECT '${type}' AS entity_type, id, ${SOURCES[type].title} AS title, total_impressions
       FROM ${SOURCES[type].table}
       WHERE (name ILIKE $1 ESCAPE '\\' OR domain ILIKE $1 ESCAPE '\\')
         AND id NOT IN (SELECT entity_id FROM skiplists WHERE entity_type = '${type}')`,
  );
  const rows = await db.query<{
    entity_type: SearchableType;
    id: number;
    title: string;
    total_impressions: number;
    total: number;
  }>(
    `SELECT entity_type, id, title, total_impressions, total::int FROM (
       SELECT m.*, count(*) OVER () AS total,
              row_number() OVER (PARTITION BY entity_type ORDER BY total_impressions DESC, id) AS rank_in_type
       FROM (${selects.join(' UNION ALL ')}) m
     ) ranked
     WHERE rank_in_type <= $2
     ORDER BY total_impressions DESC, entity_type, id
     LIMIT $3`,
    [likePattern(options.q), SEARCH_PER_TYPE_LIMIT, options.size],
  );
  const elements = rows.map((row): EntitySummary => ({
    id: row.id,
    entityType: row.entity_type,
    title: row.title,
    icon: SOURCES[row.entity_type].icon(options.origin, row.id),
    impressionsCount: row.total_impressions,
  }));
  return { elements, count: { total: rows[0]?.total ?? 0 } };
}
