import { type ExportSheet, serializeDatasetRequest } from '@adlens/core';
import type { WidgetDefinition, WidgetItem, WidgetFilters } from '../contract/widgetDefinition.ts';
import { itemRequest } from '../contract/widgetQuery.ts';

/**
 * The sheets of a widget's data export: one
 * dataset request per item, exactly as the widget reads it in full screen (the most rows it shows),
 * so the file holds what the user sees. The server reads them as the user, with the package's
 * gating. A category benchmark is asked as the widget asks it, so the API's averages per advertiser
 * are in the file as on screen.
 */
export function widgetExportSheets<TType extends string, TData, TRow, TOptions>(
  definition: Pick<WidgetDefinition<TType, TData, TRow, TOptions>, 'dataset' | 'buildRequest'>,
  {
    title,
    items,
    filters,
    options,
  }: { title: string; items: readonly WidgetItem[]; filters: WidgetFilters; options: TOptions },
): ExportSheet[] {
  return items.map((item) => {
    const request = itemRequest(definition, { item, filters, options, fullscreen: true });
    return {
      // One worksheet per widget: the server puts a comparison's items under each other.
      title,
      item: item.title,
      dataset: definition.dataset,
      query: serializeDatasetRequest(request).toString(),
    };
  });
}
