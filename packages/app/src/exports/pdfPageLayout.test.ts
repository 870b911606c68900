import { PDF_MARGIN_INCHES } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { pdfPageLayout } from './pdfPageLayout.ts';

describe('pdfPageLayout (spec reports-data §9)', () => {
  it('sizes the page as the section scaled by 0.75 plus 160 points, and its footer line', () => {
    const layout = pdfPageLayout(1200, 400);
    expect(layout.width).toBe(1060);
    expect(layout.height).toBe(460 + 18);
    expect(layout.orientation).toBe('landscape');
    expect(pdfPageLayout(400, 1200).orientation).toBe('portrait');
  });

  it('puts the title and the picture inside the half-inch margins', () => {
    const margin = PDF_MARGIN_INCHES * 72;
    for (const [width, height] of [
      [1200, 400],
      [320, 90],
      [960, 2400],
    ] as const) {
      const { image, title, footer, ...page } = pdfPageLayout(width, height);
      expect(footer.y).toBeGreaterThan(image.y + image.height);
      expect(footer.y).toBeLessThan(page.height);
      expect(title.x).toBe(margin);
      expect(image.x).toBe(margin);
      expect(image.width).toBe(width * 0.75);
      expect(image.height).toBe(height * 0.75);
      expect(image.y).toBeGreaterThan(title.y);
      expect(image.x + image.width).toBeLessThanOrEqual(page.width - margin);
      expect(image.y + image.height).toBeLessThanOrEqual(page.height - margin);
    }
  });

  it("writes a widget's title and filters between the report title and the picture", () => {
    const plain = pdfPageLayout(900, 300);
    const widget = pdfPageLayout(900, 300, { heading: true });
    expect(widget.heading!.title).toBeGreaterThan(widget.title.y);
    expect(widget.heading!.filters).toBeGreaterThan(widget.heading!.title);
    expect(widget.image.y).toBeGreaterThan(widget.heading!.filters);
    expect(widget.height - plain.height).toBe(widget.image.y - plain.image.y);
  });
});
