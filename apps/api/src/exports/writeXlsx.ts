import ExcelJS from 'exceljs';
import { excelDateFormat, excelNumberFormat, sheetNames } from './cellFormats.ts';
import type { DatasetTable } from './datasetTable.ts';

/** What the first sheet, 'Report', says about the export. */
export interface WorkbookInfo {
  name: string;
  reportLink?: string;
  currency?: string;
  period?: string;
  generatedAt: Date;
}

export interface WorkbookSheet {
  title: string;
  table: DatasetTable;
  /** The sheet's money currency (its dataset's `currency`). */
  currency?: string;
}

const REPORT_SHEET_NAME = 'Report';
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;
/** Rows read to size a column: the widest of the first ones is wide enough. */
const WIDTH_SAMPLE = 200;

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

function addInfoSheet(workbook: ExcelJS.Workbook, info: WorkbookInfo, dateFormat: string): void {
  const sheet = workbook.addWorksheet(REPORT_SHEET_NAME);
  sheet.columns = [{ width: 16 }, { width: 80 }];
  sheet.addRow(['Name', info.name]);
  const link = sheet.addRow(['Report link', info.reportLink ?? '']);
  if (info.reportLink && /^https?:\/\//.test(info.reportLink)) {
    link.getCell(2).value = { text: info.reportLink, hyperlink: info.reportLink };
  }
  sheet.addRow(['Currency', info.currency ?? '']);
  sheet.addRow(['Period', info.period ?? '']);
  const generated = sheet.addRow(['Generated at', info.generatedAt]);
  generated.getCell(2).numFmt = `${dateFormat} hh:mm:ss`;
  generated.getCell(2).alignment = { horizontal: 'left' };
  sheet.getColumn(1).font = { bold: true };
}

function addTableSheet(workbook: ExcelJS.Workbook, name: string, sheet: WorkbookSheet, dateFormat: string): void {
  const { columns, rows } = sheet.table;
  const worksheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = columns.map((column) => {
    const numFmt = excelNumberFormat(column.kind, dateFormat, sheet.currency);
    const sample = rows.slice(0, WIDTH_SAMPLE).map((row) => String(row[column.key] ?? '').length);
    const numeric = column.kind !== 'text' && column.kind !== 'date' ? 4 : 0;
    const width = Math.max(column.title.length, ...sample) + 2 + numeric;
    return {
      header: column.title,
      key: column.key,
      width: Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width)),
      ...(numFmt ? { style: { numFmt } } : {}),
    };
  });
  for (const row of rows) {
    worksheet.addRow(
      columns.map((column) => {
        const value = row[column.key] ?? null;
        return column.kind === 'date' && typeof value === 'string' ? toDate(value) : value;
      }),
    );
  }
  const header = worksheet.getRow(1);
  header.font = { bold: true };
  header.numFmt = 'General';
}

/**
 * An Excel workbook of a data export (spec reports-data §7 Excel exports; docs/decisions.md, Exports):
 * the 'Report' sheet, then one sheet per dataset with its rows; numbers stay numbers with number
 * formats, dates are Excel dates in the export's date format, the header row is bold and frozen.
 */
export async function writeXlsx(
  info: WorkbookInfo,
  sheets: readonly WorkbookSheet[],
  dateFormat: string,
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Adlens';
  workbook.created = info.generatedAt;
  addInfoSheet(workbook, info, excelDateFormat(dateFormat));
  const names = sheetNames(
    sheets.map((sheet) => sheet.title),
    [REPORT_SHEET_NAME],
  );
  sheets.forEach((sheet, index) => addTableSheet(workbook, names[index]!, sheet, dateFormat));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
