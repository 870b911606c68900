/**
 * The rows one page may return when the package caps a list (the CAMPAIGN and
 * CREATIVE resultsLimit; docs/product/plans-and-limits.md): the page's offset as asked, its length cut so that no row past the first
 * `resultsLimit` of the whole list is returned; 0 for a page entirely beyond it. null: no cap.
 */
export function cappedPage(page: number, size: number, resultsLimit: number | null): { offset: number; limit: number } {
  const offset = page * size;
  if (resultsLimit === null) return { offset, limit: size };
  return { offset, limit: Math.max(0, Math.min(size, resultsLimit - offset)) };
}

/** A list's count (core ListCount): `resultsLimit` when the package caps the list. */
export function listCount(total: number, resultsLimit: number | null): { total: number; resultsLimit?: number } {
  return resultsLimit === null ? { total } : { total, resultsLimit };
}
