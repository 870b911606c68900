import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Download, type Locator, type Page, expect, test } from '@playwright/test';
import {
  API_BASE_PATH,
  type Dashboard,
  type DashboardsResponse,
  type ExportRequest,
  type ExportStatus,
  type PackageResponse,
  type SearchResponse,
  localOrigin,
} from '@adlens/core';
import ExcelJS from 'exceljs';
import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { type SeededAccount, apiHeaders, saveFilterSettings } from '../support/apiHeaders.ts';
import { DEMO, logIn } from '../support/signIn.ts';

/**
 * Exports against the real API, its download service and database (the export
 * and download states, file names and formats; docs/product/exports.md):
 * a widget as TSV, Excel and JPG; a report as Excel and PDF; a dashboard; and the Basic plan's
 * eleventh widget export of the month, which shows the limit page and which the API refuses.
 */
const APP = localOrigin('standalone');
const API = `${localOrigin('api')}${API_BASE_PATH}`;
const ADMIN: SeededAccount = { email: 'admin@adlens.test', password: 'Adlens-admin-1' };
const BASIC: SeededAccount = { email: 'basic@adlens.test', password: 'Adlens-basic-1' };
const FILTERS = 'channel=ALL-ALL&country=US&period=LAST_3_MONTHS';
/** pdf.js reads the text of the standard fonts (jsPDF's Helvetica) with their metrics from here. */
const STANDARD_FONTS = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

test.describe.configure({ mode: 'serial' });

async function topAdvertiser(
  request: APIRequestContext,
  account: SeededAccount,
): Promise<{ id: number; title: string }> {
  const response = await request.get(`${API}/datasets/search`, {
    headers: await apiHeaders(request, account),
    params: { q: 'a', entityType: 'advertiser', size: 5 },
  });
  expect(response.ok()).toBe(true);
  const found = ((await response.json()) as SearchResponse).elements.find((item) => item.entityType === 'advertiser');
  expect(found).toBeDefined();
  return { id: found!.id, title: found!.title };
}

/** The images a PDF page paints, with their drawn width in points (the transform in force). */
function imagesOn({ fnArray, argsArray }: { fnArray: number[]; argsArray: unknown[] }): { width: number }[] {
  const images: { width: number }[] = [];
  const stack: number[][] = [];
  let matrix = [1, 0, 0, 1, 0, 0];
  fnArray.forEach((operation, index) => {
    if (operation === OPS.save) stack.push(matrix);
    else if (operation === OPS.restore) matrix = stack.pop() ?? [1, 0, 0, 1, 0, 0];
    else if (operation === OPS.transform) {
      const [a, b, c, d, e, f] = argsArray[index] as number[];
      const [m0, m1, m2, m3, m4, m5] = matrix as [number, number, number, number, number, number];
      matrix = [
        a! * m0 + b! * m2,
        a! * m1 + b! * m3,
        c! * m0 + d! * m2,
        c! * m1 + d! * m3,
        e! * m0 + f! * m2 + m4,
        e! * m1 + f! * m3 + m5,
      ];
    } else if (operation === OPS.paintImageXObject || operation === OPS.paintInlineImageXObject) {
      // An image fills the unit square: its drawn width is the length of the matrix's x axis.
      images.push({ width: Math.hypot(matrix[0]!, matrix[1]!) });
    }
  });
  return images;
}

/**
 * Saves the admin's first dashboard under `name` with the report filters the tests use and one widget
 * of each type on the top advertiser, side by side.
 */
async function saveAdminDashboard(
  request: APIRequestContext,
  name: string,
  types: readonly string[],
): Promise<Dashboard> {
  const headers = await apiHeaders(request, ADMIN);
  const advertiser = await topAdvertiser(request, ADMIN);
  const list = (await (await request.get(`${API}/dashboards`, { headers })).json()) as DashboardsResponse;
  const current = (await (
    await request.get(`${API}/dashboards/${list.elements[0]!.id}`, { headers })
  ).json()) as Dashboard;
  const item = { title: advertiser.title, ids: [advertiser.id] };
  const saved = await request.put(`${API}/dashboards/${current.id}`, {
    headers,
    data: {
      version: current.version,
      name,
      filters: { channel: 'ALL-ALL', country: 'US', period: 'LAST_3_MONTHS' },
      widgets: types.map((type, index) => ({
        id: crypto.randomUUID(),
        type,
        entityType: 'advertiser',
        items: [item],
        layout: { x: (index % 2) * 6, y: 0, w: 6, h: 4 },
      })),
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return current;
}

async function waitForReport(page: Page) {
  await expect(page.locator('main[data-page-ready="true"]')).toBeVisible({ timeout: 30_000 });
}

/** Chooses an option of an export menu and returns the download it starts. */
async function exportFrom(page: Page, menuButton: Locator, option: string | RegExp): Promise<Download> {
  const download = page.waitForEvent('download', { timeout: 45_000 });
  await menuButton.click();
  await page.getByRole('menuitem', { name: option }).click();
  return download;
}

async function fileOf(download: Download): Promise<Buffer> {
  const path = await download.path();
  expect(path).toBeTruthy();
  return readFile(path!);
}

async function workbookOf(download: Download): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await fileOf(download)) as unknown as ArrayBuffer);
  return workbook;
}

/** Every number in a worksheet's cells. */
function numbersIn(sheet: ExcelJS.Worksheet): number[] {
  const numbers: number[] = [];
  sheet.eachRow((row) =>
    row.eachCell((cell) => {
      if (typeof cell.value === 'number') numbers.push(cell.value);
    }),
  );
  return numbers;
}

/** A JPEG's pixel size, from its start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 2).toString('hex')).toBe('ffd8');
  let offset = 2;
  while (offset < bytes.length) {
    const marker = bytes[offset + 1]!;
    const length = bytes.readUInt16BE(offset + 2);
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  throw new Error('no start-of-frame segment');
}

test.describe('exports', () => {
  test('a widget exports as TSV, Excel with the dataset numbers, and a JPG three times its size', async ({
    page,
    request,
  }) => {
    await saveFilterSettings(request, DEMO);
    const advertiser = await topAdvertiser(request, DEMO);
    await logIn(page);
    const dataset = page.waitForResponse(
      (response) => response.url().includes('/datasets/estimated-expenditure?') && response.ok(),
    );
    await page.goto(`${APP}/ad-intelligence/advertiser/common/${advertiser.id}?${FILTERS}`);
    await waitForReport(page);
    const shown = (await (await dataset).json()) as {
      elements: { expenses: number; impressions: number; cpm: number }[];
    };
    const card = page.getByRole('region', { name: 'Estimated Expenditure' });
    const menu = card.getByRole('button', { name: 'Export Estimated Expenditure' });

    // TSV: the widget's title and the filters behind it, an empty line, then human column
    // titles and the figures the widget shows, named by rules.
    const tsv = await exportFrom(page, menu, 'TSV');
    expect(tsv.suggestedFilename()).toMatch(/^Estimated_Expenditure_.+_\d{4}-\d{2}-\d{2}\.tsv$/);
    const lines = (await fileOf(tsv)).toString('utf8').trim().split('\n');
    expect(lines[0]).toBe('Estimated Expenditure');
    expect(lines).toContain(`Advertiser\t${advertiser.title}`);
    expect(lines).toContain('Country\tUnited States');
    expect(lines.find((line) => line.startsWith('Period\t'))).toMatch(/^Period\tLast 3 months \(/);
    const table = lines.slice(lines.indexOf('') + 1);
    expect(table[0]!.split('\t').slice(0, 5)).toEqual([
      'Report item',
      'Channel',
      'Spend (USD)',
      'Impressions',
      'CPM (USD)',
    ]);
    expect(table.join('\n')).toContain(String(shown.elements[0]!.impressions));
    // The notice shows while the file is made and leaves with the download.
    await expect(page.getByText('Generating export')).toHaveCount(0);

    // Excel: the same numbers as the API's dataset, as numbers.
    const excel = await exportFrom(page, menu, 'Excel');
    expect(excel.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = await workbookOf(excel);
    // Files a client can receive: human column titles and the filter header.
    const sheet = workbook.getWorksheet('Estimated Expenditure')!;
    const cells = (number: number) => (sheet.getRow(number).values as unknown[]).slice(1);
    const rows = Array.from({ length: sheet.rowCount }, (_, index) => cells(index + 1));
    expect(rows[0]).toEqual(['Estimated Expenditure']);
    expect(rows).toContainEqual(['Country', 'United States']);
    expect(rows).toContainEqual(['Channel', 'All channels']);
    expect(rows).toContainEqual(expect.arrayContaining(['Report item', 'Channel', 'Spend (USD)', 'Impressions']));
    const numbers = workbook.worksheets.flatMap(numbersIn);
    for (const element of shown.elements) {
      expect(numbers).toContain(element.expenses);
      expect(numbers).toContain(element.impressions);
    }

    // JPG: drawn in the browser at scale 3, with the export header and footer around the card.
    const box = (await card.boundingBox())!;
    const jpg = await exportFrom(page, menu, 'JPG');
    expect(jpg.suggestedFilename()).toMatch(/\.jpg$/);
    const size = jpegSize(await fileOf(jpg));
    expect(Math.abs(size.width - box.width * 3)).toBeLessThanOrEqual(6);
    expect(size.height).toBeGreaterThan(box.height * 3);

    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations).toEqual([]);
  });

  test('a report exports to Excel, one sheet per widget dataset', async ({ page, request }) => {
    const advertiser = await topAdvertiser(request, DEMO);
    await logIn(page);
    await page.goto(`${APP}/ad-intelligence/advertiser/common/${advertiser.id}?${FILTERS}`);
    await waitForReport(page);
    const menu = page.getByRole('button', { name: `Export ${advertiser.title}` });

    const excel = await exportFrom(page, menu, 'Excel');
    expect(excel.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = await workbookOf(excel);
    const widgets = await page.locator('main section[data-pdf-section]').count();
    // A first sheet about the report, then at least one sheet per widget.
    expect(workbook.worksheets.length).toBeGreaterThan(widgets);
  });

  // A4 in Britain, Letter in the US.
  for (const { locale, paper, size } of [
    { locale: 'en-GB', paper: 'A4', size: [595.28, 841.89] },
    { locale: 'en-US', paper: 'Letter', size: [612, 792] },
  ] as const) {
    test.describe(`under ${locale}`, () => {
      test.use({ locale });

      test(`a report exports to a PDF document on ${paper}: text, vector charts, tables`, async ({ page, request }) => {
        const advertiser = await topAdvertiser(request, DEMO);
        await logIn(page);
        // What the API answered the report's widgets, to find its figures in the PDF.
        const answers: unknown[] = [];
        page.on('response', (response) => {
          if (response.url().includes('/datasets/') && response.ok())
            void response.json().then(
              (body: unknown) => answers.push(body),
              () => undefined,
            );
        });
        await page.goto(`${APP}/ad-intelligence/advertiser/common/${advertiser.id}?${FILTERS}`);
        await waitForReport(page);
        const menu = page.getByRole('button', { name: `Export ${advertiser.title}` });
        const pdf = await exportFrom(page, menu, 'PDF');
        expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
        const document = await getDocument({
          data: new Uint8Array(await fileOf(pdf)),
          standardFontDataUrl: STANDARD_FONTS,
        }).promise;
        const pages: string[] = [];
        // Each page's lines as written (every line of a table cell is one text item).
        const lines: string[][] = [];
        let images = 0;
        for (let number = 1; number <= document.numPages; number++) {
          const pdfPage = await document.getPage(number);
          const [, , width, height] = pdfPage.view;
          expect(width).toBeCloseTo(size[0], 1);
          expect(height).toBeCloseTo(size[1], 1);
          const content = await pdfPage.getTextContent();
          const items = content.items.map((item) => ('str' in item ? item.str : ''));
          pages.push(items.join(' '));
          lines.push(items.filter((item) => item.trim() !== ''));
          // No page has an image wider than the page.
          for (const image of imagesOn(await pdfPage.getOperatorList())) {
            images += 1;
            expect(image.width, `an image on page ${number}`).toBeLessThanOrEqual(width!);
          }
        }
        const text = pages.join('\n');
        // The cover: the report's title and its filters with dates.
        expect(pages[0]).toContain(advertiser.title);
        expect(pages[0]).toContain('United States');
        expect(pages[0]).toMatch(/Last 3 months: \d/);
        // Every widget's title is text (searchable); every page has its number.
        const titles = await page.locator('main [data-pdf-section] [data-pdf-heading] h2').allInnerTexts();
        expect(titles.length).toBeGreaterThan(5);
        for (const title of titles) expect(text, title).toContain(title);
        pages.forEach((pageText, index) => expect(pageText).toContain(`Page ${index + 1} of ${document.numPages}`));
        // A table's figures as text: a name the API answered in a ranking is in the PDF.
        const names = answers.flatMap((answer) => {
          const elements = (answer as { elements?: { title?: unknown }[] }).elements;
          return Array.isArray(elements) && typeof elements[0]?.title === 'string' ? [elements[0].title] : [];
        });
        expect(names.length).toBeGreaterThan(0);
        expect(names.some((name) => text.includes(name))).toBe(true);
        // Tables wrap at spaces, never inside a word: the Top Ads table printed 'Advertis er' and
        // 'Hallowee n 2026'. No line ends with the start of a word the next line finishes.
        const campaigns = answers.flatMap((answer) => {
          const creatives = (answer as { creatives?: { elements?: { campaign?: { title?: unknown } }[] } }).creatives;
          return (creatives?.elements ?? []).flatMap(({ campaign }) =>
            typeof campaign?.title === 'string' ? [campaign.title] : [],
          );
        });
        expect(campaigns.length, 'the Top Ads answer names campaigns').toBeGreaterThan(0);
        const words = new Set(
          [
            'Advertiser',
            'Impressions',
            'Placement',
            'Campaign',
            'Landing',
            ...campaigns.flatMap((name) => name.split(' ')),
          ].filter((word) => word.length > 3),
        );
        const broken = lines.flatMap((pageLines) =>
          pageLines.slice(1).flatMap((line, index) => {
            const joined = `${pageLines[index]!.split(' ').at(-1)}${line.split(' ')[0]}`;
            return words.has(joined) ? [`${pageLines[index]} | ${line}`] : [];
          }),
        );
        expect(broken).toEqual([]);
        expect(campaigns.some((name) => text.includes(name))).toBe(true);
        // Charts are vector drawings: the only pictures are the creatives (pictures by nature).
        expect(images).toBeLessThanOrEqual(await page.locator('main [data-pdf-picture]').count());
      });
    });
  }

  test('a dashboard exports its widgets to Excel and tells analytics', async ({ page, request }) => {
    const current = await saveAdminDashboard(request, 'Export check', ['estimated-expenditure', 'top-ads']);

    await logIn(page, ADMIN);
    await page.goto(`${APP}/dashboards/${current.id}`);
    await expect(page.getByRole('region', { name: /Estimated Expenditure/ })).toBeVisible({ timeout: 30_000 });
    await page.evaluate(() => {
      const events: unknown[] = [];
      (window as unknown as { analyticsEvents: unknown[] }).analyticsEvents = events;
      window.addEventListener('adlens:analytics', (event) => events.push((event as CustomEvent).detail));
    });
    const excel = await exportFrom(page, page.getByRole('button', { name: 'Export Export check' }), 'Excel');
    expect(excel.suggestedFilename()).toMatch(/^Export_check_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = await workbookOf(excel);
    // The report sheet, the expenditure and the ads (read with the widget's own view token).
    expect(workbook.worksheets.length).toBe(3);
    expect(numbersIn(workbook.worksheets[2]!).length).toBeGreaterThan(0);
    const events = await page.evaluate(() => (window as unknown as { analyticsEvents: unknown[] }).analyticsEvents);
    expect(events).toContainEqual({
      event: '[Dashboard] Dashboard Export',
      properties: {
        'Dashboard Id': current.id,
        Format: 'Excel',
        'Report Name': 'Export check',
        'Module Type': 'AD_INTELLIGENCE',
        Channel: 'ALL-ALL',
        Country: 'US',
        Period: 'LAST_3_MONTHS',
      },
    });
  });

  test('a dashboard named in Cyrillic and Greek exports to a PDF whose title is that text', async ({
    page,
    request,
  }) => {
    // The PDF embeds a Unicode font when its text needs one.
    const name = 'Отчёт Ελλάδα 2026';
    const current = await saveAdminDashboard(request, name, ['estimated-expenditure']);
    await logIn(page, ADMIN);
    await page.goto(`${APP}/dashboards/${current.id}`);
    await expect(page.getByRole('region', { name: /Estimated Expenditure/ })).toBeVisible({ timeout: 30_000 });
    const pdf = await exportFrom(page, page.getByRole('button', { name: `Export ${name}` }), 'PDF');
    const document = await getDocument({ data: new Uint8Array(await fileOf(pdf)), standardFontDataUrl: STANDARD_FONTS })
      .promise;
    const cover = await (await document.getPage(1)).getTextContent();
    expect(cover.items.map((item) => ('str' in item ? item.str : '')).join(' ')).toContain(name);
    expect((await document.getMetadata()).info).toMatchObject({ Title: name });
  });

  test('a download registered before the page loaded is resumed and saved', async ({ page, request }) => {
    const headers = await apiHeaders(request, DEMO);
    const advertiser = await topAdvertiser(request, DEMO);
    const body: ExportRequest = {
      type: 'SINGLE_DATASET_WIDGET',
      format: 'TSV',
      name: 'Resumed export',
      group: 'widget:estimated-expenditure',
      widgetType: 'estimated-expenditure',
      criteria: {
        sheets: [
          {
            title: 'Estimated Expenditure',
            dataset: 'estimated-expenditure',
            query: `advertiser=${advertiser.id}&${FILTERS}`,
          },
        ],
      },
      settings: { decimalDelimiter: '.', dateFormat: 'YYYY-MM-DD' },
    };
    const registered = await request.post(`${API}/downloads`, { headers, data: body });
    expect(registered.status(), await registered.text()).toBe(202);
    const download = page.waitForEvent('download', { timeout: 45_000 });
    await logIn(page);
    expect((await download).suggestedFilename()).toMatch(/^Resumed_export_\d{4}-\d{2}-\d{2}\.tsv$/);
  });

  test("the Basic plan's eleventh widget export of the month shows the limit page, and the API refuses it", async ({
    page,
    request,
  }) => {
    await saveFilterSettings(request, BASIC);
    const headers = await apiHeaders(request, BASIC);
    const advertiser = await topAdvertiser(request, BASIC);
    const plan = (await (await request.get(`${API}/datasets/package`, { headers })).json()) as PackageResponse;
    const country = plan.countries.elements.find((option) => !option.restricted && !option.disabled)!.code;
    const body: ExportRequest = {
      type: 'SINGLE_DATASET_WIDGET',
      format: 'TSV',
      name: 'Estimated Expenditure',
      group: 'widget:estimated-expenditure',
      widgetType: 'estimated-expenditure',
      criteria: {
        period: 'LAST_3_MONTHS',
        sheets: [
          {
            title: 'Estimated Expenditure',
            dataset: 'estimated-expenditure',
            query: `advertiser=${advertiser.id}&channel=DISPLAY-ALL&country=${country}&period=LAST_3_MONTHS`,
          },
        ],
      },
      settings: { decimalDelimiter: '.', dateFormat: 'YYYY-MM-DD' },
    };
    const status = async () => (await (await request.get(`${API}/exports/status`, { headers })).json()) as ExportStatus;
    const before = await status();
    expect(before.limits.WIDGET.maxCountLimit).toBe(10);
    // The month's first exports, up to the tenth (earlier runs this month may have used some).
    let registered = 0;
    for (let used = before.limits.WIDGET.downloadsCount; used < 10; used += 1, registered += 1) {
      const response = await request.post(`${API}/downloads`, { headers, data: body });
      expect(response.status(), await response.text()).toBe(202);
    }
    expect((await status()).limits.WIDGET.remaining).toBe(0);

    let saved = 0;
    page.on('download', () => (saved += 1));
    await logIn(page, BASIC);
    // Basic exports cover at most 3 months (its reports show 6).
    await page.goto(`${APP}/ad-intelligence/advertiser/common/${advertiser.id}?period=LAST_3_MONTHS`);
    await waitForReport(page);
    // The month's exports made above were never fetched: the page load saves them first.
    await expect.poll(() => saved, { timeout: 45_000 }).toBeGreaterThanOrEqual(registered);
    await expect(page.getByText('Generating export')).toHaveCount(0);
    const card = page.getByRole('region', { name: 'Estimated Expenditure' });
    const menu = card.getByRole('button', { name: 'Export Estimated Expenditure' });
    await menu.click();
    // Basic shows its export limits; Excel is not in the plan.
    await expect(page.getByRole('menu')).toContainText('0 of 10 widget exports left this month');
    await expect(page.getByRole('menuitem', { name: /Excel/ })).toHaveAttribute('aria-disabled', 'true');
    const refused = page.waitForResponse((response) => response.url().endsWith('/downloads'));
    await page.getByRole('menuitem', { name: 'TSV' }).click();
    expect((await refused).status()).toBe(429);
    const notice = page.getByRole('alert', { name: 'Monthly widget exports limit reached' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Your current plan allows up to 10 widget exports/month.');
    await expect(card).toHaveCount(0);
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations).toEqual([]);

    // The server refuses it whatever the page does.
    const direct = await request.post(`${API}/downloads`, { headers, data: body });
    expect(direct.status()).toBe(429);
    expect(await direct.json()).toMatchObject({
      error: { code: 'error.export-limit-reached', attributes: { scope: 'WIDGET', interval: 'MONTHLY', limit: 10 } },
    });

    // 'Back to report' brings the report back; the limit is acknowledged for this page.
    await notice.getByRole('button', { name: 'Back to report' }).click();
    await expect(page.getByRole('region', { name: 'Estimated Expenditure' })).toBeVisible({ timeout: 30_000 });
  });
});
