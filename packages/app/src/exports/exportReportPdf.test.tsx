import { PDF_EXPORT_DELAY_MS } from '@adlens/core';
import { captureElementJpeg } from '@adlens/report-widgets';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exportReportPdf } from './exportReportPdf.ts';

/** A 1×1 JPEG: jsdom draws nothing, so the sections' pictures are this one (the capture is Chromium's). */
const JPEG =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';

vi.mock('@adlens/report-widgets', () => ({ captureElementJpeg: vi.fn(async () => JPEG) }));

/** jsdom lays nothing out: each section says its size. */
function section(width: number, height: number, html = ''): HTMLElement {
  const element = document.createElement('section');
  element.setAttribute('data-pdf-section', '');
  element.innerHTML = html;
  element.getBoundingClientRect = () => ({
    width,
    height,
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: width,
    bottom: height,
    toJSON: () => ({}),
  });
  return element;
}

/** The page boxes of an uncompressed PDF, in order: [width, height] in points. */
function pageSizes(pdf: string): [number, number][] {
  return [...pdf.matchAll(/\/Type \/Page\n(?:.*\n)*?\/MediaBox \[([\d.\s-]+)\]/g)].map((match) => {
    const [, , width = 0, height = 0] = match[1]!.trim().split(/\s+/).map(Number);
    return [width, height];
  });
}

describe('exportReportPdf (spec reports-data §4 Global PDF export, §9)', () => {
  let root: HTMLElement;
  let notice: HTMLElement;

  beforeEach(() => {
    root = document.createElement('main');
    const grid = document.createElement('div');
    grid.style.setProperty('content-visibility', 'auto');
    // A widget card: its header (title, filters, buttons) is written as text, its body pictured.
    const card = section(
      900,
      300,
      `<header data-pdf-heading><h2>Top Ads</h2><p data-widget-subheader>Advertiser · Last 30 days</p>
       <button data-pdf-exclude>Exports left: 3</button></header><div data-pdf-body></div>`,
    );
    const body = card.querySelector<HTMLElement>('[data-pdf-body]')!;
    body.getBoundingClientRect = () => ({ ...card.getBoundingClientRect(), height: 260, bottom: 260 });
    grid.append(card, section(400, 600));
    root.append(section(1200, 120, '<h1>Nike</h1>'), grid, section(0, 0));
    notice = document.createElement('div');
    notice.setAttribute('data-pdf-exclude', '');
    notice.style.display = 'flex';
    document.body.append(notice, root);
  });

  afterEach(() => {
    document.body.replaceChildren();
    vi.mocked(captureElementJpeg).mockClear();
  });

  it('makes one page per section, sized by the §9 rule, each with the report title as text', async () => {
    const progress: [number, number][] = [];
    const started = Date.now();
    const file = await exportReportPdf({
      root,
      title: 'Nike advertiser report',
      fileName: 'Nike_advertiser_report_2026-11-22.pdf',
      onProgress: (done, total) => progress.push([done, total]),
    });

    expect(file.name).toBe('Nike_advertiser_report_2026-11-22.pdf');
    expect(file.type).toBe('application/pdf');
    // spec §4: the export waits 1 s before it pictures the page.
    expect(Date.now() - started).toBeGreaterThanOrEqual(PDF_EXPORT_DELAY_MS - 20);
    const pdf = await file.text();
    expect(pdf.startsWith('%PDF-')).toBe(true);
    // The hidden (0 × 0) section has no page; the three others one each, in document order.
    // Each page's footer line adds 18 points; the widget's page its title and filters, and its
    // picture is the card's body (260 px high).
    expect(pageSizes(pdf)).toEqual([
      [1060, 250 + 18],
      [835, 260 * 0.75 + 160 + 37 + 18],
      [460, 610 + 18],
    ]);
    expect(pdf.match(/\(Nike advertiser report\) Tj/g)).toHaveLength(3);
    expect(pdf).toContain('(Top Ads) Tj');
    // The middle dot is one Latin-1 byte in the PDF (no UTF-8 here).
    expect(pdf).toMatch(/\(Advertiser . Last 30 days\) Tj/);
    for (const page of [1, 2, 3]) expect(pdf).toContain(`(Page ${page} of 3) Tj`);
    expect(vi.mocked(captureElementJpeg).mock.calls[1]![0]).toBe(root.querySelector('[data-pdf-body]'));
    expect(pdf).toContain('/Title (Nike advertiser report)');
    expect(progress).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    // The limits notice is left out of every picture too.
    expect(vi.mocked(captureElementJpeg).mock.calls.map(([, options]) => options?.skipSelector)).toEqual([
      '[data-pdf-exclude]',
      '[data-pdf-exclude]',
      '[data-pdf-exclude]',
    ]);
  });

  it('hides the limits notification and paints every section while capturing, then puts the page back', async () => {
    const grid = root.children[1] as HTMLElement;
    const during: { notice: string; grid: string }[] = [];
    vi.mocked(captureElementJpeg).mockImplementation(async () => {
      during.push({ notice: notice.style.display, grid: grid.style.getPropertyValue('content-visibility') });
      return JPEG;
    });

    await exportReportPdf({ root, title: 'Nike', fileName: 'nike.pdf' });

    expect(during).toContainEqual({ notice: 'none', grid: 'visible' });
    expect(notice.style.display).toBe('flex');
    expect(grid.style.getPropertyValue('content-visibility')).toBe('auto');
  });

  it('puts the page back when a picture fails', async () => {
    vi.mocked(captureElementJpeg).mockRejectedValueOnce(new Error('tainted canvas'));
    await expect(exportReportPdf({ root, title: 'Nike', fileName: 'nike.pdf' })).rejects.toThrow('tainted canvas');
    expect(notice.style.display).toBe('flex');
  });
});
