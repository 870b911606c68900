import { PDF_MARGIN_INCHES } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { type PdfBlock, flowRows, paginate, pdfFrame, pdfPaperFor } from './pdfPageLayout.ts';

describe('pdfPaperFor (A4 or Letter by locale)', () => {
  it('prints on Letter in the US, Canada and Mexico, and on A4 elsewhere', () => {
    for (const locale of ['en-US', 'en', 'es-MX', 'fr-CA', 'en-PH'])
      expect(pdfPaperFor(locale).name, locale).toBe('letter');
    for (const locale of ['en-GB', 'de-DE', 'de', 'ja-JP', 'ru', 'fr-FR', 'not a locale'])
      expect(pdfPaperFor(locale).name, locale).toBe('a4');
    expect(pdfPaperFor('en-US')).toMatchObject({ width: 612, height: 792 });
    expect(pdfPaperFor('en-GB').width).toBeCloseTo(595.28);
  });
});

describe('pdfFrame', () => {
  it('keeps the content half an inch from every edge and the footer in the bottom margin', () => {
    const frame = pdfFrame(pdfPaperFor('en-US'));
    const margin = PDF_MARGIN_INCHES * 72;
    expect(frame).toMatchObject({ left: margin, top: margin, right: 612 - margin, bottom: 792 - margin });
    expect(frame.width).toBe(612 - 2 * margin);
    expect(frame.footerY).toBeGreaterThan(frame.bottom);
    expect(frame.footerY).toBeLessThan(792);
  });
});

describe('paginate (widgets flow onto pages)', () => {
  const frame = { top: 0, bottom: 100 };

  it('never cuts a kept block (a chart): one that does not fit starts the next page', () => {
    const blocks: PdfBlock[] = [
      { kind: 'keep', height: 60 },
      { kind: 'keep', height: 50, spaceBefore: 5 },
      { kind: 'keep', height: 30, spaceBefore: 5 },
    ];
    expect(paginate(blocks, frame)).toEqual([
      { block: 0, page: 0, y: 0 },
      { block: 1, page: 1, y: 0 },
      { block: 2, page: 1, y: 55 },
    ]);
  });

  it("keeps a widget's title with what follows it", () => {
    const blocks: PdfBlock[] = [
      { kind: 'keep', height: 70 },
      { kind: 'keep', height: 20, keepWithNext: true },
      { kind: 'keep', height: 40 },
    ];
    const placements = paginate(blocks, frame);
    expect(placements[1]).toEqual({ block: 1, page: 1, y: 0 });
    expect(placements[2]).toEqual({ block: 2, page: 1, y: 20 });
  });

  it('continues a long table on the next pages, between rows, its header on every page', () => {
    const blocks: PdfBlock[] = [
      { kind: 'keep', height: 40 },
      { kind: 'table', headerHeight: 10, rowHeights: Array.from({ length: 20 }, () => 10) },
    ];
    const placements = paginate(blocks, frame).filter((placement) => placement.block === 1);
    expect(placements).toEqual([
      { block: 1, page: 0, y: 40, rows: { from: 0, to: 5 } },
      { block: 1, page: 1, y: 0, rows: { from: 5, to: 14 } },
      { block: 1, page: 2, y: 0, rows: { from: 14, to: 20 } },
    ]);
    for (const { y, rows } of placements) expect(y + 10 + (rows!.to - rows!.from) * 10).toBeLessThanOrEqual(100);
  });

  it('starts a table on the next page when not even its header and first row fit', () => {
    const blocks: PdfBlock[] = [
      { kind: 'keep', height: 85 },
      { kind: 'table', headerHeight: 10, rowHeights: [10, 10] },
    ];
    expect(paginate(blocks, frame)[1]).toEqual({ block: 1, page: 1, y: 0, rows: { from: 0, to: 2 } });
  });
});

describe('flowRows', () => {
  it('puts charts side by side while they fit, then on a new row', () => {
    const rows = flowRows(
      [
        { width: 200, height: 100 },
        { width: 200, height: 150 },
        { width: 500, height: 80 },
      ],
      500,
      10,
    );
    expect(rows).toEqual([
      {
        items: [
          { index: 0, x: 0 },
          { index: 1, x: 210 },
        ],
        height: 150,
      },
      { items: [{ index: 2, x: 0 }], height: 80 },
    ]);
  });
});
