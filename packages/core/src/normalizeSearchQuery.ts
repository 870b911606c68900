/** Straight and typographic quotes, backticks and percent signs. */
const STRIPPED = /["'`\u2018\u2019\u201A\u201B\u201C\u201D\u201E\u201F\u00AB\u00BB%]/g;

/**
 * Trimmed, lowercased, quotes and percent signs removed.
 * Whitespace runs collapse to one space so '  nike   air ' and 'nike air' are the same search.
 */
export function normalizeSearchQuery(raw: string): string {
  return raw.replace(STRIPPED, '').trim().replace(/\s+/g, ' ').toLowerCase();
}
