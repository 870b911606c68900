import { PDF_MARGIN_INCHES, PDF_PAGE_SCALE } from '@adlens/core';

/** PDF points per inch. */
const POINTS_PER_INCH = 72;
/** Page numbers and the white-label footer, in the bottom margin of every page. */
export const PDF_FOOTER_FONT_SIZE = 8;

/** A paper the report PDF is printed on, in points, portrait. */
export interface PdfPaper {
  name: 'a4' | 'letter';
  width: number;
  height: number;
}

const A4: PdfPaper = { name: 'a4', width: 595.28, height: 841.89 };
const LETTER: PdfPaper = { name: 'letter', width: 612, height: 792 };

/**
 * Where US Letter is the office paper (the Americas that never took up A4, and the Philippines);
 * everywhere else prints on A4.
 */
const LETTER_REGIONS = new Set([
  'US',
  'CA',
  'MX',
  'PR',
  'GT',
  'SV',
  'HN',
  'NI',
  'CR',
  'PA',
  'DO',
  'CO',
  'VE',
  'CL',
  'PH',
]);

/**
 * "A4 or Letter by locale": the paper of the locale's region ('en-US', 'es-MX', 'fr-CA'
 * → Letter; 'en-GB', 'de' → A4). A language alone takes its likely region ('en' → US).
 */
export function pdfPaperFor(locale: string): PdfPaper {
  let region: string | undefined;
  try {
    region = new Intl.Locale(locale).maximize().region;
  } catch {
    region = undefined;
  }
  return region && LETTER_REGIONS.has(region) ? LETTER : A4;
}

/** The printable frame of a page: the content box inside the margins, the footer's baseline below it. */
export interface PdfFrame {
  paper: PdfPaper;
  margin: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
  width: number;
  footerY: number;
}

/** Margins of half an inch all round; the footer sits in the bottom margin. */
export function pdfFrame(paper: PdfPaper): PdfFrame {
  const margin = PDF_MARGIN_INCHES * POINTS_PER_INCH;
  return {
    paper,
    margin,
    left: margin,
    right: paper.width - margin,
    top: margin,
    bottom: paper.height - margin,
    width: paper.width - 2 * margin,
    footerY: paper.height - margin / 2,
  };
}

/** A chart's CSS pixels become points at 0.75 (96 px = 72 pt, its size on screen). */
export function pointsOf(pixels: number): number {
  return pixels * PDF_PAGE_SCALE;
}

export function pixelsOf(points: number): number {
  return points / PDF_PAGE_SCALE;
}

/**
 * A piece of the document in flow order. `keep` is never cut (a heading, a row of charts, a line);
 * `keepWithNext` puts it on the next page when what follows it would not fit beside it (a widget's
 * title never ends a page). A `table` is cut between rows, its header repeated on every page.
 */
export type PdfBlock =
  | { kind: 'keep'; height: number; spaceBefore?: number; keepWithNext?: boolean }
  | { kind: 'table'; headerHeight: number; rowHeights: readonly number[]; spaceBefore?: number };

/** Where a block (or, for a table, its rows `from` to `to` exclusive, under a header) is drawn. */
export interface PdfPlacement {
  block: number;
  /** 0-based page of the flow. */
  page: number;
  /** Top of the block on that page, in points from the page's top. */
  y: number;
  rows?: { from: number; to: number };
}

/** The height a block needs at least where it starts: the whole of a kept block, a header and one row. */
function firstPieceHeight(block: PdfBlock): number {
  return block.kind === 'keep' ? block.height : block.headerHeight + (block.rowHeights[0] ?? 0);
}

/**
 * Lays the blocks out on pages of the frame's content box, top to bottom ("a widget never
 * cut mid-chart; a long table continues on the next page with its header repeated"). A block taller
 * than a page starts on a page of its own and overflows no further than the page's content allows
 * (the caller scales such a block down first).
 */
export function paginate(blocks: readonly PdfBlock[], frame: Pick<PdfFrame, 'top' | 'bottom'>): PdfPlacement[] {
  const placements: PdfPlacement[] = [];
  let page = 0;
  let y = frame.top;
  const newPage = () => {
    page += 1;
    y = frame.top;
  };
  const fits = (height: number) => y + height <= frame.bottom + 0.01;
  blocks.forEach((block, index) => {
    const space = y > frame.top ? (block.spaceBefore ?? 0) : 0;
    const next = blocks[index + 1];
    let need = firstPieceHeight(block);
    if (block.kind === 'keep' && block.keepWithNext && next) need += (next.spaceBefore ?? 0) + firstPieceHeight(next);
    if (y > frame.top && !fits(space + need)) newPage();
    else y += space;
    if (block.kind === 'keep') {
      placements.push({ block: index, page, y });
      y += block.height;
      return;
    }
    let from = 0;
    while (from < block.rowHeights.length || from === 0) {
      let to = from;
      let height = block.headerHeight;
      while (to < block.rowHeights.length && (to === from || fits(height + block.rowHeights[to]!))) {
        height += block.rowHeights[to]!;
        to += 1;
      }
      placements.push({ block: index, page, y, rows: { from, to } });
      y += height;
      if (to >= block.rowHeights.length) break;
      newPage();
      from = to;
    }
  });
  return placements;
}

/** A row of boxes placed side by side: each box's left offset, and the row's height. */
export interface PdfFlowRow {
  items: { index: number; x: number }[];
  height: number;
}

/**
 * Boxes (charts, pictures) side by side while they fit in `maxWidth`, then on the next row, like a
 * card's own layout: two donuts of a comparison stay next to each other, a wide trend takes a row.
 */
export function flowRows(
  boxes: readonly { width: number; height: number }[],
  maxWidth: number,
  gap: number,
): PdfFlowRow[] {
  const rows: PdfFlowRow[] = [];
  let row: PdfFlowRow | undefined;
  let x = 0;
  boxes.forEach((box, index) => {
    if (!row || x + box.width > maxWidth + 0.01) {
      row = { items: [], height: 0 };
      rows.push(row);
      x = 0;
    }
    row.items.push({ index, x });
    row.height = Math.max(row.height, box.height);
    x += box.width + gap;
  });
  return rows;
}
