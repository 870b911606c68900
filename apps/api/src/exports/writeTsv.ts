import { type ExportSettings, exportCellText } from '@adlens/core';
import type { SheetContent } from './sheetTable.ts';

/**
 * One sheet as a TSV file (docs/decisions/exports.md#client-ready-exports-excel-and-tsv):
 * UTF-8; the sheet's title and its filter lines (`label<TAB>value`), an empty line, then the table —
 * a header line of the column titles and one line per row. Tabs and line breaks inside a cell become
 * spaces, numbers use the export's decimal delimiter and no grouping, dates its date format.
 */
export function writeTsv(content: SheetContent, settings: ExportSettings): Uint8Array {
  const text = (value: string) => exportCellText(value, 'text', settings);
  const block =
    content.header.length > 0
      ? [
          [text(content.title)],
          ...content.header.map((line) => [
            text(line.label),
            exportCellText(line.value, line.kind ?? 'text', settings),
          ]),
          [],
        ]
      : [];
  const { columns, rows } = content.table;
  const header = columns.map((column) => text(column.title));
  const lines = rows.map((cells) => cells.map((cell, index) => exportCellText(cell, columns[index]!.kind, settings)));
  return new TextEncoder().encode(`${[...block, header, ...lines].map((cells) => cells.join('\t')).join('\n')}\n`);
}
