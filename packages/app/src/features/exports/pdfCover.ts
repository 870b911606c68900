import {
  type ChannelSetNames,
  type DateRange,
  type ExportHeaderInput,
  exportHeaderLines,
  formatDateSpan,
  periodName,
} from '@adlens/core';
import type { jsPDF } from 'jspdf';
import type { PdfFrame } from './pdfPageLayout.ts';
import { setFontFor } from './pdfText.ts';

/** What the cover says the report is of: its items and the filters its widgets share. */
export interface PdfCoverInput {
  items: readonly string[];
  request: ExportHeaderInput['request'];
  /** Audience pages have no channel or device. */
  channelFree?: boolean;
  /** What 'All channels' stands for in the session (core channelSetNames): the cover names the set. */
  channelSet?: ChannelSetNames;
  /** A campaign read on one publisher: that publisher's name ('On Yahoo only'). */
  publisher?: string;
}

/** A label and its value on the cover. */
export interface PdfCoverLine {
  label: string;
  value: string;
}

/**
 * The cover's lines ("a cover with the report title, entities, filters and date"): the
 * same filter lines as the Excel's header block (core exportHeaderLines: entities, period with its
 * dates, country, channel, device, currency), then when it was made.
 */
export function pdfCoverLines(
  cover: PdfCoverInput,
  { dates, generatedAt, locale }: { dates?: DateRange; generatedAt: Date; locale: string },
): PdfCoverLine[] {
  const filters = exportHeaderLines({
    items: cover.items,
    request: cover.request,
    ...(dates && { dataPeriod: dates }),
    ...(cover.channelFree && { channelFree: true }),
    ...(cover.channelSet && { channelSet: cover.channelSet }),
    ...(cover.publisher && { publisher: cover.publisher }),
  })
    // The period line states the data's dates already; the Excel's date cells are for formulas.
    .filter((line): line is PdfCoverLine => line.kind !== 'date')
    // Dates written as the cards' sub-headers write them ('1 Sept – 26 Nov 2026').
    .map((line) =>
      line.label === 'Period' && dates && cover.request.period
        ? { ...line, value: `${periodName(cover.request.period)}: ${formatDateSpan(dates)}` }
        : line,
    );
  const generated = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(generatedAt);
  return [...filters, { label: 'Generated', value: generated }];
}

const BRAND_SIZE = 10;
const TITLE_SIZE = 24;
const LINE_SIZE = 10;
const LABEL_WIDTH = 110;

/** Draws the cover on the current page: the brand, the report's title, then its lines. */
export function drawCover(
  pdf: jsPDF,
  frame: PdfFrame,
  { brandName, title, lines }: { brandName: string; title: string; lines: readonly PdfCoverLine[] },
): void {
  let y = frame.top + frame.paper.height * 0.12;
  pdf.setTextColor(87, 96, 106);
  setFontFor(pdf, brandName, 'bold', BRAND_SIZE);
  pdf.text(brandName.toUpperCase(), frame.left, y);
  y += BRAND_SIZE + 18;
  pdf.setTextColor(27, 31, 36);
  setFontFor(pdf, title, 'bold', TITLE_SIZE);
  const titleLines = pdf.splitTextToSize(title, frame.width) as string[];
  titleLines.forEach((line) => {
    y += TITLE_SIZE;
    pdf.text(line, frame.left, y);
    y += TITLE_SIZE * 0.25;
  });
  y += 28;
  pdf.setDrawColor(208, 215, 222);
  pdf.setLineWidth(0.75);
  pdf.line(frame.left, y - 14, frame.right, y - 14);
  for (const { label, value } of lines) {
    pdf.setTextColor(87, 96, 106);
    setFontFor(pdf, label, 'normal', LINE_SIZE);
    pdf.text(label, frame.left, y);
    pdf.setTextColor(27, 31, 36);
    setFontFor(pdf, value, 'bold', LINE_SIZE);
    const valueLines = pdf.splitTextToSize(value, frame.width - LABEL_WIDTH) as string[];
    valueLines.forEach((line, index) => pdf.text(line, frame.left + LABEL_WIDTH, y + index * LINE_SIZE * 1.3));
    y += valueLines.length * LINE_SIZE * 1.3 + 8;
  }
}
