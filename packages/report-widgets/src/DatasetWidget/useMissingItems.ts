import { useMemo } from 'react';
import type { MissingItem, WidgetItem } from '../contract/widgetDefinition.ts';
import { placeInReport } from './placeInReport.ts';

const NO_MISSING_ITEMS: readonly MissingItem[] = [];

/** The compared items without data (their keys joined), the same array while they stay the same. */
export function useMissingItems(
  items: readonly WidgetItem[],
  gapKeys: string,
  reportItems: readonly WidgetItem[],
): readonly MissingItem[] {
  return useMemo(
    () =>
      gapKeys === ''
        ? NO_MISSING_ITEMS
        : items
            .filter((item) => gapKeys.split(',').includes(item.key))
            .map((item) => ({ item, colorIndex: placeInReport(reportItems, item) })),
    [items, gapKeys, reportItems],
  );
}
