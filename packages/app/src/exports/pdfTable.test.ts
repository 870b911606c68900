import { describe, expect, it } from 'vitest';
import { alignsRight, pdfCellText, pdfColumnWidths } from './pdfTable.ts';

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
