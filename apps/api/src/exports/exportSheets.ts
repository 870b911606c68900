import {
  type ChannelSetNames,
  DEFAULT_CURRENCY,
  EXPORT_NO_DATA,
  type DatasetRequest,
  type DateRange,
  type ErasedExportTable,
  type ExportHeaderInput,
  type ExportHeaderLine,
  exportColumnTitle,
  exportHeaderLines,
  exportTableOf,
  noDataRow,
  parseDatasetRequest,
  periodName,
} from '@adlens/core';
import { genericSheetTable } from './datasetTable.ts';
import type { StoredExportSheet } from './exportJobStore.ts';
import type { SheetContent } from './sheetTable.ts';

/** A sheet of the request with the dataset's answer, as the worker read it. */
export interface ReadSheet {
  sheet: StoredExportSheet;
  response: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function currencyOf(response: unknown): string | undefined {
  return isRecord(response) && typeof response.currency === 'string' ? response.currency : undefined;
}

/** The dates an answer covers (its `period`), the data's date range of the header. */
function dataPeriodOf(response: unknown): DateRange | undefined {
  if (!isRecord(response) || !isRecord(response.period)) return undefined;
  const { start, end } = response.period;
  return typeof start === 'string' && typeof end === 'string' ? { start, end } : undefined;
}

/** What grouping and headers read of a sheet: no view token or claims. */
type SheetRequest = Pick<StoredExportSheet, 'title' | 'dataset' | 'query' | 'item'>;

function requestOf(sheet: SheetRequest): DatasetRequest {
  // The query passed the same parser when the job was registered (exportRequestSchema).
  return parseDatasetRequest(new URLSearchParams(sheet.query));
}

/**
 * The publisher a sheet reads a campaign on (`onPublisher`, a campaign opened from a publisher's
 * report), if any.
 */
export function publisherSliceIdOf(sheet: Pick<StoredExportSheet, 'query'>): number | undefined {
  const id = Number(parseDatasetRequest(new URLSearchParams(sheet.query)).params?.onPublisher);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** What the headers name besides the request's own filters (the exporting session's facts). */
export interface HeaderNames {
  /** What 'All channels' stands for in the session (core channelSetNames of its package). */
  channelSet?: ChannelSetNames;
  /** The names of the publishers sheets read a campaign on, by id (publisherSliceIdOf). */
  publishers?: ReadonlyMap<number, string>;
}

/** The header input of a sheet's session facts: its channel set, and its publisher slice named. */
function namesFor(sheet: SheetRequest, names: HeaderNames): Pick<ExportHeaderInput, 'channelSet' | 'publisher'> {
  const sliceId = publisherSliceIdOf(sheet);
  const publisher = sliceId === undefined ? undefined : names.publishers?.get(sliceId);
  return { ...(names.channelSet && { channelSet: names.channelSet }), ...(publisher && { publisher }) };
}

/** The filters of a request without its entities: sheets that differ only in those are one widget's items. */
function filtersKey(sheet: SheetRequest): string {
  const { entities: _entities, ...filters } = requestOf(sheet);
  return JSON.stringify(filters);
}

/** An older client names no item: the entities of the query stand in ('advertiser 5'). */
function itemOf(sheet: SheetRequest): string {
  if (sheet.item) return sheet.item;
  const entities = requestOf(sheet).entities ?? [];
  return entities.map(({ entityType, ids }) => `${entityType} ${ids.join(', ')}`).join('; ') || sheet.title;
}

/**
 * Consecutive sheets of one widget — same title, dataset and filters, different report items — are
 * one worksheet (one sheet per widget; a comparison's items under each other, as 'Copy
 * data' has them). Sheets a dashboard repeats with the same item stay apart.
 */
function groupSheets<T extends { sheet: SheetRequest }>(read: readonly T[]): T[][] {
  const groups: T[][] = [];
  for (const entry of read) {
    const last = groups.at(-1);
    const first = last?.[0];
    const joins =
      first !== undefined &&
      exportTableOf(entry.sheet.dataset) !== undefined &&
      first.sheet.title === entry.sheet.title &&
      first.sheet.dataset === entry.sheet.dataset &&
      entry.sheet.item !== undefined &&
      last!.every(({ sheet }) => sheet.item !== undefined && sheet.item !== entry.sheet.item) &&
      filtersKey(first.sheet) === filtersKey(entry.sheet);
    if (joins) last!.push(entry);
    else groups.push([entry]);
  }
  return groups;
}

/** How many sheets (or TSV files) a request's sheets make: a widget's items share one. */
export function exportSheetCount(sheets: readonly SheetRequest[]): number {
  return groupSheets(sheets.map((sheet) => ({ sheet }))).length;
}

function tableSheet(
  group: readonly ReadSheet[],
  table: ErasedExportTable,
  fallbackCurrency: string,
  names: HeaderNames,
): SheetContent {
  const [first] = group;
  const currency = currencyOf(first!.response) ?? requestOf(first!.sheet).currency ?? fallbackCurrency;
  const hasMoney = table.columns.some((column) => column.kind === 'money');
  const dataPeriod = dataPeriodOf(first!.response);
  const items = group.map(({ sheet }) => itemOf(sheet));
  // The items of one widget share its request (sort included), so the first answer's columns hold for all.
  const columns = table.columnsFor(first!.response);
  const blocks = group.map(({ sheet, response }) => table.cells(response, itemOf(sheet)));
  // An item without data keeps a row that says so.
  const empty = items.filter((_item, index) => blocks[index]!.length === 0);
  const rows = blocks.flatMap((block, index) => {
    if (block.length > 0) return block;
    const row = noDataRow(columns, items[index]!);
    return row ? [row] : [];
  });
  const interval = isRecord(first!.response) ? first!.response.interval : undefined;
  const header = exportHeaderLines({
    items,
    request: requestOf(first!.sheet),
    ...(dataPeriod ? { dataPeriod } : {}),
    ...(hasMoney ? { currency } : {}),
    ...(typeof interval === 'string' ? { interval } : {}),
    channelFree: table.channelFree,
    ...namesFor(first!.sheet, names),
  });
  if (empty.length > 0)
    header.push({ label: 'No data', value: `${empty.join(', ')}: ${EXPORT_NO_DATA.toLowerCase()}` });
  return {
    title: first!.sheet.title,
    items,
    header,
    table: {
      columns: columns.map((column) => ({ title: exportColumnTitle(column, { currency }), kind: column.kind })),
      rows,
    },
    ...(hasMoney ? { currency } : {}),
  };
}

/**
 * The sheets of a data export (docs/decisions/exports.md#client-ready-exports-excel-and-tsv): each widget's
 * table from its core definition (human titles with units, names not codes), under a header of the
 * filters that produced it; a dataset without a core table is flattened generically. `names` holds
 * what the headers name from the exporting session: what 'All channels' stands for, and the
 * publisher a campaign is read on ('On Yahoo only', as the card's sub-header says).
 */
export function exportSheetContents(
  read: readonly ReadSheet[],
  fallbackCurrency?: string,
  names: HeaderNames = {},
): SheetContent[] {
  return groupSheets(read).map((group) => {
    const [first] = group;
    const table = exportTableOf(first!.sheet.dataset);
    if (table) return tableSheet(group, table, fallbackCurrency ?? DEFAULT_CURRENCY, names);
    const currency = currencyOf(first!.response) ?? fallbackCurrency;
    const dataPeriod = dataPeriodOf(first!.response);
    return {
      title: first!.sheet.title,
      items: [itemOf(first!.sheet)],
      header: exportHeaderLines({
        items: [itemOf(first!.sheet)],
        request: requestOf(first!.sheet),
        ...(dataPeriod ? { dataPeriod } : {}),
        ...(currency ? { currency } : {}),
        ...namesFor(first!.sheet, names),
      }),
      table: genericSheetTable(first!.response),
      ...(currency ? { currency } : {}),
    };
  });
}

const DIFFERS = 'Differs by sheet: see each sheet';

/**
 * The cover's lines (the 'Report' sheet): every report item once, then each filter line the sheets
 * share — or, where they do not (a dashboard's widgets may each have their own), a pointer to the
 * sheets. Without any sheet, the request's own period and currency.
 */
export function coverLines(
  contents: readonly SheetContent[],
  criteria: { period?: string; currency?: string },
): ExportHeaderLine[] {
  if (contents.length === 0) {
    return [
      ...(criteria.period ? [{ label: 'Period', value: periodName(criteria.period) }] : []),
      ...(criteria.currency ? [{ label: 'Currency', value: criteria.currency }] : []),
    ];
  }
  const items = [...new Set(contents.flatMap((content) => content.items))];
  const entityLabels = new Set(contents.map((content) => content.header[0]?.label));
  const lines: ExportHeaderLine[] = [
    {
      label: entityLabels.size === 1 && items.length === 1 ? contents[0]!.header[0]!.label : 'Report items',
      value: items.join(' vs '),
    },
  ];
  const filters = contents.map((content) => content.header.slice(content.items.length > 0 ? 1 : 0));
  const labels = [...new Set(filters.flatMap((lines) => lines.map((line) => line.label)))];
  for (const label of labels) {
    const values = filters.flatMap((lines) => lines.filter((line) => line.label === label));
    const [first] = values;
    const same = values.every((line) => line.value === first!.value);
    lines.push(same ? first! : { label, value: DIFFERS });
  }
  return lines;
}
