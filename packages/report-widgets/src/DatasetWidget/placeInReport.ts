import type { WidgetItem } from '../contract/widgetDefinition.ts';

/** An item's place among the report's items: its colour and its place in a comparison. */
export function placeInReport(reportItems: readonly WidgetItem[], item: WidgetItem): number {
  return Math.max(
    reportItems.findIndex((reported) => reported.key === item.key),
    0,
  );
}
