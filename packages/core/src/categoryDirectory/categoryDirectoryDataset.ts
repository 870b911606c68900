import type { DatasetPeriod } from '../datasets/reportDatasets.ts';

/**
 * `GET datasets/category-directory` (docs/decisions/search-and-discovery.md, Category directory): the category tree of
 * (a category has a parent, a favicon and subcategories) with each category's
 * impressions for the request's channel, country and period — what the directory page lists.
 */
export const CATEGORY_DIRECTORY_DATASET = 'category-directory';

export interface CategoryDirectoryEntry {
  id: number;
  name: string;
  /** The category's favicon (served by the API's media routes). */
  icon: string | null;
  /** Impressions in the period; a top-level category's include its subcategories'. */
  impressions: number;
}

export interface CategoryDirectoryCategory extends CategoryDirectoryEntry {
  /** Its subcategories, alphabetical. */
  subcategories: CategoryDirectoryEntry[];
}

export interface CategoryDirectoryResponse {
  /** The period the impressions are for, resolved against the data. */
  period: DatasetPeriod;
  /** Top-level categories, alphabetical; skipped categories are left out. */
  elements: CategoryDirectoryCategory[];
}
