import {
  type CategoryDirectoryCategory,
  type CategoryDirectoryEntry,
  type CategoryDirectoryResponse,
  compareCategoryNames,
} from '@adlens/core';
import type { Queryable } from '../db/Database.ts';
import type { DatasetFilters } from './datasetFilters.ts';
import { entityIcons } from './entityIcons.ts';
import type { DataMeta } from './loadDataMeta.ts';
import { resolveScope } from './reportScope.ts';
import { scanRollups } from './scanRollups.ts';

interface CategoryRow {
  id: number;
  name: string;
  parent_id: number | null;
}

/**
 * The category directory (docs/decisions/search-and-discovery.md#category-directory): every category
 * off the skiplist (a parent, a favicon, subcategories) with its impressions for the filters, read
 * from the category rollup in one scan; top-level categories alphabetical, each with its
 * subcategories alphabetical.
 */
export async function categoryDirectory({
  db,
  meta,
  filters,
  origin,
}: {
  db: Queryable;
  meta: DataMeta;
  filters: DatasetFilters;
  origin: string;
}): Promise<CategoryDirectoryResponse> {
  const market = await resolveScope(db, undefined);
  const [rows, categories] = await Promise.all([
    scanRollups({ db, meta, scope: market, filters, range: filters.period, dims: ['category'] }),
    db.query<CategoryRow>(
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
}
