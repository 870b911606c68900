import { PDF_MARGIN_INCHES, PDF_PAGE_EXTRA, PDF_PAGE_SCALE } from '@adlens/core';

/** PDF points per inch. */
const POINTS_PER_INCH = 72;
/** The report title's size on every page, and the room it takes above the section's picture. */
export const PDF_TITLE_FONT_SIZE = 14;
const TITLE_GAP = 10;

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
  /** Where the section's picture goes: at the section's size scaled like the page, inside the margins. */
  image: PdfBox;
}

/**
 * spec reports-data §9 "PDF export … margins 0.5, page size scaled by 0.75 plus 160": a section of
 * `width` × `height` CSS pixels gets a page of (px × 0.75 + 160) points each way, and its picture,
 * at 0.75 pt per pixel (CSS's own 96 px = 72 pt), sits inside the 0.5 inch margins under the
 * report's title. The 160 points leave 88 for the margins and the title line.
 */
export function pdfPageLayout(width: number, height: number): PdfPageLayout {
  const margin = PDF_MARGIN_INCHES * POINTS_PER_INCH;
  const page = { width: width * PDF_PAGE_SCALE + PDF_PAGE_EXTRA, height: height * PDF_PAGE_SCALE + PDF_PAGE_EXTRA };
  return {
    ...page,
    orientation: page.width > page.height ? 'landscape' : 'portrait',
    title: { x: margin, y: margin + PDF_TITLE_FONT_SIZE },
    image: {
      x: margin,
      y: margin + PDF_TITLE_FONT_SIZE + TITLE_GAP,
      width: width * PDF_PAGE_SCALE,
      height: height * PDF_PAGE_SCALE,
    },
  };
}
