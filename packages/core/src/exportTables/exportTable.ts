import type { ExportCell, ExportColumn, ExportColumnKind } from './exportColumn.ts';

/**
 * A widget's table for every export of it: the
 * card's 'Copy data', the widget and report Excel and TSV files the server writes. Declared once per
 * dataset; the browser reads it through the widget registry, the server by the sheet's dataset.
 */
export interface ExportTable<TData, TRow> {
  /** The dataset the rows are made from (`GET datasets/{name}`). */
  dataset: string;
  /** Audience panels have no channel or device: headers leave those filters out. */
  channelFree?: boolean;
  columns: readonly ExportColumn<TRow>[];
  /**
   * The columns for one answer, where their titles depend on it (a ranking's share and change name
   * the figure it is ranked by); `columns` where absent. A widget's items share one answer's columns.
   */
  columnsFor?(data: TData): readonly ExportColumn<TRow>[];
  /** One report item's rows from its answer; `item` is the item's title (the 'Report item' column). */
  rows(data: TData, item: string): TRow[];
}

/** The columns of a table for an answer (its first item's, for a widget); the declared ones without one. */
export function exportColumnsFor<TData, TRow>(
  table: ExportTable<TData, TRow>,
  data: TData | undefined,
): readonly ExportColumn<TRow>[] {
  return data !== undefined && table.columnsFor ? table.columnsFor(data) : table.columns;
}

/** Lets TypeScript infer a table's data and row types while checking its parts. */
export function defineExportTable<TData, TRow>(table: ExportTable<TData, TRow>): ExportTable<TData, TRow> {
  return table;
}

/** A table with its types forgotten, for a reader that only knows the dataset's name (the server). */
export interface ErasedExportTable {
  dataset: string;
  channelFree: boolean;
  columns: readonly ErasedExportColumn[];
  /** The columns for one answer (ExportTable.columnsFor): what `cells` of that answer line up with. */
  columnsFor(data: unknown): readonly ErasedExportColumn[];
  /** One item's rows as cells, in column order. */
  cells(data: unknown, item: string): ExportCell[][];
}

interface ErasedExportColumn {
  id: string;
  title: string;
  kind: ExportColumnKind;
}

const eraseColumns = (columns: readonly ExportColumn<never>[]): ErasedExportColumn[] =>
  columns.map(({ id, title, kind }) => ({ id, title, kind }));

export function eraseExportTable<TData, TRow>(table: ExportTable<TData, TRow>): ErasedExportTable {
  return {
    dataset: table.dataset,
    channelFree: table.channelFree ?? false,
    columns: eraseColumns(table.columns),
    columnsFor: (data) => eraseColumns(exportColumnsFor(table, data as TData)),
    cells: (data, item) => {
      const columns = exportColumnsFor(table, data as TData);
      return table.rows(data as TData, item).map((row) => columns.map((column) => column.value(row)));
    },
  };
}

/** The 'Report item' column: which compared entity or group a row belongs to. */
export function itemColumn<TRow extends { item: string }>(): ExportColumn<TRow> {
  return { id: 'item', title: 'Report item', kind: 'text', value: (row) => row.item };
}

/** What an item without data says in its one row of an export. */
export const EXPORT_NO_DATA = 'No data for these filters';

/**
 * The row of a compared item that has no data: its
 * title in the 'Report item' column, EXPORT_NO_DATA in the first other text column, nothing else.
 * The same in the server's files and the card's 'Copy data'. Undefined for a table without items.
 */
export function noDataRow(
  columns: readonly { id: string; kind: ExportColumnKind }[],
  item: string,
): ExportCell[] | undefined {
  const itemIndex = columns.findIndex((column) => column.id === 'item');
  if (itemIndex < 0) return undefined;
  const noteIndex = columns.findIndex((column, index) => index !== itemIndex && column.kind === 'text');
  return columns.map((_column, index) => (index === itemIndex ? item : index === noteIndex ? EXPORT_NO_DATA : null));
}
