import type { MissingItem, WidgetItemData } from './widgetDefinition.ts';

/** One place of a comparison: an item with its data, or one without data for these filters. */
export type ReportPlace<TData> = {
  key: string;
  /** The item's place among the report's items: its colour in every chart of the page. */
  colorIndex: number;
} & ({ entry: WidgetItemData<TData>; missing?: undefined } | { entry?: undefined; missing: MissingItem });

/**
 * The items with data and the compared items without, merged in the report's order (their
 * `colorIndex`), so a widget keeps every member of a comparison in its place (issue 20).
 */
export function inReportOrder<TData>(
  items: readonly WidgetItemData<TData>[],
  missing: readonly MissingItem[],
): ReportPlace<TData>[] {
  const places: ReportPlace<TData>[] = [
    ...items.map((entry, index) => ({ key: entry.item.key, entry, colorIndex: entry.colorIndex ?? index })),
    ...missing.map((gap) => ({ key: gap.item.key, missing: gap, colorIndex: gap.colorIndex })),
  ];
  return places.sort((a, b) => a.colorIndex - b.colorIndex);
}
