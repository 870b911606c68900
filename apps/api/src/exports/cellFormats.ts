import type { ExportSettings } from '@adlens/core';
import type { ColumnKind, TableCell } from './datasetTable.ts';

/** Excel's limit on a sheet name, and the characters it refuses in one. */
const SHEET_NAME_MAX_LENGTH = 31;
const SHEET_NAME_UNSAFE = /[[\]:*?/\\]/g;

/**
 * Sheet names from titles (spec reports-data §7; Excel's rules): the refused characters become
 * spaces, names are cut to 31 characters and made unique (case-insensitively, as Excel compares
 * them) with a ' (2)' suffix; `reserved` names (the 'Report' sheet) count as taken.
 */
export function sheetNames(titles: readonly string[], reserved: readonly string[] = []): string[] {
  const taken = new Set(reserved.map((name) => name.toLowerCase()));
  return titles.map((title) => {
    const clean = title.replace(SHEET_NAME_UNSAFE, ' ').replace(/\s+/g, ' ').replace(/^'|'$/g, '').trim() || 'Sheet';
    let name = Array.from(clean).slice(0, SHEET_NAME_MAX_LENGTH).join('').trim();
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) {
      const suffix = ` (${n})`;
      name = `${Array.from(clean)
        .slice(0, SHEET_NAME_MAX_LENGTH - suffix.length)
        .join('')
        .trim()}${suffix}`;
    }
    taken.add(name.toLowerCase());
    return name;
  });
}

/** The export's date format (tokens YYYY, MM, DD) as an Excel number format. */
export function excelDateFormat(dateFormat: string): string {
  return dateFormat.replace(/YYYY/g, 'yyyy').replace(/MM/g, 'mm').replace(/DD/g, 'dd');
}

/** An ISO date (YYYY-MM-DD) written with the export's date format. */
export function formatDate(iso: string, dateFormat: string): string {
  const [year, month, day] = iso.split('-');
  return dateFormat.replace(/YYYY/g, year!).replace(/MM/g, month!).replace(/DD/g, day!);
}

/** The Excel number format of a column (docs/decisions.md, Exports: number formats). */
export function excelNumberFormat(
  kind: ColumnKind,
  dateFormat: string,
  currency: string | undefined,
): string | undefined {
  switch (kind) {
    case 'integer':
      return '#,##0';
    case 'money':
      return currency ? `#,##0.00 "${currency.replace(/"/g, '')}"` : '#,##0.00';
    // Percentages are 0–100 in the datasets: shown with a sign, the value kept as the dataset has it.
    case 'percent':
      return '0.00"%"';
    case 'number':
      return '#,##0.00';
    case 'date':
      return excelDateFormat(dateFormat);
    case 'text':
      return undefined;
    default:
      return kind satisfies never;
  }
}

/** A cell of a TSV file (spec reports-data §5: the decimal delimiter and date format of the app config). */
export function tsvCell(value: TableCell, kind: ColumnKind, settings: ExportSettings): string {
  if (value === null) return '';
  if (typeof value === 'number') {
    const text = String(value);
    return settings.decimalDelimiter === ',' ? text.replace('.', ',') : text;
  }
  if (kind === 'date' && typeof value === 'string') return formatDate(value, settings.dateFormat);
  return String(value).replace(/[\t\r\n]+/g, ' ');
}
