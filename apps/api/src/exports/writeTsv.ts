import type { ExportSettings } from '@adlens/core';
import { tsvCell } from './cellFormats.ts';
import type { DatasetTable } from './datasetTable.ts';

/**
 * One sheet as a TSV file (spec reports-data §7 WIDGET_TSV): UTF-8, a header line of the column
 * titles, one line per row; tabs and line breaks inside a cell become spaces.
 */
export function writeTsv(table: DatasetTable, settings: ExportSettings): Uint8Array {
  const header = table.columns.map((column) => column.title.replace(/[\t\r\n]+/g, ' '));
  const lines = table.rows.map((row) =>
    table.columns.map((column) => tsvCell(row[column.key] ?? null, column.kind, settings)),
  );
  return new TextEncoder().encode(`${[header, ...lines].map((cells) => cells.join('\t')).join('\n')}\n`);
}
