import { ENTITY_TYPES, type EntitySummary, SEARCH_PER_TYPE_LIMIT, type SearchResponse } from '@adlens/core';
import type { Queryable } from '../db/Database.ts';
import { resolveEntities } from './entityLookup.ts';
import { searchTermOf } from './searchTerm.ts';
import { SqlParams } from './SqlParams.ts';

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
 * One type's matches: `exact` when the text as typed ($1) or the name it stands for is inside a
 * name or domain (ILIKE), otherwise close to a word of one (pg_trgm word similarity `<%`, its default
 * threshold 0.6: "sportwear" 0.62, "addidas" 0.67, "cocacola" 0.7), with how close. The candidates are one branch
 * per condition, each read by a trigram index of migration 0025: ORed in one WHERE, the planner
 * reads the whole table instead (it prices a trigram comparison like an equality; at the `default`
 * scale that was 50–300 ms a type on PGlite against about 1 ms by the indexes).
 */
function selectOf(type: SearchableType, reads: { name?: string; similar?: string }): string {
  const { table, columns, size } = SOURCES[type];
  // Only the conditions this search has: each branch costs planning time (PGlite plans every request).
  const contains = (alias: string) =>
    columns.flatMap((column) => [
      `${alias}.${column} ILIKE $1 ESCAPE '\\'`,
      ...(reads.name ? [`${alias}.${column} ILIKE ${reads.name} ESCAPE '\\'`] : []),
    ]);
  const similar = reads.similar ? columns.map((column) => `${reads.similar} <% c.${column}`) : [];
  const branches = [...contains('c'), ...similar].map((condition) => `SELECT c.id FROM ${table} c WHERE ${condition}`);
  const similarity = reads.similar
    ? `greatest(${columns.map((column) => `word_similarity(${reads.similar}, t.${column})`).join(', ')})`
    : '0';
  return `SELECT '${type}' AS entity_type, t.id, ${size}::bigint AS total_impressions,
            ${contains('t').join(' OR ')} AS exact, ${similarity} AS similarity
          FROM (${branches.join(' UNION ')}) found
          JOIN ${table} t ON t.id = found.id
          WHERE t.id NOT IN (SELECT entity_id FROM skiplists WHERE entity_type = '${type}')`;
}

/** Found as typed first, largest first; then by how close, closest first (issue 22 "Find anything"). */
const RANK = 'exact DESC, CASE WHEN exact THEN 0 ELSE similarity END DESC, total_impressions DESC';

export async function searchEntities(
  db: Queryable,
  options: { q: string; types: readonly SearchableType[]; size: number; origin: string },
): Promise<SearchResponse> {
  if (options.types.length === 0) return { elements: [], count: { total: 0 } };
  const term = searchTermOf(options.q);
  // The name, unless it is the text as typed (most searches); similar names only for 4 letters or more.
  const params = new SqlParams();
  params.add(likePattern(term.typed));
  const reads = {
    ...(term.name && term.name !== term.typed.toLowerCase() ? { name: params.add(likePattern(term.name)) } : {}),
    ...(term.name.length >= SIMILAR_MIN_LENGTH ? { similar: params.add(term.name) } : {}),
  };
  const rows = await db.query<{ entity_type: SearchableType; id: number; total_impressions: number; total: number }>(
    `SELECT entity_type, id, total_impressions, total::int FROM (
       SELECT m.*, count(*) OVER () AS total,
              row_number() OVER (PARTITION BY entity_type ORDER BY ${RANK}, id) AS rank_in_type
       FROM (${options.types.map((type) => selectOf(type, reads)).join(' UNION ALL ')}) m
     ) ranked
     WHERE rank_in_type <= ${params.add(SEARCH_PER_TYPE_LIMIT, 'int')}
     ORDER BY ${RANK}, entity_type, id
     LIMIT ${params.add(options.size, 'int')}`,
    params.values,
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
