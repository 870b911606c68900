import { toDomainWording } from '../i18n/enWinmo.ts';
import type { Language } from '../i18n/languages.ts';

/**
 * How a column's values are written (docs/decisions/exports.md, Client-ready exports): Excel number formats,
 * TSV text, and the unit in the column's title.
 * - `integer`: counts with thousands separators ('Impressions').
 * - `money`: the export's currency, two decimals; the title names the currency ('Spend (USD)').
 * - `percent`: 0–100 as the datasets give them; the title says '(%)', Excel shows a real percentage.
 * - `number`: other figures with two decimals (an affinity index, percentage points).
 * - `date`: ISO `YYYY-MM-DD`; Excel writes a date cell.
 * - `text`: names, already human (never a code such as SOCIAL_VIDEO).
 */
export type ExportColumnKind = 'integer' | 'money' | 'percent' | 'number' | 'date' | 'text';

/** A cell as a table holds it: numbers stay numbers, dates stay ISO until a writer formats them. */
export type ExportCell = string | number | null;

/** One column of a widget's table: the same for the card's 'Copy data' and the server's Excel and TSV. */
export interface ExportColumn<TRow> {
  /** Stable id, e.g. 'expenses'. */
  id: string;
  /** The English title without its unit ('Spend'); exportColumnTitle adds the unit. */
  title: string;
  kind: ExportColumnKind;
  value(row: TRow): ExportCell;
}

/** What a title is written for: the currency of the figures, and the reader's language. */
export interface ExportTitleContext {
  currency: string;
  language?: Language;
}

/**
 * A column's human title with its unit: money names the currency ('Spend (USD)', 'CPM (EUR)'),
 * percentages say '(%)'; in en-winmo 'Advertiser' reads 'Domain'.
 */
export function exportColumnTitle(
  column: Pick<ExportColumn<never>, 'title' | 'kind'>,
  context: ExportTitleContext,
): string {
  const unit = column.kind === 'money' ? ` (${context.currency})` : column.kind === 'percent' ? ' (%)' : '';
  const title = `${column.title}${unit}`;
  return context.language === 'en-winmo' ? toDomainWording(title) : title;
}

/** The decimal delimiter and the date format (tokens YYYY, MM, DD). */
export interface ExportTextSettings {
  decimalDelimiter: '.' | ',';
  dateFormat: string;
}

/** The card's 'Copy data' settings: a point and ISO dates, what a spreadsheet reads in any locale. */
export const COPY_DATA_SETTINGS: ExportTextSettings = { decimalDelimiter: '.', dateFormat: 'YYYY-MM-DD' };

/**
 * A cell as text (TSV files and 'Copy data'): money with two decimals, other numbers as they are
 * (at most 4 decimals), no thousands separators; dates in the settings' format; tabs and line
 * breaks inside a text become spaces so each row stays one line.
 */
export function exportCellText(value: ExportCell, kind: ExportColumnKind, settings: ExportTextSettings): string {
  if (value === null) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    const text = kind === 'money' ? value.toFixed(2) : String(Number(value.toFixed(4)));
    return settings.decimalDelimiter === ',' ? text.replace('.', ',') : text;
  }
  if (kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [year, month, day] = value.split('-') as [string, string, string];
    return settings.dateFormat.replace(/YYYY/g, year).replace(/MM/g, month).replace(/DD/g, day);
  }
  return value.replace(/[\t\r\n]+/g, ' ');
}
