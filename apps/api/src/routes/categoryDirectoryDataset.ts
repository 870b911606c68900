import {
  CATEGORY_DIRECTORY_DATASET,
  type CategoryDirectoryCategory,
  type CategoryDirectoryEntry,
  type CategoryDirectoryResponse,
  compareCategoryNames,
} from '@adlens/core';
import { z } from 'zod';
import { resolveFilters } from '../datasets/datasetFilters.ts';
import { entityIcons } from '../datasets/entityIcons.ts';
import { loadPackageAccess } from '../datasets/packageAccess.ts';
import { resolveScope } from '../datasets/reportScope.ts';
import { scanRollups } from '../datasets/scanRollups.ts';
import type { DatasetSpec } from './datasetRoute.ts';
import { filterKeys } from './datasetQuery.ts';

const entrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string().nullable(),
  impressions: z
    .number()
    .int()
    .describe("Impressions in the period; a top-level category's include its subcategories'"),
});

const categoryDirectoryResponseSchema = z.object({
  period: z.object({ id: z.string(), start: z.string(), end: z.string() }),
  elements: z.array(entrySchema.extend({ subcategories: z.array(entrySchema) })),
}) satisfies z.ZodType<CategoryDirectoryResponse>;

interface CategoryRow {
  id: number;
  name: string;
  parent_id: number | null;
}

/**
 * The category directory's data (docs/decisions/search-and-discovery.md#category-directory): every
 * category (a parent, a favicon, subcategories) with its impressions for the filters, read
 * from the category rollup in one scan. Gated like the category report (reportTypeAccess.ts
 * DATASET_REPORT_TYPES): a package without it is refused, so the directory never shows category
 * figures the plan does not sell.
 */
export const categoryDirectorySpec: DatasetSpec = {
  name: CATEGORY_DIRECTORY_DATASET,
  summary: 'Every category with its subcategories, favicons and impressions for the filters (the category directory)',
  description:
    "Top-level categories alphabetical, each with its subcategories alphabetical; `impressions` for `channel`, `country` (none: the package's markets) and `period` (default LAST_3_MONTHS), a top-level category's including its subcategories'. Categories on the skiplist are left out (a skipped top-level category with its subcategories). `currency` is accepted and ignored (impressions only).",
  query: z.object(filterKeys),
  response: categoryDirectoryResponseSchema,
  accepts: {},
  async handle({ deps, claims, meta, parsed, origin }): Promise<CategoryDirectoryResponse> {
    const access = await loadPackageAccess(deps.db, claims.user.id);
    const filters = await resolveFilters(deps.db, meta, parsed, claims, access);
    const market = await resolveScope(deps.db, undefined);
    const [rows, categories] = await Promise.all([
      scanRollups({ db: deps.db, meta, scope: market, filters, range: filters.period, dims: ['category'] }),
      deps.db.query<CategoryRow>(
        `SELECT id, name, parent_id FROM categories
         WHERE id NOT IN (SELECT entity_id FROM skiplists WHERE entity_type = 'category')`,
      ),
    ]);
    const impressions = new Map(rows.map((row) => [Number(row.category), row.impressions]));
    const entry = (row: CategoryRow): CategoryDirectoryEntry => ({
      id: row.id,
      name: row.name,
      icon: entityIcons.category(origin, row.id),
      impressions: Math.round(impressions.get(row.id) ?? 0),
    });
    const sorted = [...categories].sort(compareCategoryNames);
    const elements = sorted
      .filter((row) => row.parent_id === null)
      .map((parent): CategoryDirectoryCategory => ({
        ...entry(parent),
        subcategories: sorted.filter((row) => row.parent_id === parent.id).map(entry),
      }));
    return { period: filters.period, elements };
  },
};
