import { PDF_EXPORT_DELAY_MS } from '@adlens/core';
import type { WidgetCardContent } from '@adlens/report-widgets';
import { svg2pdf } from 'svg2pdf.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exportReportPdf } from './exportReportPdf.ts';

/** What each card says about itself (WidgetCard registers it in the browser). */
const contents = new Map<Element, WidgetCardContent>();
vi.mock('@adlens/report-widgets', () => ({
  widgetCardContentOf: (element: Element) => contents.get(element),
  chartSvgsIn: vi.fn(async (card: Element) =>
    card.querySelector('[data-chart]')
      ? [{ svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>', width: 600, height: 300 }]
      : [],
  ),
}));
// jsdom lays nothing out: the vector drawing itself is checked in Chromium (e2e/exports/exports.spec.ts).
vi.mock('svg2pdf.js', () => ({ svg2pdf: vi.fn(async () => undefined) }));

function card(content: WidgetCardContent, html = ''): HTMLElement {
  const element = document.createElement('section');
  element.setAttribute('data-pdf-section', '');
  element.innerHTML = html;
  contents.set(element, content);
  return element;
}

/** The page boxes of a PDF, in order: [width, height] in points. */
function pageSizes(pdf: string): [number, number][] {
  return [...pdf.matchAll(/\/Type \/Page\n(?:.*\n)*?\/MediaBox \[([\d.\s-]+)\]/g)].map((match) => {
    const [, , width = 0, height = 0] = match[1]!.trim().split(/\s+/).map(Number);
    return [width, height];
  });
}

const FILTERS = 'Advertiser · Last 30 days: 28 Oct – 26 Nov 2026 · United States · All channels · All devices · USD';
const COVER = {
  items: ['nike.com'],
  request: {
    period: 'LAST_30_DAYS',
    country: 'US',
    currency: 'USD',
    entities: [{ entityType: 'advertiser' as const, ids: [1] }],
  },
};

describe('exportReportPdf (the report PDF as a document)', () => {
  let root: HTMLElement;
  let notice: HTMLElement;

  beforeEach(() => {
    root = document.createElement('main');
    const heading = document.createElement('div');
    heading.setAttribute('data-pdf-section', '');
    heading.innerHTML = '<h1>nike.com</h1>';
    const grid = document.createElement('div');
    const rankings = Array.from({ length: 80 }, (_row, index) => [`site${index}.com`, 1_000_000 + index, 1234.5]);
    grid.append(
      card(
        {
          title: 'Channel share',
          filters: FILTERS,
          status: 'success',
          dates: { start: '2026-10-28', end: '2026-11-26' },
          table: () => ({
            columns: [
              { title: 'Channel', kind: 'text' },
              { title: 'Impressions', kind: 'integer' },
            ],
            rows: [['Social', 1234567]],
          }),
        },
        '<div data-chart></div>',
      ),
      card({
        title: 'YouTube Channels',
        filters: FILTERS,
        status: 'empty',
        reason: "The widget doesn't have enough data.",
      }),
      card(
        {
          title: 'Top Publishers',
          filters: FILTERS,
          status: 'success',
          table: () => ({
            columns: [
              { title: 'Publisher', kind: 'text' },
              { title: 'Impressions', kind: 'integer' },
              { title: 'Spend (USD)', kind: 'money' },
            ],
            rows: rankings,
          }),
        },
        '<table></table>',
      ),
    );
    root.append(heading, grid);
    notice = document.createElement('div');
    notice.setAttribute('data-pdf-exclude', '');
    notice.style.display = 'flex';
    document.body.append(notice, root);
  });

  afterEach(() => {
    document.body.replaceChildren();
    contents.clear();
    vi.mocked(svg2pdf).mockClear();
  });

  const exportIt = (locale: string) =>
    exportReportPdf({
      root,
      title: 'nike.com advertiser report',
      fileName: 'nike.pdf',
      cover: COVER,
      brandName: 'Adlens',
      footer: '© 2026 Adlens. All rights reserved.',
      locale,
      compress: false,
    });

  it('prints on A4 outside the US: a cover, then the widgets flowing onto pages, each page numbered', async () => {
    const started = Date.now();
    const file = await exportIt('en-GB');
    // The export waits 1 s before it reads the page.
    expect(Date.now() - started).toBeGreaterThanOrEqual(PDF_EXPORT_DELAY_MS - 20);
    expect(file.type).toBe('application/pdf');
    const pdf = await file.text();
    const sizes = pageSizes(pdf);
    expect(sizes.length).toBeGreaterThanOrEqual(3);
    for (const [width, height] of sizes) expect([width, height]).toEqual([595.28, 841.89]);
    // The cover: title, items, filters with dates, when it was made.
    expect(pdf).toContain('(nike.com advertiser report) Tj');
    expect(pdf).toContain('(nike.com) Tj');
    expect(pdf).toContain('(United States) Tj');
    expect(pdf).toMatch(/\(Last 30 days: 28 Oct . 26 Nov 2026\) Tj/);
    expect(pdf).toContain('(Generated) Tj');
    // Every widget's title as text; the one without data in one line saying why.
    for (const title of ['Channel share', 'YouTube Channels', 'Top Publishers']) expect(pdf).toContain(`(${title}) Tj`);
    expect(pdf).toContain("(The widget doesn't have enough data.) Tj");
    // The chart is drawn as a vector (svg2pdf), once; its short table follows it as text.
    expect(vi.mocked(svg2pdf)).toHaveBeenCalledTimes(1);
    expect(pdf).toContain('(1,234,567) Tj');
    // The 80 rankings run onto another page, their header repeated there.
    expect(pdf).toContain('(site79.com) Tj');
    expect(pdf.match(/\(Spend \\\(USD\\\)\) Tj/g)!.length).toBeGreaterThanOrEqual(2);
    sizes.forEach((_size, index) => expect(pdf).toContain(`(Page ${index + 1} of ${sizes.length}) Tj`));
    expect(pdf.match(/\(. 2026 Adlens\. All rights reserved\.\) Tj/g)).toHaveLength(sizes.length);
    expect(pdf).toContain('/Title (nike.com advertiser report)');
  });

  it('prints on US Letter under an en-US locale', async () => {
    const pdf = await (await exportIt('en-US')).text();
    for (const size of pageSizes(pdf)) expect(size).toEqual([612, 792]);
  });

  it('hides the limits notification meanwhile and puts the page back', async () => {
    vi.mocked(svg2pdf).mockImplementationOnce(async () => {
      expect(notice.style.display).toBe('none');
      return undefined as never;
    });
    await exportIt('en-GB');
    expect(notice.style.display).toBe('flex');
  });
});
