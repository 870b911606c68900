/**
 * : "Categories are grouped by alphabetical ranges A-E, F-I, J-N, M-R and S-Z."
 * The product's ranges overlap — J–N and M–R both hold M and N — and we keep its five labels as they
 * are: a category starting with M or N is listed under both ranges that hold it, so it is found
 * under either. A name that does not start with a letter A–Z (a digit, a symbol) goes under the
 * first range (docs/decisions/search-and-discovery.md, Category directory).
 */
export const CATEGORY_RANGES = [
  { id: 'A-E', first: 'A', last: 'E' },
  { id: 'F-I', first: 'F', last: 'I' },
  { id: 'J-N', first: 'J', last: 'N' },
  { id: 'M-R', first: 'M', last: 'R' },
  { id: 'S-Z', first: 'S', last: 'Z' },
] as const;

export type CategoryRange = (typeof CATEGORY_RANGES)[number];
export type CategoryRangeId = CategoryRange['id'];

/** The range as people read it: 'A–E' (an en dash between the letters). */
export function categoryRangeLabel(range: CategoryRange): string {
  return `${range.first}–${range.last}`;
}

/**
 * The letter a name is filed under: its first character without accents ('Émile' → 'E'), upper
 * case; null when that is not a letter A–Z.
 */
export function categoryInitial(name: string): string | null {
  const first = name
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toUpperCase();
  return /^[A-Z]$/.test(first) ? first : null;
}

/** The ranges a category name is listed under: one, two for M and N, the first for non-letters. */
export function categoryRangesOf(name: string): CategoryRangeId[] {
  const initial = categoryInitial(name);
  if (initial === null) return [CATEGORY_RANGES[0].id];
  return CATEGORY_RANGES.filter((range) => initial >= range.first && initial <= range.last).map((range) => range.id);
}

const collator = /* @__PURE__ */ new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Alphabetical order of names (case and accents aside, numbers by value), then by id for equal names. */
export function compareCategoryNames(a: { name: string; id: number }, b: { name: string; id: number }): number {
  return collator.compare(a.name, b.name) || a.id - b.id;
}

export interface CategoryRangeGroup<T> {
  range: CategoryRange;
  categories: T[];
}

/** Every range, in the product's order, with its categories in alphabetical order (possibly none). */
export function groupCategoriesByRange<T extends { name: string; id: number }>(
  categories: readonly T[],
): CategoryRangeGroup<T>[] {
  const sorted = [...categories].sort(compareCategoryNames);
  return CATEGORY_RANGES.map((range) => ({
    range,
    categories: sorted.filter((category) => categoryRangesOf(category.name).includes(range.id)),
  }));
}
