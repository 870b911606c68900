import { toDomainWording } from '../i18n/enWinmo.ts';
import type { Language } from '../i18n/languages.ts';

/**
 * How a column's values are written (docs/decisions.md, Client-ready exports): Excel number formats,
 * TSV text, and the unit in the column's title.
 * - `integer`: counts with thousands separators ('Impressions').
 * - `money`: the export's currency, two decimals; the title names the currency ('Spend (USD)').
 * - `percent`: 0–100 as the datasets give them; the title says '(%)', Excel shows a real percentage.
 * - `number`: other figures with two decimals (an affinity index, percentage points).
 * - `date`: ISO `YYYY-MM-DD`; Excel writes a date cell.
 * - `text`: names, already human (never a code such as SOCIAL_VIDEO).
 */
export const EXPORT_COLUMN_KINDS = ['integer', 'money', 'percent', 'number', 'date', 'text'] as const;
export type ExportColumnKind = (typeof EXPORT_COLUMN_KINDS)[number];

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
 * percentages say '(%)'; in en-winmo 'Advertiser' reads 'Domain' (spec access-shell-plans §1).
 */
export function exportColumnTitle(column: Pick<ExportColumn<never>, 'title' | 'kind'>, context: ExportTitleContext): string {
  const unit = column.kind === 'money' ? ` (${context.currency})` : column.kind === 'percent' ? ' (%)' : '';
  const title = `${column.title}${unit}`;
  return context.language === 'en-winmo' ? toDomainWording(title) : title;
}
