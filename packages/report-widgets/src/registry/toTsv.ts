import {
  COPY_DATA_SETTINGS,
  type ExportCell,
  type ExportTable,
  type ExportTitleContext,
  exportCellText,
  exportColumnTitle,
  noDataRow,
} from '@adlens/core';
import type { WidgetItemData } from './widgetDefinition.ts';

/**
 * What 'Copy data' puts on the clipboard: the widget's export table (the one the server's Excel and
 * TSV files use, issue 20) as tab-separated text, a header line of the human titles with units,
 * then one line per row of every item. No filter block: the paste lands beside the card that shows them.
 */
export function toTsv<TData, TRow>(
  table: ExportTable<TData, TRow>,
  items: readonly WidgetItemData<TData>[],
  context: ExportTitleContext,
  /** Items without data: each keeps a row that says so, as in the server's files (issue 20). */
  withoutData: readonly string[] = [],
): string {
  const header = table.columns.map((column) =>
    exportCellText(exportColumnTitle(column, context), 'text', COPY_DATA_SETTINGS),
  );
  const gaps = withoutData.flatMap((item) => {
    const row = noDataRow(table.columns, item);
    return row ? [row] : [];
  });
  const lines = [...exportCells(table, items), ...gaps].map((cells) =>
    cells.map((cell, index) => exportCellText(cell, table.columns[index]!.kind, COPY_DATA_SETTINGS)),
  );
  return [header, ...lines].map((line) => line.join('\t')).join('\n');
}

/** Every item's rows as cells in column order, item after item: the widget's data as its files hold it. */
export function exportCells<TData, TRow>(
  table: ExportTable<TData, TRow>,
  items: readonly WidgetItemData<TData>[],
): ExportCell[][] {
  return items.flatMap(({ item, data }) =>
    table.rows(data, item.title).map((row) => table.columns.map((column) => column.value(row))),
  );
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
