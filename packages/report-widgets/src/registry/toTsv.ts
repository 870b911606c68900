import type { Translate } from '../i18n/translationKey.ts';
import type { ExportColumn } from './widgetDefinition.ts';

function cell(value: string | number | null): string {
  if (value === null) return '';
  // Tabs and line breaks would shift cells; a spreadsheet paste needs one line per row.
  return String(value).replace(/[\t\r\n]+/g, ' ');
}

/** Rows as tab-separated text with a header line: what 'Copy data' puts on the clipboard. */
export function toTsv<TRow>(rows: readonly TRow[], columns: readonly ExportColumn<TRow>[], t: Translate): string {
  const header = columns.map((column) => cell(t(column.titleKey)));
  const lines = rows.map((row) => columns.map((column) => cell(column.value(row, t))));
  return [header, ...lines].map((line) => line.join('\t')).join('\n');
}
