import { type ExportCell, type ExportColumnKind, type ExportSettings, exportCellText } from '@adlens/core';

/** Excel's limit on a sheet name, and the characters it refuses in one. */
const SHEET_NAME_MAX_LENGTH = 31;
const SHEET_NAME_UNSAFE = /[[\]:*?/\\]/g;

/**
 * Sheet names from titles (Excel's rules): the refused characters become
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

/**
 * The Excel number format of a column (docs/decisions/exports.md#client-ready-exports-excel-and-tsv): integers with
 * thousands separators, money with two decimals and the currency's code, percentages as Excel
 * percentages (the writer divides the datasets' 0–100 by 100, so the cell is a real percentage),
 * dates in the export's date format.
 */
export function excelNumberFormat(
  kind: ExportColumnKind,
  dateFormat: string,
  currency: string | undefined,
): string | undefined {
  switch (kind) {
    case 'integer':
      return '#,##0';
    case 'money':
      return currency ? `#,##0.00 "${currency.replace(/"/g, '')}"` : '#,##0.00';
    case 'percent':
      return '0.00%';
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

/** A cell's Excel value: dates as dates, percentages 0–100 as fractions (shown by '0.00%'). */
export function excelValue(value: ExportCell, kind: ExportColumnKind): ExportCell | Date {
  if (kind === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return new Date(`${value}T00:00:00Z`);
  }
  // Rounded past the datasets' own precision, so 31.99 is 0.3199 and not 0.31989999999999996.
  if (kind === 'percent' && typeof value === 'number') return Number((value / 100).toFixed(10));
  return value;
}

/** A cell of a TSV file: core exportCellText, the rule 'Copy data' follows too. */
export function tsvCell(value: ExportCell, kind: ExportColumnKind, settings: ExportSettings): string {
  return exportCellText(value, kind, settings);
}
