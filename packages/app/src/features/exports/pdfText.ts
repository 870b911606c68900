import type { jsPDF } from 'jspdf';

/**
 * What jsPDF's standard fonts (Helvetica) can write: WinAnsi, i.e. Latin-1 and the typographic
 * extras of Windows-1252 (dashes, quotes, €, …). Anything else needs the embedded Unicode font.
 */
const WIN_ANSI =
  /^[\t\n\r\u0020-\u00ff\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201a\u201c-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]*$/;

export function needsUnicodeFont(text: string): boolean {
  return !WIN_ANSI.test(text);
}

export type PdfFontStyle = 'normal' | 'bold';

/** The embedded font's family name in the PDF (DejaVu Sans, see pdfUnicodeFont.ts). */
export const UNICODE_FONT = 'DejaVuSans';

/**
 * Sets the font a text is written in: Helvetica (standard, not embedded) when it can write the text,
 * else the embedded Unicode font when the document has it in that style.
 */
export function setFontFor(pdf: jsPDF, text: string, style: PdfFontStyle, size: number): void {
  const unicode = needsUnicodeFont(text) && pdf.getFontList()[UNICODE_FONT]?.includes(style);
  pdf.setFont(unicode ? UNICODE_FONT : 'helvetica', style);
  pdf.setFontSize(size);
}
