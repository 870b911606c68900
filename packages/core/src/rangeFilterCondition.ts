import type { DatasetCondition } from './datasetRequest.ts';

export interface RangeFilterValue {
  min?: string | number | null;
  max?: string | number | null;
}

function toInteger(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const parsed = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(value, 10);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/**
 * Range filters: both bounds give `between`, only the lower one `ge`, only the
 * upper one `le`; values are parsed as integers. No usable bound gives no condition. Reversed
 * bounds are put in order, since the user meant the range between them.
 */
export function rangeFilterCondition(field: string, { min, max }: RangeFilterValue): DatasetCondition | undefined {
  const low = toInteger(min);
  const high = toInteger(max);
  if (low !== undefined && high !== undefined) {
    return { field, op: 'between', values: [String(Math.min(low, high)), String(Math.max(low, high))] };
  }
  if (low !== undefined) return { field, op: 'ge', values: [String(low)] };
  if (high !== undefined) return { field, op: 'le', values: [String(high)] };
  return undefined;
}
