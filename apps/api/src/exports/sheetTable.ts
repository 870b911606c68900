import type { ExportCell, ExportColumnKind, ExportHeaderLine } from '@adlens/core';

/** A column as a writer needs it: its human title (with its unit) and how its cells are formatted. */
interface SheetColumn {
  title: string;
  kind: ExportColumnKind;
}

/** The table of one sheet: cells in column order. */
export interface SheetTable {
  columns: SheetColumn[];
  rows: ExportCell[][];
}

/** One sheet of a file: its title, the filter lines above its table, the table and its currency. */
export interface SheetContent {
  title: string;
  /** The report items whose rows the table holds (the header's first line names them). */
  items: string[];
  /** What produced the figures (core exportHeaderLines); none for the creatives' details. */
  header: ExportHeaderLine[];
  table: SheetTable;
  /** The money columns' currency. */
  currency?: string;
}
