import { PDF_MARGIN_INCHES, PDF_PAGE_EXTRA, PDF_PAGE_SCALE } from '@adlens/core';

/** PDF points per inch. */
const POINTS_PER_INCH = 72;
/** The report title's size on every page, and the room it takes above the section's picture. */
export const PDF_TITLE_FONT_SIZE = 14;
/** A widget's title and its filters, written as text above its picture (issue 20: searchable). */
export const PDF_HEADING_FONT_SIZE = 11;
export const PDF_FILTERS_FONT_SIZE = 8;
/** Page numbers and the white-label footer. */
export const PDF_FOOTER_FONT_SIZE = 8;
const TITLE_GAP = 10;
const LINE_GAP = 4;
const FOOTER_ROOM = 18;

export interface PdfBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One page of the report PDF, in points from the top left corner. */
export interface PdfPageLayout {
  width: number;
  height: number;
  orientation: 'portrait' | 'landscape';
  /** The title's baseline start. */
  title: { x: number; y: number };
  /** The widget's title and filters lines' baselines, when the section is a widget. */
  heading?: { x: number; title: number; filters: number };
  /** Where the section's picture goes: at the section's size scaled like the page, inside the margins. */
  image: PdfBox;
  /** The footer line's baseline: the white-label footer at the left, the page number at the right. */
  footer: { left: number; right: number; y: number };
}

/**
 * spec reports-data §9 "PDF export … margins 0.5, page size scaled by 0.75 plus 160": a section of
 * `width` × `height` CSS pixels gets a page of (px × 0.75 + 160) points each way, and its picture,
 * at 0.75 pt per pixel (CSS's own 96 px = 72 pt), sits inside the 0.5 inch margins under the
 * report's title. The 160 points leave 88 for the margins and the title line. A widget's page is
 * taller by its text heading (title and filters) and every page by its footer line (issue 20).
 */
export function pdfPageLayout(width: number, height: number, { heading = false } = {}): PdfPageLayout {
  const margin = PDF_MARGIN_INCHES * POINTS_PER_INCH;
  const headingRoom = heading ? PDF_HEADING_FONT_SIZE + PDF_FILTERS_FONT_SIZE + 2 * LINE_GAP + TITLE_GAP : 0;
  const page = {
    width: width * PDF_PAGE_SCALE + PDF_PAGE_EXTRA,
    height: height * PDF_PAGE_SCALE + PDF_PAGE_EXTRA + headingRoom + FOOTER_ROOM,
  };
  const titleY = margin + PDF_TITLE_FONT_SIZE;
  const headingTitle = titleY + TITLE_GAP + PDF_HEADING_FONT_SIZE;
  return {
    ...page,
    orientation: page.width > page.height ? 'landscape' : 'portrait',
    title: { x: margin, y: titleY },
    ...(heading
      ? { heading: { x: margin, title: headingTitle, filters: headingTitle + LINE_GAP + PDF_FILTERS_FONT_SIZE } }
      : {}),
    image: {
      x: margin,
      y: titleY + TITLE_GAP + headingRoom,
      width: width * PDF_PAGE_SCALE,
      height: height * PDF_PAGE_SCALE,
    },
    footer: { left: margin, right: page.width - margin, y: page.height - margin / 2 },
  };
}
