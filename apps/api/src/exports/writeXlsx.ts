import { type ExportHeaderLine, exportCellText } from '@adlens/core';
import ExcelJS from 'exceljs';
import { excelDateFormat, excelNumberFormat, excelValue, sheetNames } from './cellFormats.ts';
import type { SheetContent } from './sheetTable.ts';

/** What the first sheet, 'Report', says about the export. */
export interface WorkbookInfo {
  /** The report's or widget's title, the first line of the cover. */
  name: string;
  /** The filters every sheet shares (or says differ), from the sheets' own headers. */
  lines: ExportHeaderLine[];
  reportLink?: string;
  generatedAt: Date;
}

const REPORT_SHEET_NAME = 'Report';
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;
/** Rows read to size a column: the widest of the first ones is wide enough. */
const WIDTH_SAMPLE = 200;
const TITLE_FONT = { bold: true, size: 14 } as const;
const HEADER_FILL = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEDEFF3' } } as const;

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** Label and value lines under a title; date lines are Excel dates in the export's format. */
function addLines(sheet: ExcelJS.Worksheet, lines: readonly ExportHeaderLine[], dateFormat: string): void {
  for (const line of lines) {
    const row = sheet.addRow([line.label, line.kind === 'date' ? toDate(line.value) : line.value]);
    row.getCell(1).font = { bold: true };
    if (line.kind === 'date') {
      row.getCell(2).numFmt = dateFormat;
      row.getCell(2).alignment = { horizontal: 'left' };
    }
  }
}

function addCoverSheet(
  workbook: ExcelJS.Workbook,
  info: WorkbookInfo,
  names: readonly string[],
  dateFormat: string,
): void {
  const sheet = workbook.addWorksheet(REPORT_SHEET_NAME);
  sheet.columns = [{ width: 16 }, { width: 80 }];
  sheet.addRow([info.name]).font = TITLE_FONT;
  sheet.addRow([]);
  addLines(sheet, info.lines, dateFormat);
  const link = sheet.addRow(['Report link', info.reportLink ?? '']);
  link.getCell(1).font = { bold: true };
  if (info.reportLink && /^https?:\/\//.test(info.reportLink)) {
    link.getCell(2).value = { text: info.reportLink, hyperlink: info.reportLink };
  }
  const generated = sheet.addRow(['Generated at', info.generatedAt]);
  generated.getCell(1).font = { bold: true };
  generated.getCell(2).numFmt = `${dateFormat} hh:mm:ss`;
  generated.getCell(2).alignment = { horizontal: 'left' };
  if (names.length === 0) return;
  sheet.addRow([]);
  names.forEach((name, index) => {
    const row = sheet.addRow([index === 0 ? 'Sheets' : '', name]);
    row.getCell(1).font = { bold: true };
  });
}

function addTableSheet(
  workbook: ExcelJS.Workbook,
  name: string,
  content: SheetContent,
  dateFormat: string,
  textFormat: { decimalDelimiter: '.' | ','; dateFormat: string },
): void {
  const { columns, rows } = content.table;
  const worksheet = workbook.addWorksheet(name);
  // The header block: what the figures are and which filters produced them.
  if (content.header.length > 0) {
    worksheet.addRow([content.title]).font = TITLE_FONT;
    addLines(worksheet, content.header, excelDateFormat(dateFormat));
    worksheet.addRow([]);
  }
  const headerRow = worksheet.addRow(columns.map((column) => column.title));
  headerRow.font = { bold: true };
  headerRow.eachCell((cell) => {
    cell.fill = HEADER_FILL;
  });
  const formats = columns.map((column) => excelNumberFormat(column.kind, dateFormat, content.currency));
  for (const cells of rows) {
    const row = worksheet.addRow(cells.map((cell, index) => excelValue(cell, columns[index]!.kind)));
    formats.forEach((format, index) => {
      if (format) row.getCell(index + 1).numFmt = format;
    });
  }
  columns.forEach((column, index) => {
    const sample = rows
      .slice(0, WIDTH_SAMPLE)
      .map((cells) => exportCellText(cells[index] ?? null, column.kind, textFormat).length);
    // Room for the thousands separators and currency code the format adds.
    const extra = column.kind === 'money' ? 8 : column.kind === 'text' || column.kind === 'date' ? 0 : 4;
    const width = Math.max(column.title.length, ...sample) + 2 + extra;
    worksheet.getColumn(index + 1).width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width));
  });
  const headerNumber = headerRow.number;
  worksheet.views = [{ state: 'frozen', ySplit: headerNumber }];
  if (columns.length > 0) {
    worksheet.autoFilter = {
      from: { row: headerNumber, column: 1 },
      to: { row: headerNumber + rows.length, column: columns.length },
    };
  }
}

/**
 * An Excel workbook of a data export (docs/decisions/exports.md#client-ready-exports-excel-and-tsv):
 * the cover sheet 'Report', then one sheet per widget: its title and the filters that produced it,
 * then its table — human column titles with units, numbers as numbers with number formats, dates as
 * dates in the export's date format, the header row bold, frozen and filterable.
 */
export async function writeXlsx(
  info: WorkbookInfo,
  sheets: readonly SheetContent[],
  settings: { decimalDelimiter: '.' | ','; dateFormat: string },
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Adlens';
  workbook.created = info.generatedAt;
  const names = sheetNames(
    sheets.map((sheet) => sheet.title),
    [REPORT_SHEET_NAME],
  );
  addCoverSheet(workbook, info, names, excelDateFormat(settings.dateFormat));
  sheets.forEach((sheet, index) => addTableSheet(workbook, names[index]!, sheet, settings.dateFormat, settings));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
