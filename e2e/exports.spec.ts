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
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { type SeededAccount, apiHeaders, saveFilterSettings } from './apiHeaders.ts';
import { DEMO, logIn } from './signIn.ts';

/**
 * Exports against the real API, its download service and database (issue 9 acceptance; spec
 * reports-data §4 export and download states, §5 file names, §6 formats, §7 exports and downloads):
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

test.describe('exports (issue 9)', () => {
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

    // TSV (issue 20): the widget's title and the filters behind it, an empty line, then human column
    // titles and the figures the widget shows, named by spec §5's rules.
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
    // issue 20 acceptance: human column titles and the filter header.
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

    // JPG: drawn in the browser at scale 3 (spec §9), with the export header and footer around the card.
    const box = (await card.boundingBox())!;
    const jpg = await exportFrom(page, menu, 'JPG');
    expect(jpg.suggestedFilename()).toMatch(/\.jpg$/);
    const size = jpegSize(await fileOf(jpg));
    expect(Math.abs(size.width - box.width * 3)).toBeLessThanOrEqual(6);
    expect(size.height).toBeGreaterThan(box.height * 3);

    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations).toEqual([]);
  });

  test('a report exports to Excel, one sheet per widget dataset, and to a PDF of one page per section', async ({
    page,
    request,
  }) => {
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

    const sections = await page.locator('main [data-pdf-section]').count();
    const pdf = await exportFrom(page, menu, 'PDF');
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const document = await getDocument({ data: new Uint8Array(await fileOf(pdf)), standardFontDataUrl: STANDARD_FONTS })
      .promise;
    expect(document.numPages).toBe(sections);
    const first = await (await document.getPage(1)).getTextContent();
    const text = first.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    expect(text).toContain(advertiser.title);
    // issue 20: every widget's title is text on its page (searchable), and every page has its number.
    const titles = await page.locator('main [data-pdf-section] [data-pdf-heading] h2').allInnerTexts();
    expect(titles.length).toBeGreaterThan(5);
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    for (const title of titles)
      expect(
        pages.some((pageText) => pageText.includes(title)),
        title,
      ).toBe(true);
    pages.forEach((pageText, index) => expect(pageText).toContain(`Page ${index + 1} of ${document.numPages}`));
  });

  test('a dashboard exports its widgets to Excel and tells analytics', async ({ page, request }) => {
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
        name: 'Export check',
        filters: { channel: 'ALL-ALL', country: 'US', period: 'LAST_3_MONTHS' },
        widgets: [
          {
            id: crypto.randomUUID(),
            type: 'estimated-expenditure',
            entityType: 'advertiser',
            items: [item],
            layout: { x: 0, y: 0, w: 6, h: 4 },
          },
          {
            id: crypto.randomUUID(),
            type: 'top-ads',
            entityType: 'advertiser',
            items: [item],
            layout: { x: 6, y: 0, w: 6, h: 4 },
          },
        ],
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);

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
    // The month's exports made above were never fetched: the page load saves them first (spec §4).
    await expect.poll(() => saved, { timeout: 45_000 }).toBeGreaterThanOrEqual(registered);
    await expect(page.getByText('Generating export')).toHaveCount(0);
    const card = page.getByRole('region', { name: 'Estimated Expenditure' });
    const menu = card.getByRole('button', { name: 'Export Estimated Expenditure' });
    await menu.click();
    // Basic shows its export limits (spec §6 SHOW_EXPORT_LIMITATION); Excel is not in the plan.
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
