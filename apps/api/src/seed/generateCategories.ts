import type { Queryable } from '../db/Database.ts';
import { categoryRows } from './categoryVocabulary.ts';
import { TILE_COLORS } from './vocabulary.ts';

/**
 * The category tree and the keyword list (Keyword) from
 * categoryVocabulary.ts; ids as `categoryRows` assigns them, favicon colours by hash.
 */
export async function generateCategories(tx: Queryable, salt: number): Promise<void> {
  const { categories, keywords } = categoryRows();
  await tx.query(
    `INSERT INTO categories (id, name, parent_id, favicon_color)
     SELECT c.id, c.name, c.parent_id,
            ($5::text[])[1 + floor(adlens_rand($1::bigint, c.id) * cardinality($5::text[]))::int]
     FROM unnest($2::bigint[], $3::text[], $4::bigint[]) AS c(id, name, parent_id)
     ORDER BY c.parent_id NULLS FIRST, c.id`,
    [
      salt,
      categories.map((row) => row.id),
      categories.map((row) => row.name),
      categories.map((row) => row.parentId),
      TILE_COLORS,
    ],
  );
  await tx.query(
    `INSERT INTO keywords (id, name, category_id)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::bigint[])`,
    [keywords.map((row) => row.id), keywords.map((row) => row.name), keywords.map((row) => row.categoryId)],
  );
}
