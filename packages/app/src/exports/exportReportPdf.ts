import { PDF_EXPORT_DELAY_MS } from '@adlens/core';
import { captureElementJpeg } from '@adlens/report-widgets';
import { jsPDF } from 'jspdf';
import {
  PDF_FILTERS_FONT_SIZE,
  PDF_FOOTER_FONT_SIZE,
  PDF_HEADING_FONT_SIZE,
  PDF_TITLE_FONT_SIZE,
  pdfPageLayout,
} from './pdfPageLayout.ts';

/** A page of the PDF: the report's heading block, each widget card (WidgetCard's root carries it). */
export const PDF_SECTION_SELECTOR = '[data-pdf-section]';
/**
 * A widget card's header (its title, filters and buttons) and body: the PDF writes the title and
 * filters as text and pictures the body alone, so the page is searchable and has no buttons.
 */
export const PDF_HEADING_SELECTOR = '[data-pdf-heading]';
export const PDF_BODY_SELECTOR = '[data-pdf-body]';
/** Left out of the PDF: the limits notification and the export-limit label (spec §4). */
export const PDF_EXCLUDE_SELECTOR = '[data-pdf-exclude]';
/** Device pixels per CSS pixel of the sections' pictures: sharp in print, a dozen pages stay light. */
const PDF_PIXEL_RATIO = 2;

export interface ExportReportPdfOptions {
  /** The report on the page: its sections are the elements under it marked `data-pdf-section`. */
  root: HTMLElement;
  /** The report's title: written on every page and the document's title. */
  title: string;
  /** The name the returned file carries (downloadBlob saves it under this name). */
  fileName: string;
  /** Told after each page: (pages done, pages in all). */
  onProgress?: (done: number, total: number) => void;
  /** The white-label footer's text (its copyright line), written at the foot of every page. */
  footer?: string;
}

/** What a section's page shows: the element to picture and, for a widget, its title and filters. */
function pageContent(section: HTMLElement) {
  const heading = section.querySelector<HTMLElement>(PDF_HEADING_SELECTOR);
  const body = heading ? section.querySelector<HTMLElement>(PDF_BODY_SELECTOR) : null;
  if (!heading || !body) return { target: section, heading: undefined };
  const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  return {
    target: body,
    heading: {
      title: text(heading.querySelector('h1,h2,h3,h4,h5,h6')),
      filters: text(heading.querySelector('[data-widget-subheader]')),
    },
  };
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) =>
    typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => resolve()) : setTimeout(resolve, 16),
  );
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

function insideAnotherSection(section: HTMLElement, root: HTMLElement): boolean {
  for (let parent = section.parentElement; parent && parent !== root; parent = parent.parentElement) {
    if (parent.matches(PDF_SECTION_SELECTOR)) return true;
  }
  return false;
}

/** The sections in document order, a section inside another counted once (as part of it). */
function sectionsOf(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(PDF_SECTION_SELECTOR)].filter(
    (section) => !insideAnotherSection(section, root),
  );
}

/**
 * Every section laid out, painted and with its charts drawn: report widgets skip off-screen work
 * (`content-visibility: auto` on their wrappers, charts drawn once near the viewport), so each
 * section is made visible and scrolled past once, then the scroll position is put back.
 */
async function paintSections(sections: readonly HTMLElement[]): Promise<() => void> {
  const restoreVisibility = setStyle(
    sections.flatMap((section) => (section.parentElement ? [section, section.parentElement] : [section])),
    'content-visibility',
    'visible',
  );
  const scroller = document.scrollingElement;
  const scroll = scroller ? { top: scroller.scrollTop, left: scroller.scrollLeft } : undefined;
  for (const section of sections) {
    section.scrollIntoView?.({ block: 'start', behavior: 'instant' });
    await nextFrame();
  }
  if (scroller && scroll) scroller.scrollTo?.({ ...scroll, behavior: 'instant' });
  return restoreVisibility;
}

/**
 * The PDF of a whole report, made in the browser (spec reports-data §4 "Global PDF export: removes
 * the limits notification, waits 1 s, generates the PDF"; §9 PDF constants): one page per section
 * (`data-pdf-section` under `root`, in document order), each page sized by the §9 rule around the
 * section's picture, with the report's title as text at its top. A widget's page writes its title
 * and filters as text and pictures the card's body without its buttons; every page has its number
 * and the white-label footer (issue 20). The limits notification and other
 * `data-pdf-exclude` elements are hidden meanwhile and come back afterwards, like every style the
 * capture changes. The caller shows the 'Generating export' notice and saves the file.
 */
export async function exportReportPdf({
  root,
  title,
  fileName,
  onProgress,
  footer,
}: ExportReportPdfOptions): Promise<File> {
  const restoreExcluded = setStyle(
    root.ownerDocument.querySelectorAll<HTMLElement>(PDF_EXCLUDE_SELECTOR),
    'display',
    'none',
  );
  const sections = sectionsOf(root);
  let restoreVisibility: (() => void) | undefined;
  try {
    restoreVisibility = await paintSections(sections);
    await wait(PDF_EXPORT_DELAY_MS);
    let pdf: jsPDF | undefined;
    // Sections with no box (hidden by the page) have nothing to show: no page for them.
    const pages = sections
      .map((section) => pageContent(section))
      .map((content) => ({ ...content, box: content.target.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    for (const [index, { target, heading, box }] of pages.entries()) {
      const layout = pdfPageLayout(box.width, box.height, { heading: heading !== undefined });
      const picture = await captureElementJpeg(target, {
        pixelRatio: PDF_PIXEL_RATIO,
        skipSelector: PDF_EXCLUDE_SELECTOR,
      });
      const format = [layout.width, layout.height];
      if (pdf) pdf.addPage(format, layout.orientation);
      else pdf = new jsPDF({ unit: 'pt', format, orientation: layout.orientation });
      pdf.setTextColor(27, 31, 36);
      pdf.setFont('helvetica', 'bold');
      pdf.setFontSize(PDF_TITLE_FONT_SIZE);
      pdf.text(title, layout.title.x, layout.title.y);
      if (heading && layout.heading) {
        pdf.setFontSize(PDF_HEADING_FONT_SIZE);
        pdf.text(heading.title, layout.heading.x, layout.heading.title);
        pdf.setFont('helvetica', 'normal');
        pdf.setFontSize(PDF_FILTERS_FONT_SIZE);
        pdf.setTextColor(87, 96, 106);
        pdf.text(heading.filters, layout.heading.x, layout.heading.filters, { maxWidth: layout.image.width });
      }
      const { x, y, width, height } = layout.image;
      pdf.addImage(picture, 'JPEG', x, y, width, height);
      pdf.setFont('helvetica', 'normal');
      pdf.setFontSize(PDF_FOOTER_FONT_SIZE);
      pdf.setTextColor(87, 96, 106);
      if (footer) pdf.text(footer, layout.footer.left, layout.footer.y);
      pdf.text(`Page ${index + 1} of ${pages.length}`, layout.footer.right, layout.footer.y, { align: 'right' });
      onProgress?.(index + 1, pages.length);
    }
    if (!pdf) throw new Error('The report has nothing to export yet');
    pdf.setProperties({ title });
    return new File([pdf.output('blob')], fileName, { type: 'application/pdf' });
  } finally {
    restoreVisibility?.();
    restoreExcluded();
  }
}
