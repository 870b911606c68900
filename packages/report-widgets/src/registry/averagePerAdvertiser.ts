/** The amounts a benchmark averages; shares, counts and dates stay as they are. */
const MEASURE_KEYS = new Set(['impressions', 'expenses', 'totalImpressions', 'totalExpenses']);

function divide(value: unknown, count: number): unknown {
  if (Array.isArray(value)) return value.map((entry) => divide(entry, count));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [
      key,
      MEASURE_KEYS.has(key) && typeof entry === 'number' ? entry / count : divide(entry, count),
    ]),
  );
}

/**
 * A category's figures as the '(Avg)' benchmark item (spec reports-data §3 Group: "a group with a
 * category gets that category as an averaged benchmark item"): every impressions and spend amount
 * divided by the category's `advertisersCount`, which the API sends on category items. Without a
 * count the figures are returned unchanged.
 */
export function averagePerAdvertiser<TData>(data: TData): TData {
  const count = (data as { advertisersCount?: unknown }).advertisersCount;
  if (typeof count !== 'number' || count <= 0) return data;
  return divide(data, count) as TData;
}
