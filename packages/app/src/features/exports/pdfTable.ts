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

/** Measures a text's width in points, in the font and size it is written in. */
export type MeasureText = (text: string) => number;

/** Longer than this, a token without spaces is a code or an address, not a word a reader reads whole. */
const LONG_TOKEN_CHARS = 28;

/**
 * A token that may break anywhere (CSS `overflow-wrap: anywhere`, for that token only): a web address
 * or a long code. Words and names ('Advertiser', 'Halloween', 'nike.com') never break inside.
 */
export function breaksAnywhere(token: string): boolean {
  return token.length > LONG_TOKEN_CHARS || /^(https?:\/\/|www\.)|\/./i.test(token);
}

/** The narrowest a token that may break anywhere asks its column to be. */
const LONG_TOKEN_FLOOR = 48;

/** Rounding room: a word exactly as wide as its column fits it. */
const EPSILON = 0.01;

/**
 * The narrowest a column can be without breaking a word: its widest word (a long address counts
 * only up to a floor of its own: it breaks anywhere), padding included.
 */
export function pdfColumnFloor(texts: readonly string[], measure: MeasureText, padding: number): number {
  let floor = 0;
  for (const text of texts)
    for (const word of text.split(/\s+/)) {
      if (!word) continue;
      const width = measure(word);
      floor = Math.max(floor, breaksAnywhere(word) ? Math.min(width, LONG_TOKEN_FLOOR) : width);
    }
  return floor + padding;
}

/** The longest start of `word` that fits `width` with an ellipsis after it. */
function truncated(word: string, width: number, measure: MeasureText): string {
  for (let end = word.length - 1; end > 0; end--) {
    const text = `${word.slice(0, end)}…`;
    if (measure(text) <= width + EPSILON) return text;
  }
  return '…';
}

/** Where an address reads best cut: after a slash, a dot, a hyphen or a query's punctuation. */
const SOFT_BREAK = /[/.\-_?&=]/;

/** `token` in pieces that each fit `width`: cut after its last soft break that fits, else anywhere. */
function pieces(token: string, width: number, measure: MeasureText): string[] {
  const result: string[] = [];
  let piece = '';
  for (const char of token) {
    if (piece && measure(piece + char) > width + EPSILON) {
      let cut = piece.length;
      for (let index = piece.length - 1; index > 0; index--)
        if (SOFT_BREAK.test(piece[index]!)) {
          // Only where what is carried over still fits with the next character.
          if (measure(piece.slice(index + 1) + char) <= width + EPSILON) cut = index + 1;
          break;
        }
      result.push(piece.slice(0, cut));
      piece = piece.slice(cut);
    }
    piece += char;
  }
  if (piece) result.push(piece);
  return result;
}

/**
 * A cell's text as lines that fit `width` (the Top Ads table once printed 'Advertis er' and
 * 'Hallowee n 2026'; docs/product/pdf-tables.md): lines break at spaces only. A word wider than the column is cut short with an
 * ellipsis, never split; only a long address or code (`breaksAnywhere`) is cut anywhere to wrap.
 */
export function pdfWrapText(text: string, width: number, measure: MeasureText): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/)) {
      if (!word) continue;
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) <= width + EPSILON) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      if (measure(word) <= width + EPSILON) line = word;
      else if (breaksAnywhere(word)) {
        const parts = pieces(word, width, measure);
        lines.push(...parts.slice(0, -1));
        line = parts.at(-1) ?? '';
      } else {
        lines.push(truncated(word, width, measure));
        line = '';
      }
    }
    if (line || lines.length === 0) lines.push(line);
  }
  return lines;
}

/**
 * Column widths that fill `maxWidth`: each column's natural width (its widest text, padded) when
 * they all fit, the room left shared out in proportion; otherwise the widest columns are narrowed
 * to one common width (their text then wraps at spaces) so the narrow figures keep theirs, but no
 * column narrower than its floor (its widest word, `pdfColumnFloor`). When even the floors do not
 * fit, each column gets its share of the floors (the caller writes smaller first).
 */
export function pdfColumnWidths(natural: readonly number[], maxWidth: number, floors?: readonly number[]): number[] {
  const total = natural.reduce((sum, width) => sum + width, 0);
  if (total <= 0) return natural.map(() => maxWidth / Math.max(natural.length, 1));
  if (total <= maxWidth) return natural.map((width) => (width / total) * maxWidth);
  const floor = natural.map((width, index) => Math.min(width, floors?.[index] ?? 0));
  const floorTotal = floor.reduce((sum, width) => sum + width, 0);
  if (floorTotal >= maxWidth) return floor.map((width) => (width / floorTotal) * maxWidth);
  // The cap at which the columns, each between its floor and its natural width, add up to maxWidth.
  const widthsAt = (cap: number) => natural.map((width, index) => Math.max(floor[index]!, Math.min(width, cap)));
  let low = 0;
  let high = Math.max(...natural);
  for (let step = 0; step < 60; step++) {
    const cap = (low + high) / 2;
    if (widthsAt(cap).reduce((sum, width) => sum + width, 0) > maxWidth) high = cap;
    else low = cap;
  }
  return widthsAt(low);
}
