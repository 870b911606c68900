import {
  COPY_DATA_SETTINGS,
  type ExportCell,
  type ExportTable,
  type ExportTitleContext,
  exportCellText,
  exportColumnTitle,
  exportColumnsFor,
  noDataRow,
} from '@adlens/core';
import type { WidgetTable } from '../WidgetCard/widgetCardContent.ts';
import type { WidgetItemData } from '../contract/widgetDefinition.ts';

/**
 * The widget's export table (the one the server's Excel and TSV files use) over what the
 * card shows: human column titles with units, then one row per row of every item; compared items
 * without data each keep a row that says so. 'Copy data' and the report PDF write it.
 */
export function widgetTable<TData, TRow>(
  table: ExportTable<TData, TRow>,
  items: readonly WidgetItemData<TData>[],
  context: ExportTitleContext,
  /** Items without data: each keeps a row that says so, as in the server's files. */
  withoutData: readonly string[] = [],
): WidgetTable {
  // The items of one widget share its request, so the first answer's columns hold for all.
  const columns = exportColumnsFor(table, items[0]?.data);
  const gaps = withoutData.flatMap((item) => {
    const row = noDataRow(columns, item);
    return row ? [row] : [];
  });
  return {
    columns: columns.map((column) => ({ title: exportColumnTitle(column, context), kind: column.kind })),
    rows: [...exportCells(table, items), ...gaps],
  };
}

/**
 * The widget's table as tab-separated text: a header line of the human titles with units, then one
 * line per row of every item ('Copy data' puts it under the card's title and filters, copyDataText).
 */
export function toTsv<TData, TRow>(
  table: ExportTable<TData, TRow>,
  items: readonly WidgetItemData<TData>[],
  context: ExportTitleContext,
  withoutData: readonly string[] = [],
): string {
  const { columns, rows } = widgetTable(table, items, context, withoutData);
  const header = columns.map((column) => exportCellText(column.title, 'text', COPY_DATA_SETTINGS));
  const lines = rows.map((cells) =>
    cells.map((cell, index) => exportCellText(cell, columns[index]!.kind, COPY_DATA_SETTINGS)),
  );
  return [header, ...lines].map((line) => line.join('\t')).join('\n');
}

/** Every item's rows as cells in column order, item after item: the widget's data as its files hold it. */
export function exportCells<TData, TRow>(
  table: ExportTable<TData, TRow>,
  items: readonly WidgetItemData<TData>[],
): ExportCell[][] {
  return items.flatMap(({ item, data }) => {
    const columns = exportColumnsFor(table, data);
    return table.rows(data, item.title).map((row) => columns.map((column) => column.value(row)));
  });
}

/** The currency a widget's figures are in: its answers' `currency`, else the filter's, else USD. */
export function currencyOfItems(items: readonly WidgetItemData<unknown>[], fallback: string): string {
  for (const { data } of items) {
    if (typeof data === 'object' && data !== null && 'currency' in data && typeof data.currency === 'string') {
      return data.currency;
    }
  }
  return fallback;
}

/**
 * What 'Copy data' puts on the clipboard: the card's title and its filter line (what the figures
 * count: item type, period with its dates, country, channels, devices, currency), a blank line, then
 * the table. A paste that travels away from the card still says what it counts, as exports do.
 */
export function copyDataText(heading: readonly string[], tsv: string): string {
  return [...heading.filter(Boolean), '', tsv].join('\n');
}
