import { useMemo } from 'react';
import type { WidgetItem, WidgetItemData } from '../contract/widgetDefinition.ts';
import { placeInReport } from './placeInReport.ts';

/** A name for each data object the cache hands out, so a memo can tell new data from the same. */
const dataIds = new WeakMap<object, number>();
let lastDataId = 0;
function identityOf(value: unknown): string {
  if (typeof value !== 'object' || value === null) return String(value);
  let id = dataIds.get(value);
  if (id === undefined) {
    lastDataId += 1;
    id = lastDataId;
    dataIds.set(value, id);
  }
  return `#${id}`;
}

/**
 * The items with data to show, the same array for as long as the items and their data are the same:
 * the views memoise their charts on it, and a chart given a new option draws itself again.
 */
export function useLoadedItems<TData>(
  items: readonly WidgetItem[],
  raws: readonly (TData | undefined)[],
  isEmpty: (data: TData) => boolean,
  reportItems: readonly WidgetItem[],
): WidgetItemData<TData>[] {
  const key = `${JSON.stringify(items)}\n${raws.map(identityOf).join(',')}\n${reportItems.map((item) => item.key).join(',')}`;
  return useMemo(
    () => {
      const loaded: WidgetItemData<TData>[] = [];
      items.forEach((item, index) => {
        // A benchmark's figures come averaged per advertiser from the API (core BENCHMARK_PARAM).
        const data = raws[index];
        if (data !== undefined && !isEmpty(data))
          loaded.push({ item, data, colorIndex: placeInReport(reportItems, item) });
      });
      return loaded;
    },
    // `key` names the items and each one's data, and the report items' order.
    [key, isEmpty],
  );
}
