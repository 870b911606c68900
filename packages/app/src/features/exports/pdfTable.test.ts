import { describe, expect, it, vi } from 'vitest';
import { jsPDF } from 'jspdf';
import { alignsRight, breaksAnywhere, pdfCellText, pdfColumnFloor, pdfColumnWidths, pdfWrapText } from './pdfTable.ts';
import { widgetBlocks } from './pdfWidgetBlocks.ts';
import { pdfFrame, pdfPaperFor } from './pdfPageLayout.ts';

describe('pdfCellText', () => {
  it("writes the 'Copy data' values with thousands separators for a reader", () => {
    expect(pdfCellText(1234567, 'integer')).toBe('1,234,567');
    expect(pdfCellText(1234.5, 'money')).toBe('1,234.50');
    expect(pdfCellText(45.234, 'percent')).toBe('45.23');
    expect(pdfCellText('2026-11-01', 'date')).toBe('2026-11-01');
    expect(pdfCellText(null, 'money')).toBe('');
    expect(pdfCellText('Social\tvideo', 'text')).toBe('Social video');
    expect(alignsRight('money')).toBe(true);
    expect(alignsRight('text')).toBe(false);
  });
});

describe('pdfColumnWidths', () => {
  it('fills the width in proportion when the columns fit', () => {
    expect(pdfColumnWidths([100, 50, 50], 400)).toEqual([200, 100, 100]);
  });

  it('narrows the widest columns to one width so the figures keep theirs', () => {
    const widths = pdfColumnWidths([400, 300, 60, 40], 400);
    expect(widths.slice(2)).toEqual([60, 40]);
    expect(widths[0]).toBeCloseTo(150);
    expect(widths[1]).toBeCloseTo(150);
    expect(widths.reduce((sum, width) => sum + width, 0)).toBeCloseTo(400);
  });
});

/** One point a character: what the wrapping decides is readable without a font. */
const chars = (text: string) => text.length;

describe('pdfWrapText: table cells wrap at spaces, never inside a word', () => {
  it("puts 'Halloween' on a line of its own rather than printing 'Hallowee n'", () => {
    expect(pdfWrapText('Nike Halloween 2026', 9, chars)).toEqual(['Nike', 'Halloween', '2026']);
    expect(pdfWrapText('Nike Halloween 2026', 14, chars)).toEqual(['Nike Halloween', '2026']);
  });

  it('cuts a word wider than its column short with an ellipsis instead of splitting it', () => {
    expect(pdfWrapText('Advertiser', 8, chars)).toEqual(['Adverti…']);
    expect(pdfWrapText('Big Advertiser name', 8, chars)).toEqual(['Big', 'Adverti…', 'name']);
  });

  it('breaks only a long address anywhere, keeping every character', () => {
    const url = 'https://www.nike.com/halloween-2026';
    expect(breaksAnywhere(url)).toBe(true);
    expect(breaksAnywhere('Halloween')).toBe(false);
    expect(breaksAnywhere('nike.com')).toBe(false);
    const lines = pdfWrapText(url, 10, chars);
    expect(lines.every((line) => line.length <= 10)).toBe(true);
    expect(lines.join('')).toBe(url);
    // Cut after a slash or a dot where one is near, not mid-name.
    expect(pdfWrapText('https://nike.com/always-on-brand', 18, chars)).toEqual([
      'https://nike.com/',
      'always-on-brand',
    ]);
  });
});

describe('pdfColumnWidths with floors', () => {
  it('narrows wide columns no further than their widest word', () => {
    // The second column's longest word is 80 wide: capping it at the common width would split it.
    const floors = [30, 80, 30, 40];
    const widths = pdfColumnWidths([100, 100, 100, 40], 200, floors);
    widths.forEach((width, index) => expect(width).toBeGreaterThanOrEqual(floors[index]! - 1e-6));
    expect(widths.reduce((sum, width) => sum + width, 0)).toBeCloseTo(200);
  });

  it("measures a column's floor by its widest word, a long address only up to its own floor", () => {
    expect(pdfColumnFloor(['Nike Halloween 2026', 'Adidas Spring'], chars, 8)).toBe(9 + 8);
    expect(pdfColumnFloor(['https://www.nike.com/halloween-2026-and-more'], (text) => text.length * 10, 0)).toBe(48);
  });
});

describe("the PDF's Top Ads table (fourteen columns on one page)", () => {
  it('writes every header and campaign name with its words whole', async () => {
    const pdf = new jsPDF({ unit: 'pt', format: 'a4', orientation: 'portrait' });
    const frame = pdfFrame(pdfPaperFor('en-GB'));
    const titles = [
      'Report item',
      'Ad ID',
      'Advertiser',
      'Ad type',
      'Size (px)',
      'Channel',
      'Device',
      'Placement',
      'First seen',
      'Last seen',
      'Impressions',
      'Spend (USD)',
      'Campaign',
      'Landing page',
    ];
    const row = [
      'nike.com',
      '1234567',
      'nike.com',
      'Display',
      '300×250',
      'Desktop display',
      'Desktop',
      'Above the fold',
      '2026-09-14',
      '2026-12-06',
      1234567,
      98765.43,
      'Nike Halloween 2026',
      'https://www.nike.com/campaigns/halloween-2026',
    ];
    const [, table] = widgetBlocks(
      pdf,
      {
        content: {
          title: 'Top Ads',
          filters: '',
          status: 'success',
          table: () => ({
            columns: titles.map((title, index) => ({
              title,
              kind: index === 10 ? ('integer' as const) : index === 11 ? ('money' as const) : ('text' as const),
            })),
            rows: [row],
          }),
        },
        charts: [],
        pictures: [],
        showsTable: true,
      },
      frame,
      async () => undefined,
    );
    const text = vi.spyOn(pdf, 'text');
    await table!.draw(pdf, frame.top);
    const written = text.mock.calls.map(([line]) => String(line));
    const words = [...titles, ...row.slice(0, 10), 'Nike Halloween 2026']
      .flatMap((value) => String(value).split(' '))
      .filter((word) => !word.startsWith('('));
    // Each word is written whole on one line: none is split across two (e.g. 'Advertis' / 'er').
    for (const word of words)
      expect(
        written.some((line) => line.split(' ').includes(word)),
        word,
      ).toBe(true);
    expect(written.some((line) => line.endsWith('…'))).toBe(false);
  });
});
