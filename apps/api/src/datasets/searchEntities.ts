import { ENTITY_TYPES, type EntitySummary, SEARCH_PER_TYPE_LIMIT, type SearchResponse } from '@adlens/core';
import type { Queryable } from '../db/Database.ts';
import { resolveEntitiesOfTypes } from './entityLookup.ts';
import { searchTermOf, transpositionsOf } from './searchTerm.ts';
import { SqlParams } from './SqlParams.ts';

/** datasets/search: every entity type can be searched (docs/product/search-and-names.md). */
export const SEARCHABLE_TYPES = ENTITY_TYPES;
export type SearchableType = (typeof SEARCHABLE_TYPES)[number];

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A regular expression (`~*`) for a word that starts with `text`: `\m` is a word's start. */
function wordStartPattern(text: string): string {
  return `\\m${text.replace(/[\\^$.|?*+()[\]{}]/g, (c) => `\\${c}`)}`;
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
 * text as typed or the name it stands for is inside a name or domain (ILIKE); `transposed` when a
 * word of one starts with the name once two adjacent letters typed the wrong way round are swapped
 * back ("nkie" → "nike", "adidsa" → "kids.adidas.com"; a word's start, so that "nike" is not taken
 * for a slip of "inke" in "LinkedIn"); otherwise close to a word of one (pg_trgm word similarity
 * `<%`, its default threshold 0.6: "sportwear" 0.62, "addidas" 0.67, "cocacola" 0.7), with how
 * close. One trigram index serves every condition (each ILIKE, regular expression and `<%` a bitmap
 * index scan of its own, OR-ed), and each text is compared once however many campaigns share it.
 */
function matchesOf(reads: {
  typed: string;
  name?: string;
  transposed: readonly string[];
  similar?: string;
  types: string;
}): string {
  const ilike = (pattern: string) => `n.words ILIKE ${pattern} ESCAPE '\\'`;
  const contains = [reads.typed, ...(reads.name ? [reads.name] : [])].map(ilike).join(' OR ');
  const transposed =
    reads.transposed.length > 0 ? reads.transposed.map((pattern) => `n.words ~* ${pattern}`).join(' OR ') : 'false';
  const similar = reads.similar ? ` OR ${reads.similar} <% n.words` : '';
  // Similarity only ranks what is not found as typed or swapped back, and a swap is only looked for
  // in what is not found as typed: each computed once, for those texts alone.
  const similarity = reads.similar
    ? `CASE WHEN exact OR transposed THEN 0 ELSE word_similarity(${reads.similar}, n.words) END`
    : '0';
  const found = reads.transposed.length > 0 ? `${contains} OR ${transposed}` : contains;
  return `SELECT e.entity_type, e.id, e.size AS total_impressions, n.exact, n.transposed, n.similarity
          FROM (SELECT n.entity_types, n.ids, n.sizes, n.exact, n.transposed, ${similarity} AS similarity
                FROM (SELECT n.words, n.entity_types, n.ids, n.sizes, (${contains}) AS exact,
                             CASE WHEN ${contains} THEN false ELSE (${transposed}) END AS transposed
                      FROM search_names n WHERE ${found}${similar}
                      -- Kept subqueries of their own: pulled up, each text's comparisons run again for
                      -- every entity it names (800 times for one campaign name) when they are ranked.
                      OFFSET 0) n
                OFFSET 0) n
          CROSS JOIN LATERAL unnest(n.entity_types, n.ids, n.sizes) AS e(entity_type, id, size)
          WHERE e.entity_type = ANY(${reads.types})
            AND NOT EXISTS (SELECT 1 FROM skiplists k WHERE k.entity_type = e.entity_type AND k.entity_id = e.id)`;
}

/**
 * Found as typed first, largest first; then found with two letters swapped back (one slip of the
 * keys, the closest a typo gets), largest first; then by how close, closest first
 * (docs/product/search-and-names.md).
 */
const RANK = 'exact DESC, transposed DESC, similarity DESC, total_impressions DESC';

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
    transposed: transpositionsOf(term.name, SIMILAR_MIN_LENGTH).map((text) => params.add(wordStartPattern(text))),
    ...(term.name.length >= SIMILAR_MIN_LENGTH ? { similar: params.add(term.name) } : {}),
    types: params.add(options.types, 'text[]'),
  };
  // The first 20 of each type, each with its type's count of matches (what the lists say they show
  // part of: "5 of 894"); every type with a match has its first here, so the merged list is cut to
  // `size` once they are read (at most 20 per type).
  const ranked = await db.query<{
    entity_type: SearchableType;
    id: number;
    total_impressions: number;
    type_total: number;
  }>(
    `SELECT entity_type, id, total_impressions, type_total::int FROM (
       SELECT m.*, count(*) OVER (PARTITION BY entity_type) AS type_total,
              row_number() OVER (PARTITION BY entity_type ORDER BY ${RANK}, id) AS rank_in_type
       FROM (${matchesOf(reads)}) m
     ) ranked
     WHERE rank_in_type <= ${params.add(SEARCH_PER_TYPE_LIMIT, 'int')}
     ORDER BY ${RANK}, entity_type, id`,
    params.values,
  );
  const byType: Partial<Record<SearchableType, number>> = {};
  for (const row of ranked) byType[row.entity_type] = row.type_total;
  const total = Object.values(byType).reduce((sum, n) => sum + n, 0);
  const rows = ranked.slice(0, options.size);
  const resolved = new Map<string, EntitySummary>();
  const wanted = options.types.map((entityType) => ({
    entityType,
    ids: rows.filter((row) => row.entity_type === entityType).map((row) => row.id),
  }));
  for (const entities of (await resolveEntitiesOfTypes(db, wanted, options.origin)).values()) {
    for (const { id, entityType, title, icon, campaign, publisherKind } of entities) {
      resolved.set(`${entityType}:${id}`, {
        id,
        entityType,
        title,
        icon,
        ...(campaign && { campaign }),
        ...(publisherKind && { publisherKind }),
      });
    }
  }
  const elements = rows.flatMap((row): EntitySummary[] => {
    const entity = resolved.get(`${row.entity_type}:${row.id}`);
    return entity ? [{ ...entity, impressionsCount: Number(row.total_impressions) }] : [];
  });
  return { elements, count: { total, byType } };
}
