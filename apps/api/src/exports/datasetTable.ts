import type { ExportCell, ExportColumnKind } from '@adlens/core';
import type { SheetTable } from './sheetTable.ts';

/** A cell as the dataset answered it: numbers stay numbers, ISO dates stay text until written. */
type TableCell = string | number | boolean | null;

/** How a column's numbers or texts are written (XLSX number formats, TSV delimiters): core's kinds. */
type ColumnKind = ExportColumnKind;

interface TableColumn {
  /** The dotted path in the row, e.g. 'advertiser.title'. */
  key: string;
  /** The readable title, e.g. 'Advertiser'. */
  title: string;
  kind: ColumnKind;
}

export interface DatasetTable {
  columns: TableColumn[];
  rows: Record<string, TableCell>[];
}

/** Keys of the figures the widgets show as money (spend) and as percentages (0–100). */
const MONEY_KEY = /(expenses|spend|cpm|budget|price|cost)$/i;
const PERCENT_KEY = /^(share|change|deviation|percent)$/i;
/** Our own media and icon URLs: images in the app, noise in a sheet (they name the API's host). */
const IMAGE_KEY = /^(icon|favicon|faviconurl|imageurl|videourl|posterurl|logo)$/i;
/** The fields every report dataset repeats about the request, shown once on the 'Report' sheet. */
const CONTEXT_KEYS = new Set(['currency', 'period', 'advertisersCount', 'averagedPerAdvertiser']);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isRowList = (value: unknown): value is Record<string, unknown>[] => Array.isArray(value) && value.every(isRecord);

/**
 * The response's main list (docs/decisions/exports.md#exports-and-downloads, Sheets): `elements`; else a nested
 * list such as `creatives.elements`; else the first list of objects (`items`, `points`); else the
 * response itself as one row (headers, month-over-month) without the request context.
 */
export function mainRows(response: unknown): Record<string, unknown>[] {
  if (isRowList(response)) return response;
  if (!isRecord(response)) return [];
  if (isRowList(response.elements)) return response.elements;
  for (const value of Object.values(response)) {
    if (isRecord(value) && isRowList(value.elements)) return value.elements;
  }
  for (const value of Object.values(response)) {
    if (isRowList(value) && value.length > 0) return value;
  }
  const single = Object.fromEntries(Object.entries(response).filter(([key]) => !CONTEXT_KEYS.has(key)));
  return Object.keys(single).length > 0 ? [single] : [];
}

/** A list in a cell: scalars joined, objects by their name or title; other lists are left out. */
function listCell(list: unknown[]): string | undefined {
  // An empty list says nothing of what it would hold: an empty cell if a column has it at all.
  if (list.length === 0) return undefined;
  const parts = list.map((item) => {
    if (isRecord(item)) return item.title ?? item.name;
    return item;
  });
  if (!parts.every((part) => typeof part === 'string' || typeof part === 'number')) return undefined;
  return parts.join(', ');
}

function flatten(row: Record<string, unknown>, prefix: string, into: Map<string, TableCell>): void {
  for (const [key, value] of Object.entries(row)) {
    // A nested entity's type repeats the column's own meaning ('Advertiser' is an advertiser).
    if (IMAGE_KEY.test(key) || (prefix && key === 'entityType')) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (isRecord(value)) flatten(value, path, into);
    else if (Array.isArray(value)) {
      const text = listCell(value);
      if (text !== undefined) into.set(path, text);
    } else if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      into.set(path, value as TableCell);
    }
  }
}

function words(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The readable title of a dotted path (docs/decisions/exports.md#exports-and-downloads): a nested object's
 * `name` or `title` is the object itself ('advertiser.title' → 'Advertiser'; an `entity`'s → 'Name'),
 * its `id` is '<Object> ID', other nested leaves read '<Object> <leaf>' ('size.width' → 'Size width');
 * top-level keys read as words ('totalImpressions' → 'Total impressions').
 */
export function columnTitle(path: string): string {
  const parts = path.split('.');
  const leaf = parts.at(-1)!;
  const parents = parts.slice(0, -1);
  const parent = parents.at(-1);
  if (parent && (leaf === 'title' || leaf === 'name')) {
    return parent === 'entity' && parents.length === 1 ? 'Name' : capitalise(parents.map(words).join(' '));
  }
  if (parent && leaf === 'id') return capitalise(`${parents.map(words).join(' ')} ID`);
  if (!parent && leaf === 'id') return 'ID';
  return capitalise([...parents, leaf].map(words).join(' '));
}

function kindOf(key: string, values: TableCell[]): ColumnKind {
  const present = values.filter((value) => value !== null);
  if (present.length > 0 && present.every((value) => typeof value === 'number')) {
    const leaf = key.split('.').at(-1)!;
    if (MONEY_KEY.test(leaf)) return 'money';
    if (PERCENT_KEY.test(leaf)) return 'percent';
    return present.every((value) => Number.isInteger(value)) ? 'integer' : 'number';
  }
  if (present.length > 0 && present.every((value) => typeof value === 'string' && ISO_DATE.test(value))) return 'date';
  return 'text';
}

/** Titles made unique in column order: a repeat gets ' (2)', ' (3)', … */
function uniqueTitles(titles: string[]): string[] {
  const seen = new Map<string, number>();
  return titles.map((title) => {
    const count = (seen.get(title) ?? 0) + 1;
    seen.set(title, count);
    return count === 1 ? title : `${title} (${count})`;
  });
}

/** A dataset response as a table: its main list's rows, one column per scalar leaf (first seen order). */
export function datasetTable(response: unknown): DatasetTable {
  const rows = mainRows(response).map((row) => {
    const cells = new Map<string, TableCell>();
    flatten(row, '', cells);
    return cells;
  });
  const keys: string[] = [];
  for (const row of rows) for (const key of row.keys()) if (!keys.includes(key)) keys.push(key);
  const titles = uniqueTitles(keys.map(columnTitle));
  return {
    columns: keys.map((key, index) => ({
      key,
      title: titles[index]!,
      kind: kindOf(
        key,
        rows.map((row) => row.get(key) ?? null),
      ),
    })),
    rows: rows.map((row) => Object.fromEntries(keys.map((key) => [key, row.get(key) ?? null]))),
  };
}

const toCell = (value: TableCell): ExportCell => (typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value);

/**
 * A dataset without a core export table (the creatives' details, a dataset no widget exports) as a
 * sheet table: the generic flattening above, cells in column order.
 */
export function genericSheetTable(response: unknown): SheetTable {
  const { columns, rows } = datasetTable(response);
  return {
    columns: columns.map(({ title, kind }) => ({ title, kind })),
    rows: rows.map((row) => columns.map((column) => toCell(row[column.key] ?? null))),
  };
}
