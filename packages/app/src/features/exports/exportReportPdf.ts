import { PDF_EXPORT_DELAY_MS } from '@adlens/core';
import { chartSvgsIn, widgetCardContentOf } from '@adlens/report-widgets';
import { jsPDF } from 'jspdf';
import { type PdfCoverInput, drawCover, pdfCoverLines } from './pdfCover.ts';
import { PDF_FOOTER_FONT_SIZE, paginate, pdfFrame, pdfPaperFor, pixelsOf } from './pdfPageLayout.ts';
import { picturesIn } from './pdfPictures.ts';
import { type PdfFontStyle, UNICODE_FONT, needsUnicodeFont, setFontFor } from './pdfText.ts';
import { type DrawSvg, type PdfWidget, widgetBlocks } from './pdfWidgetBlocks.ts';

/** A part of the report: its heading block, each widget card (WidgetCard's root carries it). */
const PDF_SECTION_SELECTOR = '[data-pdf-section]';
/** Left out while the PDF is made: the limits notification and the export-limit label. */
const PDF_EXCLUDE_SELECTOR = '[data-pdf-exclude]';
/** How long the PDF waits for cards still loading their data before it writes them as they are. */
const LOADING_WAIT_MS = 15_000;

export interface ExportReportPdfOptions {
  /** The report on the page: its widget cards are the `data-pdf-section` WidgetCards under it. */
  root: HTMLElement;
  /** The report's title: on the cover and the document's title. */
  title: string;
  /** The name the returned file carries (downloadBlob saves it under this name). */
  fileName: string;
  /** The report's items and shared filters, for the cover. */
  cover: PdfCoverInput;
  /** The white-label brand's name (on the cover) and footer's text (at the foot of every page). */
  brandName: string;
  footer?: string;
  /** The reader's locale: the paper (A4 or Letter) and the cover's date. The browser's by default. */
  locale?: string;
  /** Told after each widget: (widgets done, widgets in all). */
  onProgress?: (done: number, total: number) => void;
  /** Deflate the pages' contents (default); tests read them plain. */
  compress?: boolean;
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Sets inline styles and gives back how to put the previous ones back. */
function setStyle(elements: Iterable<HTMLElement>, property: string, value: string): () => void {
  const previous = [...new Set(elements)].map((element) => {
    const before = [element.style.getPropertyValue(property), element.style.getPropertyPriority(property)] as const;
    element.style.setProperty(property, value, 'important');
    return () => element.style.setProperty(property, ...before);
  });
  return () => previous.forEach((restore) => restore());
}

/** The widget cards under `root`, in document order (a card inside another counts as part of it). */
function cardsOf(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(PDF_SECTION_SELECTOR)].filter(
    (section) => widgetCardContentOf(section) && !section.parentElement?.closest(PDF_SECTION_SELECTOR),
  );
}

async function settled(cards: readonly HTMLElement[]): Promise<void> {
  const deadline = Date.now() + LOADING_WAIT_MS;
  while (cards.some((card) => widgetCardContentOf(card)?.status === 'loading') && Date.now() < deadline) {
    await wait(250);
  }
}

/** svg2pdf draws an SVG element; it reads its styles from the document, so the element is attached meanwhile. */
const drawSvg: DrawSvg = async (pdf, svg, box) => {
  const { svg2pdf } = await import('svg2pdf.js');
  const element = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
  // The theme's web font is not in the PDF (svg2pdf would fall back to Times): chart text is
  // Helvetica like the rest of the page, or the embedded Unicode font where its text needs it.
  for (const text of element.querySelectorAll<SVGElement>('text')) {
    const unicode =
      needsUnicodeFont(text.textContent ?? '') && pdf.getFontList()[UNICODE_FONT]?.includes('normal') === true;
    text.style.fontFamily = unicode ? UNICODE_FONT : 'helvetica';
    // svg2pdf knows only 'normal' and 'bold' of a PDF font: a 600 (the donut's total) is bold.
    const weight = text.style.fontWeight || text.getAttribute('font-weight') || 'normal';
    text.style.fontWeight = weight === 'bold' || Number(weight) >= 600 ? 'bold' : 'normal';
  }
  const holder = document.createElement('div');
  holder.style.cssText = 'position:fixed;left:-10000px;top:0;visibility:hidden';
  holder.append(element);
  document.body.append(holder);
  try {
    await svg2pdf(element, pdf, box);
  } finally {
    holder.remove();
  }
};

/** Every text the PDF writes, by font style: whether the embedded Unicode font is needed, and in which styles. */
function unicodeStyles(
  { title, brandName, footer = '' }: { title: string; brandName: string; footer?: string | undefined },
  widgets: readonly PdfWidget[],
): PdfFontStyle[] {
  const bold = [title, brandName, ...widgets.map((widget) => widget.content.title)];
  const normal = [
    footer,
    ...widgets.flatMap(({ content, charts }) => [
      content.filters,
      content.reason ?? '',
      ...charts.map((chart) => chart.svg.replace(/<[^>]*>/g, '')),
      ...(content.table?.().rows.flat().map(String) ?? []),
      ...(content.table?.().columns.map((column) => column.title) ?? []),
    ]),
  ];
  return [
    ...(bold.some(needsUnicodeFont) ? (['bold'] as const) : []),
    ...(normal.some(needsUnicodeFont) ? (['normal'] as const) : []),
  ];
}

/**
 * The PDF of a whole report, made in the browser as a document (the global PDF export removes the
 * limits notification, waits 1 s, then generates the PDF; docs/product/pdf-tables.md for its
 * tables): on A4 or Letter by the reader's locale, portrait, a cover (brand, title, items, filters with
 * dates, when it was made), then every widget card in page order, flowing from page to page: its
 * title and filters as text, its charts drawn again as vectors from their ECharts options, its
 * creatives as pictures, its table as text (header repeated on every page it runs onto), or one line
 * saying why it has no data. Every page has its number and the white-label footer. The caller shows
 * the 'Generating export' notice and saves the file.
 */
export async function exportReportPdf({
  root,
  title,
  fileName,
  cover,
  brandName,
  footer,
  locale = navigator.language,
  onProgress,
  compress = true,
}: ExportReportPdfOptions): Promise<File> {
  const restoreExcluded = setStyle(
    root.ownerDocument.querySelectorAll<HTMLElement>(PDF_EXCLUDE_SELECTOR),
    'display',
    'none',
  );
  const cards = cardsOf(root);
  try {
    await wait(PDF_EXPORT_DELAY_MS);
    await settled(cards);
    const paper = pdfPaperFor(locale);
    const frame = pdfFrame(paper);
    const widgets: PdfWidget[] = [];
    for (const card of cards) {
      const content = widgetCardContentOf(card)!;
      const success = content.status === 'success';
      widgets.push({
        content,
        charts: success ? await chartSvgsIn(card, pixelsOf(frame.width)) : [],
        pictures: success ? await picturesIn(card) : [],
        showsTable: card.querySelector('table') !== null,
      });
    }
    const pdf = new jsPDF({ unit: 'pt', format: paper.name, orientation: 'portrait', compress });
    const styles = unicodeStyles({ title, brandName, footer }, widgets);
    if (styles.length > 0) {
      // The embedded font (≈ 700 KB a style) loads only for a report whose text needs it.
      const { addUnicodeFont } = await import('./pdfUnicodeFont.ts');
      await addUnicodeFont(pdf, styles);
    }
    const dates = widgets.find((widget) => widget.content.dates)?.content.dates;
    drawCover(pdf, frame, {
      brandName,
      title,
      lines: pdfCoverLines(cover, { ...(dates && { dates }), generatedAt: new Date(), locale }),
    });
    const blocks = widgets.map((widget) => widgetBlocks(pdf, widget, frame, drawSvg));
    const flat = blocks.flat();
    const placements = paginate(
      flat.map(({ block }) => block),
      frame,
    );
    const firstBlockOf = blocks.map((_widget, index) => blocks.slice(0, index).flat().length);
    for (const placement of placements) {
      // The cover is page 1; the flow starts on page 2.
      while (pdf.getNumberOfPages() < placement.page + 2) pdf.addPage(paper.name, 'portrait');
      pdf.setPage(placement.page + 2);
      await flat[placement.block]!.draw(pdf, placement.y, placement.rows);
      const widget = firstBlockOf.indexOf(placement.block);
      if (widget >= 0) onProgress?.(widget + 1, widgets.length);
    }
    const pages = pdf.getNumberOfPages();
    for (let page = 1; page <= pages; page++) {
      pdf.setPage(page);
      pdf.setTextColor(87, 96, 106);
      const label = `Page ${page} of ${pages}`;
      if (footer) {
        setFontFor(pdf, footer, 'normal', PDF_FOOTER_FONT_SIZE);
        pdf.text(footer, frame.left, frame.footerY);
      }
      setFontFor(pdf, label, 'normal', PDF_FOOTER_FONT_SIZE);
      pdf.text(label, frame.right, frame.footerY, { align: 'right' });
    }
    pdf.setProperties({ title, creator: brandName });
    return new File([pdf.output('blob')], fileName, { type: 'application/pdf' });
  } finally {
    restoreExcluded();
  }
}
