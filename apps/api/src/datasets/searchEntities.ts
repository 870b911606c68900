import { ENTITY_TYPES, type EntitySummary, SEARCH_PER_TYPE_LIMIT, type SearchResponse } from '@adlens/core';
import type { Queryable } from '../db/Database.ts';
import { resolveEntities } from './entityLookup.ts';

/** spec reports-data §7 datasets/search: every entity type can be searched (issue 22 "Find anything"). */
export const SEARCHABLE_TYPES = ENTITY_TYPES;
export type SearchableType = (typeof SEARCHABLE_TYPES)[number];

/**
 * Each type's table, the columns it is found by (core ENTITY_TYPE_INFO nameKey first, as
 * entityLookup.ts) and its lifetime size (the impressions the list is ordered by): the table's
 * total, or for a keyword its tagged campaigns' and for a category its and its subcategories'
 * advertisers' (reportScope.ts: the data each one's report covers).
 */
const SOURCES: Record<SearchableType, { table: string; columns: readonly string[]; size: string }> = {
  advertiser: { table: 'advertisers', columns: ['name', 'domain'], size: 't.total_impressions' },
  publisher: { table: 'publishers', columns: ['name', 'domain'], size: 't.total_impressions' },
  campaign: { table: 'campaigns', columns: ['name'], size: 't.total_impressions' },
  keyword: {
    table: 'keywords',
    columns: ['name'],

    size: `(SELECT coalesce(sum(c.total_impressions), 0) FROM campaign_keywords ck
            JOIN campaigns c ON c.advertiser_id = ck.advertiser_id AND c.id = ck.campaign_id
            WHERE ck.keyword_id = t.id)`,
  },
  category: {
    table: 'categories',
    columns: ['name'],

    size: `(SELECT coalesce(sum(a.total_impressions), 0) FROM advertisers a
            WHERE a.category_id IN (SELECT s.id FROM categories s WHERE s.id = t.id OR s.parent_id = t.id))`,
  },
  brand: { table: 'brands', columns: ['name', 'domain'], size: 't.total_impressions' },
};

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function selectOf(type: SearchableType): string {
  const { table, columns, size } = SOURCES[type];
  return `SELECT '${type}' AS entity_type, t.id, ${size}::bigint AS total_impressions
          FROM ${table} t
          WHERE (${columns.map((column) => `t.${column} ILIKE $1 ESCAPE '\\'`).join(' OR ')})
            AND t.id NOT IN (SELECT entity_id FROM skiplists WHERE entity_type = '${type}')`;
}

/**
 * Case-insensitive substring match on name or domain, largest (total impressions) first, skipped
 * entities left out (spec reports-data §7 Skiplists); each type
 * cut to SEARCH_PER_TYPE_LIMIT, the merged list to `size` (spec reports-data §5, §9). `count.total`
 * is the number of matches before cutting. Titles and icons are the entity lookups' (entityLookup.ts).
 */
export async function searchEntities(
  db: Queryable,
  options: { q: string; types: readonly SearchableType[]; size: number; origin: string },
): Promise<SearchResponse> {
  if (options.types.length === 0) return { elements: [], count: { total: 0 } };
  const rows = await db.query<{ entity_type: SearchableType; id: number; total_impressions: number; total: number }>(
    `SELECT entity_type, id, total_impressions, total::int FROM (
       SELECT m.*, count(*) OVER () AS total,
              row_number() OVER (PARTITION BY entity_type ORDER BY total_impressions DESC, id) AS rank_in_type
       FROM (${options.types.map(selectOf).join(' UNION ALL ')}) m
     ) ranked
     WHERE rank_in_type <= $2
     ORDER BY total_impressions DESC, entity_type, id
     LIMIT $3`,
    [likePattern(options.q), SEARCH_PER_TYPE_LIMIT, options.size],
  );
  const resolved = new Map<string, EntitySummary>();
  for (const type of options.types) {
    const ids = rows.filter((row) => row.entity_type === type).map((row) => row.id);
    for (const entity of await resolveEntities(db, type, ids, options.origin)) {
      const { id, entityType, title, icon, campaign } = entity;
      resolved.set(`${type}:${id}`, { id, entityType, title, icon, ...(campaign && { campaign }) });
    }
  }
  const elements = rows.flatMap((row): EntitySummary[] => {
    const entity = resolved.get(`${row.entity_type}:${row.id}`);
    return entity ? [{ ...entity, impressionsCount: Number(row.total_impressions) }] : [];
  });
  return { elements, count: { total: rows[0]?.total ?? 0 } };
}
