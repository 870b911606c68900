/**
 * The category directory's search (docs/decisions/search-and-discovery.md, Category directory): as-you-type, matching
 * top-level categories and subcategories by a part of their name — case, accents and extra spaces
 * aside.
 */
export interface DirectoryCategory {
  id: number;
  name: string;
}

export interface DirectoryParent<TSub extends DirectoryCategory = DirectoryCategory> extends DirectoryCategory {
  subcategories: readonly TSub[];
}

export interface DirectoryMatch<T extends DirectoryParent> {
  category: T;
  /** The top-level category's own name holds the query (false without a query). */
  matched: boolean;
  /** The subcategories to show, each with whether its name holds the query. */
  subcategories: { subcategory: T['subcategories'][number]; matched: boolean }[];
}

/** Folds a name or a query for matching: trimmed, inner spaces collapsed, lower case, no accents. */
export function foldCategorySearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** Whether a name holds an already folded query (an empty query matches everything). */
export function categoryNameMatches(name: string, foldedQuery: string): boolean {
  return foldedQuery === '' || foldCategorySearch(name).includes(foldedQuery);
}

/**
 * The categories a query finds, in the given order. A top-level category whose name matches is shown
 * with all its subcategories (what it holds is the point of finding it); one whose name does not
 * match stays when some of its subcategories do, with only those. A blank query finds everything and
 * marks nothing as matched.
 */
export function searchCategoryDirectory<T extends DirectoryParent>(
  categories: readonly T[],
  query: string,
): DirectoryMatch<T>[] {
  const folded = foldCategorySearch(query);
  const out: DirectoryMatch<T>[] = [];
  for (const category of categories) {
    const subcategories = category.subcategories.map((subcategory) => ({
      subcategory,
      matched: folded !== '' && categoryNameMatches(subcategory.name, folded),
    }));
    if (folded === '') {
      out.push({ category, matched: false, subcategories });
      continue;
    }
    if (categoryNameMatches(category.name, folded)) {
      out.push({ category, matched: true, subcategories });
      continue;
    }
    const found = subcategories.filter((entry) => entry.matched);
    if (found.length > 0) out.push({ category, matched: false, subcategories: found });
  }
  return out;
}

/**
 * Where a query occurs in a name, for highlighting: [start, end) as offsets in the name, or null. Each
 * character is folded on its own (lower case, accents off), so offsets map back to the name.
 */
export function categoryMatchRange(name: string, query: string): [number, number] | null {
  const wanted = foldCategorySearch(query);
  if (wanted === '') return null;
  const chars = [...name];
  const foldedStarts: number[] = [];
  const nameStarts: number[] = [];
  let folded = '';
  let offset = 0;
  for (const char of chars) {
    foldedStarts.push(folded.length);
    nameStarts.push(offset);
    folded += foldChar(char);
    offset += char.length;
  }
  const at = folded.indexOf(wanted);
  if (at < 0) return null;
  const end = at + wanted.length;
  let first = 0;
  while (first + 1 < chars.length && foldedStarts[first + 1]! <= at) first += 1;
  const after = foldedStarts.findIndex((start) => start >= end);
  return [nameStarts[first]!, after < 0 ? name.length : nameStarts[after]!];
}

function foldChar(char: string): string {
  return char
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
