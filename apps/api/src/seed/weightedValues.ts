/**
 * Turns a weighted table into a SQL `VALUES` list with cumulative `[lo, hi)` bounds per group, so a
 * set-based query picks a row with `r >= lo AND r < hi` for a pseudo-random `r` in [0, 1). The tables
 * are constants of this module (never request input), which is why inlining them as literals is safe.
 */
type SqlLiteral = string | number | null;

export type WeightedRow = Readonly<Record<string, SqlLiteral>> & { readonly weight: number };

/** `(VALUES (col…, lo, hi), …)`; name it at the call site: `… AS fmt(channel, device, lo, hi)`. */
export function weightedValuesSql(
  rows: readonly WeightedRow[],
  columns: readonly string[],
  groupBy: readonly string[] = [],
): string {
  const totals = new Map<string, number>();
  const keyOf = (row: WeightedRow) => groupBy.map((column) => String(row[column])).join('|');
  for (const row of rows) totals.set(keyOf(row), (totals.get(keyOf(row)) ?? 0) + row.weight);
  const running = new Map<string, number>();
  const tuples = rows.map((row) => {
    const key = keyOf(row);
    const total = totals.get(key)!;
    const lo = (running.get(key) ?? 0) / total;
    running.set(key, (running.get(key) ?? 0) + row.weight);
    // The last row of a group ends at exactly 1 (plus a margin) so rounding never leaves a gap.
    const hi = running.get(key)! >= total ? 1.000001 : running.get(key)! / total;
    const cells = columns.map((column) => literal(row[column]));
    return `(${[...cells, lo.toFixed(6), hi.toFixed(6)].join(', ')})`;
  });
  return `(VALUES ${tuples.join(', ')})`;
}

function literal(value: SqlLiteral | undefined): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
    return Number.isInteger(value) ? `${value}` : `${value}::double precision`;
  }
  return `'${value.replaceAll("'", "''")}'`;
}
