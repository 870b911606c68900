import type { ChartSvg, WidgetCardContent, WidgetTable } from '@adlens/report-widgets';
import type { jsPDF } from 'jspdf';
import { type PdfBlock, type PdfFrame, flowRows, pointsOf } from './pdfPageLayout.ts';
import { alignsRight, pdfCellText, pdfColumnFloor, pdfColumnWidths, pdfWrapText } from './pdfTable.ts';
import { type PdfFontStyle, setFontFor } from './pdfText.ts';

const TITLE_SIZE = 12;
const FILTERS_SIZE = 8;
const REASON_SIZE = 9;
const TABLE_SIZE = 7.5;
const LINE_HEIGHT = 1.25;
const CELL_PADDING_Y = 3;
const GAP = 8;
/** Room between two widgets. */
const WIDGET_GAP = 22;
/** A creative's picture is at most this tall: a page holds a row of them with the table below. */
const PICTURE_MAX_HEIGHT = 150;
const TEXT = [27, 31, 36] as const;
const MUTED = [87, 96, 106] as const;
const RULE = [208, 215, 222] as const;
const HEADER_FILL = [242, 244, 247] as const;

/** A picture the PDF keeps raster (a creative): a JPEG data URL and its size in points. */
export interface PdfPicture {
  dataUrl: string;
  width: number;
  height: number;
}

/** What a widget card gives the PDF: its content, its charts as SVG, its pictures. */
export interface PdfWidget {
  content: WidgetCardContent;
  charts: readonly ChartSvg[];
  pictures: readonly PdfPicture[];
  /** The card shows a table on screen (its rows are the figures, not a chart's). */
  showsTable: boolean;
}

/** A block of the document and how to draw it at `y` (a table: its rows `from`–`to` under the header). */
export interface PdfDrawnBlock {
  block: PdfBlock;
  draw: (pdf: jsPDF, y: number, rows?: { from: number; to: number }) => Promise<void> | void;
}

/** Draws an SVG chart (svg2pdf), sized in points. */
export type DrawSvg = (
  pdf: jsPDF,
  svg: string,
  box: { x: number; y: number; width: number; height: number },
) => Promise<void>;

/**
 * The longest table a chart's card prints beside its chart: a donut's or a bar chart's values, which
 * a reader of paper cannot hover for. A longer one (a trend's days by channel) is the Excel's.
 */
const CHART_TABLE_MAX_ROWS = 12;

function lines(pdf: jsPDF, text: string, style: PdfFontStyle, size: number, width: number): string[] {
  setFontFor(pdf, text, style, size);
  return pdf.splitTextToSize(text, width) as string[];
}

function writeLines(
  pdf: jsPDF,
  texts: readonly string[],
  x: number,
  top: number,
  size: number,
  align: 'left' | 'right' = 'left',
) {
  texts.forEach((text, index) => pdf.text(text, x, top + size * (index * LINE_HEIGHT + 0.9), { align }));
}

/** The widget's title and filter line, as text: kept with what follows it. */
function headingBlock(pdf: jsPDF, { title, filters }: WidgetCardContent, frame: PdfFrame): PdfDrawnBlock {
  const titleLines = lines(pdf, title, 'bold', TITLE_SIZE, frame.width);
  const filterLines = filters ? lines(pdf, filters, 'normal', FILTERS_SIZE, frame.width) : [];
  const titleHeight = titleLines.length * TITLE_SIZE * LINE_HEIGHT;
  const height = titleHeight + filterLines.length * FILTERS_SIZE * LINE_HEIGHT + GAP / 2;
  return {
    block: { kind: 'keep', height, spaceBefore: WIDGET_GAP, keepWithNext: true },
    draw: (doc, y) => {
      doc.setTextColor(...TEXT);
      setFontFor(doc, title, 'bold', TITLE_SIZE);
      writeLines(doc, titleLines, frame.left, y, TITLE_SIZE);
      doc.setTextColor(...MUTED);
      setFontFor(doc, filters, 'normal', FILTERS_SIZE);
      writeLines(doc, filterLines, frame.left, y + titleHeight, FILTERS_SIZE);
    },
  };
}

/** One line saying why the card shows no data, in the card's own words. */
function reasonBlock(pdf: jsPDF, reason: string, frame: PdfFrame): PdfDrawnBlock {
  const reasonLines = lines(pdf, reason, 'normal', REASON_SIZE, frame.width);
  return {
    block: { kind: 'keep', height: reasonLines.length * REASON_SIZE * LINE_HEIGHT, spaceBefore: GAP / 2 },
    draw: (doc, y) => {
      doc.setTextColor(...MUTED);
      setFontFor(doc, reason, 'normal', REASON_SIZE);
      writeLines(doc, reasonLines, frame.left, y, REASON_SIZE);
    },
  };
}

/** Charts and pictures side by side while they fit, each row a block that is never cut. */
function boxRows(
  boxes: readonly { width: number; height: number; draw: (pdf: jsPDF, x: number, y: number) => Promise<void> | void }[],
  frame: PdfFrame,
): PdfDrawnBlock[] {
  return flowRows(boxes, frame.width, GAP).map((row) => ({
    block: { kind: 'keep', height: row.height, spaceBefore: GAP },
    draw: async (pdf, y) => {
      for (const { index, x } of row.items) await boxes[index]!.draw(pdf, frame.left + x, y);
    },
  }));
}

/**
 * Table text sizes, largest first: a wide table (Top Ads' fourteen columns) writes smaller, with
 * less room beside each cell's text, before any word is cut short.
 */
const TABLE_SIZES = [TABLE_SIZE, 7, 6.5, 6] as const;
/** Room left and right of a cell's text: half the text size (3.75 pt at 7.5 pt). */
const cellPaddingX = (size: number) => size / 2;

/** How a table's columns measure at one text size. */
function tableColumns(pdf: jsPDF, header: readonly string[], cells: readonly string[][], size: number) {
  const measureIn = (style: PdfFontStyle) => (text: string) => {
    setFontFor(pdf, text, style, size);
    return pdf.getTextWidth(text);
  };
  const bold = measureIn('bold');
  const normal = measureIn('normal');
  const natural = header.map((title, index) => {
    let width = bold(title);
    for (const row of cells) width = Math.max(width, normal(row[index]!));
    return width + 2 * cellPaddingX(size);
  });
  const floors = header.map((title, index) =>
    Math.max(
      pdfColumnFloor([title], bold, 2 * cellPaddingX(size)),
      pdfColumnFloor(
        cells.map((row) => row[index]!),
        normal,
        2 * cellPaddingX(size),
      ),
    ),
  );
  return { natural, floors };
}

/**
 * The widget's table as text: its header repeated on every page it runs onto. Headers and cells wrap
 * at spaces only; every column is at least as wide as its widest word, in the largest text size at
 * which the columns fit the page.
 */
function tableBlock(pdf: jsPDF, table: WidgetTable, frame: PdfFrame): PdfDrawnBlock {
  const header = table.columns.map((column) => column.title);
  const cells = table.rows.map((row) =>
    table.columns.map((column, index) => pdfCellText(row[index] ?? null, column.kind)),
  );
  let size: number = TABLE_SIZES[0];
  let columns = tableColumns(pdf, header, cells, size);
  for (const smaller of TABLE_SIZES.slice(1)) {
    if (columns.floors.reduce((sum, width) => sum + width, 0) <= frame.width) break;
    size = smaller;
    columns = tableColumns(pdf, header, cells, size);
  }
  const widths = pdfColumnWidths(columns.natural, frame.width, columns.floors);
  const padding = cellPaddingX(size);
  const wrap = (texts: readonly string[], style: PdfFontStyle) =>
    texts.map((text, index) => {
      setFontFor(pdf, text, style, size);
      return pdfWrapText(text, widths[index]! - 2 * padding, (part) => pdf.getTextWidth(part));
    });
  const heightOf = (wrapped: readonly string[][]) =>
    Math.max(1, ...wrapped.map((cell) => cell.length)) * size * LINE_HEIGHT + 2 * CELL_PADDING_Y;
  const headerLines = wrap(header, 'bold');
  const rowLines = cells.map((row) => wrap(row, 'normal'));
  const headerHeight = heightOf(headerLines);
  const rowHeights = rowLines.map(heightOf);
  const drawRow = (doc: jsPDF, wrapped: readonly string[][], y: number, height: number, style: PdfFontStyle) => {
    let x = frame.left;
    wrapped.forEach((cell, index) => {
      const right = alignsRight(table.columns[index]!.kind);
      setFontFor(doc, cell.join(' '), style, size);
      const width = widths[index]!;
      writeLines(
        doc,
        cell,
        right ? x + width - padding : x + padding,
        y + CELL_PADDING_Y,
        size,
        right ? 'right' : 'left',
      );
      x += width;
    });
    doc.setDrawColor(...RULE);
    doc.setLineWidth(0.5);
    doc.line(frame.left, y + height, frame.right, y + height);
  };
  return {
    block: { kind: 'table', headerHeight, rowHeights, spaceBefore: GAP },
    draw: (doc, top, rows = { from: 0, to: rowHeights.length }) => {
      doc.setFillColor(...HEADER_FILL);
      doc.rect(frame.left, top, frame.width, headerHeight, 'F');
      doc.setTextColor(...TEXT);
      drawRow(doc, headerLines, top, headerHeight, 'bold');
      let y = top + headerHeight;
      for (let index = rows.from; index < rows.to; index++) {
        drawRow(doc, rowLines[index]!, y, rowHeights[index]!, 'normal');
        y += rowHeights[index]!;
      }
    },
  };
}

/**
 * A widget card as blocks of the document: its title and filters as text; a card with
 * no data, locked or not applicable, one line saying why; otherwise its charts as vector drawings,
 * its creatives as pictures and its table as text (the table its 'Copy data' copies).
 */
export function widgetBlocks(
  pdf: jsPDF,
  { content, charts, pictures, showsTable }: PdfWidget,
  frame: PdfFrame,
  drawSvg: DrawSvg,
): PdfDrawnBlock[] {
  const heading = headingBlock(pdf, content, frame);
  if (content.status !== 'success') return [heading, reasonBlock(pdf, content.reason ?? content.status, frame)];
  const table = content.table?.();
  const chartBoxes = charts.map((chart) => {
    const width = pointsOf(chart.width);
    const height = pointsOf(chart.height);
    return {
      width,
      height,
      draw: (doc: jsPDF, x: number, y: number) => drawSvg(doc, chart.svg, { x, y, width, height }),
    };
  });
  const pictureBoxes = pictures.map((picture) => {
    const scale = Math.min(1, PICTURE_MAX_HEIGHT / picture.height, frame.width / picture.width);
    const width = picture.width * scale;
    const height = picture.height * scale;
    return {
      width,
      height,
      draw: (doc: jsPDF, x: number, y: number) => {
        doc.addImage(picture.dataUrl, 'JPEG', x, y, width, height);
      },
    };
  });
  const printsTable =
    table !== undefined &&
    table.rows.length > 0 &&
    (showsTable || charts.length === 0 || table.rows.length <= CHART_TABLE_MAX_ROWS);
  return [
    heading,
    ...boxRows([...chartBoxes, ...pictureBoxes], frame),
    ...(printsTable ? [tableBlock(pdf, table, frame)] : []),
  ];
}
