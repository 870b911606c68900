import { COPY_DATA_SETTINGS, type ExportCell, type ExportColumnKind, exportCellText } from '@adlens/core';

const integers = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const decimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * A table cell as the PDF's reader reads it: the same values as 'Copy data' (the widget's export
 * table), with thousands separators a spreadsheet would not want but a page does ('1,234,567',
 * money with two decimals; the column's title names the currency or '%').
 */
export function pdfCellText(value: ExportCell, kind: ExportColumnKind): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return exportCellText(value, kind, COPY_DATA_SETTINGS);
  if (kind === 'integer') return integers.format(value);
  if (kind === 'money') return money.format(value);
  return decimals.format(value);
}

/** Numbers line up on the right, names on the left. */
export function alignsRight(kind: ExportColumnKind): boolean {
  return kind !== 'text' && kind !== 'date';
}

/**
 * Column widths that fill `maxWidth`: each column's natural width (its widest text, padded) when
 * they all fit, the room left shared out in proportion; otherwise the widest columns are narrowed
 * to one common width (their text then wraps) so the narrow figures keep theirs.
 */
export function pdfColumnWidths(natural: readonly number[], maxWidth: number): number[] {
  const total = natural.reduce((sum, width) => sum + width, 0);
  if (total <= 0) return natural.map(() => maxWidth / Math.max(natural.length, 1));
  if (total <= maxWidth) return natural.map((width) => (width / total) * maxWidth);
  // The cap at which the capped columns and the others add up to maxWidth.
  const sorted = [...natural].sort((a, b) => a - b);
  let rest = maxWidth;
  let cap = 0;
  for (const [index, width] of sorted.entries()) {
    const share = rest / (sorted.length - index);
    if (width >= share) {
      cap = share;
      break;
    }
    rest -= width;
  }
  return natural.map((width) => Math.min(width, cap));
}
