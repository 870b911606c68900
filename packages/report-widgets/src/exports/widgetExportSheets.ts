import { type ExportSheet, serializeDatasetRequest } from '@adlens/core';
import type { WidgetDefinition, ReportItem, WidgetFilters } from '../registry/widgetDefinition.ts';
import { withSubBrands } from '../registry/widgetQuery.ts';

/**
 * The sheets of a widget's data export (issue 9, spec reports-data §7 Export request criteria): one
 * dataset request per item, exactly as the widget reads it in full screen (the most rows it shows),
 * so the file holds what the user sees. The server reads them as the user, with the package's
 * gating. A category benchmark item is left out: the widget averages it per advertiser on screen, and
 * a file should not hold figures the dataset does not answer.
 */
export function widgetExportSheets<TType extends string, TData, TRow, TOptions>(
  definition: Pick<WidgetDefinition<TType, TData, TRow, TOptions>, 'dataset' | 'buildRequest'>,
  {
    title,
    items,
    filters,
    options,
  }: { title: string; items: readonly ReportItem[]; filters: WidgetFilters; options: TOptions },
): ExportSheet[] {
  const exported = items.filter((item) => !item.benchmark);
  return exported.map((item) => {
    const request = withSubBrands(
      definition.buildRequest({ entities: item.entities, filters, options, fullscreen: true }),
      filters,
    );
    return {
      // One worksheet per widget: the server puts a comparison's items under each other (issue 20).
      title,
      item: item.title,
      dataset: definition.dataset,
      query: serializeDatasetRequest(request).toString(),
    };
  });
}
