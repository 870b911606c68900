import { ENTITY_TYPES, type EntitySummary, SEARCH_PER_TYPE_LIMIT, type SearchResponse } from '@adlens/core';
import type { Queryable } from '../db/Database.ts';
import { resolveEntities } from './entityLookup.ts';
import { searchTermOf } from './searchTerm.ts';

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

/**
 * Shorter names have too few trigrams to tell a typo from another word ('nik' is a third of 'nikon'):
 * they are found as typed only.
 */
const SIMILAR_MIN_LENGTH = 4;

/**
 * One type's matches: `exact` when the text as typed ($1) or the name it stands for ($2) is inside a
 * name or domain (ILIKE), otherwise close to a word of one (pg_trgm word similarity `<%`, default
 * threshold 0.6: "sportwear", "addidas", "cocacola"), with how close. Both read the trigram indexes
 * of migration 0024.
 */
function selectOf(type: SearchableType): string {
  const { table, columns, size } = SOURCES[type];
  const contains = columns.flatMap((column) => [
    `t.${column} ILIKE $1 ESCAPE '\\'`,
    `t.${column} ILIKE $2 ESCAPE '\\'`,
  ]);
  const similar = columns.map((column) => `$3 <% t.${column}`);
  const similarity = columns.map((column) => `word_similarity($3, t.${column})`);
  return `SELECT '${type}' AS entity_type, t.id, ${size}::bigint AS total_impressions,
            coalesce(${contains.join(' OR ')}, false) AS exact,
            coalesce(${similarity.length > 1 ? `greatest(${similarity.join(', ')})` : similarity[0]}, 0) AS similarity
          FROM ${table} t
          WHERE (${[...contains, ...similar].join(' OR ')})
            AND t.id NOT IN (SELECT entity_id FROM skiplists WHERE entity_type = '${type}')`;
}

/** Found as typed first, largest first; then by how close, closest first (issue 22 "Find anything"). */
const RANK = 'exact DESC, CASE WHEN exact THEN 0 ELSE similarity END DESC, total_impressions DESC';

export async function searchEntities(
  db: Queryable,
  options: { q: string; types: readonly SearchableType[]; size: number; origin: string },
): Promise<SearchResponse> {
  if (options.types.length === 0) return { elements: [], count: { total: 0 } };
  const term = searchTermOf(options.q);
  const rows = await db.query<{ entity_type: SearchableType; id: number; total_impressions: number; total: number }>(
    `SELECT entity_type, id, total_impressions, total::int FROM (
       SELECT m.*, count(*) OVER () AS total,
              row_number() OVER (PARTITION BY entity_type ORDER BY ${RANK}, id) AS rank_in_type
       FROM (${options.types.map(selectOf).join(' UNION ALL ')}) m
     ) ranked
     WHERE rank_in_type <= $4
     ORDER BY ${RANK}, entity_type, id
     LIMIT $5`,
    [
      likePattern(term.typed),
      term.name ? likePattern(term.name) : null,
      term.name.length >= SIMILAR_MIN_LENGTH ? term.name : null,
      SEARCH_PER_TYPE_LIMIT,
      options.size,
    ],
  );
  const resolved = new Map<string, EntitySummary>();
  for (const type of options.types) {
    const ids = rows.filter((row) => row.entity_type === type).map((row) => row.id);
    for (const entity of await resolveEntities(db, type, ids, options.origin)) {
      const { id, entityType, title, icon } = entity;
      resolved.set(`${type}:${id}`, { id, entityType, title, icon });
    }
  }
  const elements = rows.flatMap((row): EntitySummary[] => {
    const entity = resolved.get(`${row.entity_type}:${row.id}`);
    return entity ? [{ ...entity, impressionsCount: Number(row.total_impressions) }] : [];
  });
  return { elements, count: { total: rows[0]?.total ?? 0 } };
}
