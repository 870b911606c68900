import { ENTITY_TYPES, type EntitySummary, SEARCH_PER_TYPE_LIMIT, type SearchResponse } from '@adlens/core';
import type { Queryable } from '../db/Database.ts';
import { resolveEntitiesOfTypes } from './entityLookup.ts';
import { searchTermOf } from './searchTerm.ts';
import { SqlParams } from './SqlParams.ts';

/** spec reports-data §7 datasets/search: every entity type can be searched (issue 22 "Find anything"). */
export const SEARCHABLE_TYPES = ENTITY_TYPES;
export type SearchableType = (typeof SEARCHABLE_TYPES)[number];

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Shorter names have too few trigrams to tell a typo from another word ('nik' is a third of 'nikon'):
 * they are found as typed only.
 */
const SIMILAR_MIN_LENGTH = 4;

/**
 * Every match, from the one list of names (migration 0026 search_names: each distinct name-and-domain
 * text, the entities it names and their lifetime sizes — for a keyword its tagged campaigns', for a
 * category its and its subcategories' advertisers', as each one's report covers): `exact` when the
 * text as typed or the name it stands for is inside a name or domain (ILIKE), otherwise close to a
 * word of one (pg_trgm word similarity `<%`, its default threshold 0.6: "sportwear" 0.62, "addidas"
 * 0.67, "cocacola" 0.7), with how close. One trigram index serves every condition, and each text is
 * compared once however many campaigns share it.
 */
function matchesOf(reads: { typed: string; name?: string; similar?: string; types: string }): string {
  const contains = [reads.typed, ...(reads.name ? [reads.name] : [])]
    .map((pattern) => `n.words ILIKE ${pattern} ESCAPE '\\'`)
    .join(' OR ');
  const similar = reads.similar ? ` OR ${reads.similar} <% n.words` : '';
  // Similarity only ranks what is not found as typed: computed for those texts alone.
  const similarity = reads.similar
    ? `CASE WHEN ${contains} THEN 0 ELSE word_similarity(${reads.similar}, n.words) END`
    : '0';
  return `SELECT e.entity_type, e.id, e.size AS total_impressions, n.exact, n.similarity
          FROM (SELECT n.entity_types, n.ids, n.sizes, (${contains}) AS exact, ${similarity} AS similarity
                FROM search_names n WHERE ${contains}${similar}
                -- Kept a subquery of its own: pulled up, each text's comparisons run again for every
                -- entity it names (800 times for one campaign name) when the results are ranked.
                OFFSET 0) n
          CROSS JOIN LATERAL unnest(n.entity_types, n.ids, n.sizes) AS e(entity_type, id, size)
          WHERE e.entity_type = ANY(${reads.types})
            AND NOT EXISTS (SELECT 1 FROM skiplists k WHERE k.entity_type = e.entity_type AND k.entity_id = e.id)`;
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
  const reads = {
    typed: params.add(likePattern(term.typed)),
    ...(term.name && term.name !== term.typed.toLowerCase() ? { name: params.add(likePattern(term.name)) } : {}),
    ...(term.name.length >= SIMILAR_MIN_LENGTH ? { similar: params.add(term.name) } : {}),
    types: params.add(options.types, 'text[]'),
  };
  const rows = await db.query<{ entity_type: SearchableType; id: number; total_impressions: number; total: number }>(
    `SELECT entity_type, id, total_impressions, total::int FROM (
       SELECT m.*, count(*) OVER () AS total,
              row_number() OVER (PARTITION BY entity_type ORDER BY ${RANK}, id) AS rank_in_type
       FROM (${matchesOf(reads)}) m
     ) ranked
     WHERE rank_in_type <= ${params.add(SEARCH_PER_TYPE_LIMIT, 'int')}
     ORDER BY ${RANK}, entity_type, id
     LIMIT ${params.add(options.size, 'int')}`,
    params.values,
  );
  const resolved = new Map<string, EntitySummary>();
  const wanted = options.types.map((entityType) => ({
    entityType,
    ids: rows.filter((row) => row.entity_type === entityType).map((row) => row.id),
  }));
  for (const entities of (await resolveEntitiesOfTypes(db, wanted, options.origin)).values()) {
    for (const { id, entityType, title, icon, campaign } of entities) {
      resolved.set(`${entityType}:${id}`, { id, entityType, title, icon, ...(campaign && { campaign }) });
    }
  }
  const elements = rows.flatMap((row): EntitySummary[] => {
    const entity = resolved.get(`${row.entity_type}:${row.id}`);
    return entity ? [{ ...entity, impressionsCount: Number(row.total_impressions) }] : [];
  });
  return { elements, count: { total: rows[0]?.total ?? 0 } };
}
