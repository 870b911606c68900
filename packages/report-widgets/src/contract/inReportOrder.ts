import type { MissingItem, WidgetItemData } from './widgetDefinition.ts';

/** One place of a comparison: an item with its data, or one without data for these filters. */
export type ReportPlace<TData> = {
  key: string;
  /** The item's place among the report's items: its colour in every chart of the page. */
  colorIndex: number;
  /** In a comparison, `colorIndex`: the colour key its heading shows (`SeriesKey`); alone, none. */
  seriesIndex: number | undefined;
} & ({ entry: WidgetItemData<TData>; missing?: undefined } | { entry?: undefined; missing: MissingItem });

/**
 * The items with data and the compared items without, merged in the report's order (their
 * `colorIndex`), so a widget keeps every member of a comparison in its place.
 */
export function inReportOrder<TData>(
  items: readonly WidgetItemData<TData>[],
  missing: readonly MissingItem[],
): ReportPlace<TData>[] {
  const comparison = items.length + missing.length > 1;
  const placed = (colorIndex: number) => ({ colorIndex, seriesIndex: comparison ? colorIndex : undefined });
  const places: ReportPlace<TData>[] = [
    ...items.map((entry, index) => ({ key: entry.item.key, entry, ...placed(entry.colorIndex ?? index) })),
    ...missing.map((gap) => ({ key: gap.item.key, missing: gap, ...placed(gap.colorIndex) })),
  ];
  return places.sort((a, b) => a.colorIndex - b.colorIndex);
}
