import {
  API_ERROR_CODES,
  type AdTypesResponse,
  type CreativesResponse,
  DATA_CHANNELS,
  EXPORT_MAX_CREATIVES,
  EXPORT_MAX_SHEETS,
  type ExportStatus,
  type RankingResponse,
  type TrendResponse,
  en,
} from '@adlens/core';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOWNLOAD_LINK_LIFETIME_MS } from '../exports/downloadLinks.ts';
import { SEEDED_ACCOUNTS } from '../seed/accessAccounts.ts';
import { type TestServer, buildTestApp, createTestServer } from '../testing/createTestServer.ts';
import {
  accessTokenOf,
  fetchLink,
  getDownload,
  postExport,
  producedFile,
  registerExport,
  widgetExport,
} from '../testing/exportRequests.ts';
import { getDataset, reportViewToken } from '../testing/reportRequests.ts';

const account = (email: string) => SEEDED_ACCOUNTS.find((item) => item.email === email)!;
const basic = account('basic@adlens.test');
const admin = account('admin@adlens.test');

const TOP_PUBLISHERS = {
  title: 'Top publishers',
  dataset: 'top-publishers',
  query: 'advertiser=5&period=LAST_30_DAYS&size=5',
};

let server: TestServer;
let demo: string;
beforeAll(async () => {
  server = await createTestServer();
  demo = await server.accessToken();
});
afterAll(() => server?.close());

async function status(app: FastifyInstance, token: string): Promise<ExportStatus> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/v1/exports/status',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ExportStatus>();
}

async function workbookOf(body: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

/** The table's header row: the frozen one, under the sheet's title and filter lines. */
const headerRowOf = (sheet: ExcelJS.Worksheet) => (sheet.views?.[0] as { ySplit?: number } | undefined)?.ySplit ?? 1;

/** A sheet's column titles. */
const titlesOf = (sheet: ExcelJS.Worksheet) => (sheet.getRow(headerRowOf(sheet)).values as unknown[]).slice(1);

/** A sheet's table rows as objects keyed by the header titles. */
function sheetRows(sheet: ExcelJS.Worksheet): Record<string, unknown>[] {
  const headerRow = headerRowOf(sheet);
  const header = titlesOf(sheet) as string[];
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, number) => {
    if (number <= headerRow) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(header.map((title, index) => [title, values[index] ?? null])));
  });
  return rows;
}

/** The label and value lines above a sheet's table, or of the whole cover (the title excluded). */
function headerLinesOf(sheet: ExcelJS.Worksheet): Record<string, unknown> {
  const lines: Record<string, unknown> = {};
  const end = sheet.views?.[0] ? headerRowOf(sheet) : sheet.rowCount + 1;
  for (let number = 2; number < end; number += 1) {
    const row = sheet.getRow(number);
    if (typeof row.getCell(1).value === 'string') lines[row.getCell(1).value as string] = row.getCell(2).value;
  }
  return lines;
}

/** The number format of a column's first data cell, by its header title. */
function formatOf(sheet: ExcelJS.Worksheet, title: string): string {
  const index = (sheet.getRow(headerRowOf(sheet)).values as unknown[]).indexOf(title);
  return sheet.getRow(headerRowOf(sheet) + 1).getCell(index).numFmt;
}

describe('POST downloads: validation (400)', () => {
  it.each([
    ['no body', undefined, 'request'],
    [
      'an unknown dataset',
      widgetExport([{ ...TOP_PUBLISHERS, dataset: 'no-such-dataset' }]),
      'criteria.sheets.0.dataset',
    ],
    [
      'a query the parser refuses',
      widgetExport([{ ...TOP_PUBLISHERS, query: 'advertiser=abc' }]),
      'criteria.sheets.0.query',
    ],
    [
      `more than ${EXPORT_MAX_SHEETS} sheets`,
      widgetExport(Array.from({ length: EXPORT_MAX_SHEETS + 1 }, () => TOP_PUBLISHERS)),
      'criteria.sheets',
    ],
    [
      `more than ${EXPORT_MAX_CREATIVES} creatives`,
      {
        ...widgetExport([]),
        type: 'MULTIPLE_MEDIA',
        format: 'ZIP',
        criteria: { creativeIds: Array.from({ length: EXPORT_MAX_CREATIVES + 1 }, (_, index) => index + 1) },
      },
      'criteria.creativeIds',
    ],
    ['a data export as ZIP', widgetExport([TOP_PUBLISHERS], { format: 'ZIP' }), 'format'],
    [
      'a date format without the day',
      widgetExport([TOP_PUBLISHERS], { settings: { decimalDelimiter: ',', dateFormat: 'YYYY-MM' } }),
      'settings.dateFormat',
    ],
  ])('refuses %s', async (_what, body, field) => {
    const response = await postExport(server.app, demo, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.code).toBe(API_ERROR_CODES.validation);
    expect(Object.keys(response.json().error.fieldErrors)).toContain(field);
  });

  it('wants the report view token for sheets of datasets that need it (401)', async () => {
    const response = await postExport(
      server.app,
      demo,
      widgetExport([{ title: 'Ads', dataset: 'creatives', query: 'advertiser=5&period=LAST_30_DAYS' }]),
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe(API_ERROR_CODES.reportViewTokenRequired);
  });
});

describe('the Basic plan (export availability and limit pages)', () => {
  let token: string;
  beforeAll(async () => {
    token = await accessTokenOf(server.app, basic.email, basic.password);
  });

  it('has no Excel exports: 403 error.access-denied naming the feature', async () => {
    for (const [body, feature] of [
      [widgetExport([TOP_PUBLISHERS], { format: 'XLSX' }), 'WIDGET_EXCEL_EXPORT'],
      [widgetExport([TOP_PUBLISHERS], { type: 'GLOBAL_EXCEL_REPORT', format: 'XLSX' }), 'REPORT_EXCEL_EXPORT'],
    ] as const) {
      const response = await postExport(server.app, token, body);
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().error).toMatchObject({ code: API_ERROR_CODES.accessDenied, attributes: { feature } });
    }
  });

  it('exports at most 3 months: a longer period is 403 error.export-period-exceeded', async () => {
    const response = await postExport(
      server.app,
      token,
      widgetExport([{ ...TOP_PUBLISHERS, query: 'advertiser=5&period=LAST_12_MONTHS' }]),
    );
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().error).toMatchObject({
      code: API_ERROR_CODES.exportPeriodExceeded,
      attributes: { periodMonthsCount: 3 },
    });
  });

  it('allows 10 widget exports a month; the 11th is 429, also when two ask for the last one at once', async () => {
    for (let n = 0; n < 9; n += 1) await registerExport(server.app, token, widgetExport([TOP_PUBLISHERS]));
    const racing = await Promise.all([
      postExport(server.app, token, widgetExport([TOP_PUBLISHERS])),
      postExport(server.app, token, widgetExport([TOP_PUBLISHERS])),
    ]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([202, 429]);
    const refused = await postExport(server.app, token, widgetExport([TOP_PUBLISHERS]));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      code: API_ERROR_CODES.exportLimitReached,
      attributes: { scope: 'WIDGET', interval: 'MONTHLY', limit: 10 },
    });
    const usage = await status(server.app, token);
    expect(usage.limits.WIDGET).toEqual({
      interval: 'MONTHLY',
      maxCountLimit: 10,
      downloadsCount: 10,
      remaining: 0,
      periodMonthsCount: 3,
    });
    expect(usage.processing).toHaveLength(10);
    expect(usage).toMatchObject({ inProgress: true, currentExportId: usage.processing.at(-1)!.id });
    await server.app.exportWorker.run();
    // Made, not yet fetched: a page load saves them, once.
    const made = await status(server.app, token);
    expect(made).toMatchObject({ inProgress: false, currentExportId: null });
    expect(made.processing.map((download) => download.status)).toEqual(Array(10).fill('READY'));
    const [first] = made.processing;
    const fetched = await fetchLink(server.app, token, (await getDownload(server.app, token, first!.id)).link!);
    expect(fetched.statusCode).toBe(200);
    const left = await status(server.app, token);
    expect(left.processing.map((download) => download.id)).not.toContain(first!.id);
    expect(left.processing).toHaveLength(9);
  });
});

describe('produced files', () => {
  it('an Excel report: a Report sheet, then one sheet per dataset whose numbers are the dataset', async () => {
    const viewToken = await reportViewToken(server, demo, 'advertiser', [5]);
    const creativesQuery = 'advertiser=5&period=LAST_30_DAYS&size=5';
    const id = await registerExport(server.app, demo, {
      type: 'GLOBAL_EXCEL_REPORT',
      format: 'XLSX',
      name: 'Advertiser report: nike.com',
      group: 'report',
      reportType: 'ADVERTISER',
      criteria: {
        reportLink: 'http://localhost:4100/advertisers/5',
        currency: 'USD',
        period: 'LAST_30_DAYS',
        sheets: [
          { ...TOP_PUBLISHERS, item: 'nike.com' },
          { title: 'Top ads: [new]/*?', item: 'nike.com', dataset: 'creatives', query: creativesQuery },
        ],
      },
      settings: { decimalDelimiter: '.', dateFormat: 'DD.MM.YYYY' },
      viewToken,
    });
    const pending = await getDownload(server.app, demo, id);
    expect(pending).toMatchObject({ id, status: 'REGISTERED', type: 'GLOBAL_EXCEL_REPORT', group: 'report' });
    expect(pending.link).toBeUndefined();

    const { download, body, headers } = await producedFile(server.app, demo, id);
    expect(download.fileName).toMatch(/^Advertiser_report_nike\.com_\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(headers['content-disposition']).toBe(
      `attachment; filename="${download.fileName}"; filename*=UTF-8''${download.fileName}`,
    );
    const workbook = await workbookOf(body);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Report', 'Top publishers', 'Top ads new']);
    // A cover that says what the file is, and every filter behind it.
    const report = workbook.getWorksheet('Report')!;
    expect(report.getCell('A1').value).toBe('Advertiser report: nike.com');
    const cover = headerLinesOf(report);
    expect(cover).toMatchObject({
      Advertiser: 'nike.com',
      Country: 'All countries',
      Channel: 'All channels',
      Device: 'All devices',
      Currency: 'USD',
      'Report link': { text: 'http://localhost:4100/advertisers/5', hyperlink: 'http://localhost:4100/advertisers/5' },
    });
    expect(cover.Period).toMatch(/^Last 30 days \(\d{1,2}( \w{3,4})?( \d{4})? – \d{1,2} \w{3,4} \d{4}\)$/);

    const publishers = (
      await getDataset(server, demo, `top-publishers?${TOP_PUBLISHERS.query}`)
    ).json<RankingResponse>();
    const sheet = workbook.getWorksheet('Top publishers')!;
    // The sheet's own header block: its title, the entity, every filter with the period's dates, the data range.
    expect(sheet.getCell('A1').value).toBe('Top publishers');
    expect(headerLinesOf(sheet)).toEqual({
      Advertiser: 'nike.com',
      Period: cover.Period,
      Country: 'All countries',
      Channel: 'All channels',
      Device: 'All devices',
      Currency: 'USD',
      'Data from': new Date(`${publishers.period.start}T00:00:00Z`),
      'Data to': new Date(`${publishers.period.end}T00:00:00Z`),
    });
    // Human column titles with their units, frozen and bold.
    expect(titlesOf(sheet)).toEqual([
      'Report item',
      'Rank by impressions',
      'Name',
      'Impressions',
      'Spend (USD)',
      'Share of impressions (%)',
      'Impressions change vs previous period (%)',
    ]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: headerRowOf(sheet) });
    expect(sheet.getRow(headerRowOf(sheet)).font?.bold).toBe(true);
    // Numbers are numbers, with number formats; a percentage is a real one (0.4 shown as 40.00%).
    const rows = sheetRows(sheet);
    expect(
      rows.map((row) => [
        row['Report item'],
        row['Rank by impressions'],
        row.Name,
        row.Impressions,
        row['Spend (USD)'],
      ]),
    ).toEqual(
      publishers.elements.map((element) => [
        'nike.com',
        element.rank,
        element.entity.suffix ? `${element.entity.title} (${element.entity.suffix})` : element.entity.title,
        element.impressions,
        element.expenses,
      ]),
    );
    rows.forEach((row, index) =>
      expect(row['Share of impressions (%)'] as number).toBeCloseTo(publishers.elements[index]!.share / 100, 10),
    );
    expect(formatOf(sheet, 'Impressions')).toBe('#,##0');
    expect(formatOf(sheet, 'Spend (USD)')).toBe('#,##0.00 "USD"');
    expect(formatOf(sheet, 'Share of impressions (%)')).toBe('0.00%');

    const ads = (await getDataset(server, demo, `creatives?${creativesQuery}`, viewToken)).json<CreativesResponse>();
    const adSheet = workbook.getWorksheet('Top ads new')!;
    const adRows = sheetRows(adSheet);
    expect(adRows.map((row) => [row['Ad ID'], row.Advertiser, row.Impressions, row['First seen']])).toEqual(
      ads.creatives.elements.map((creative) => [
        String(creative.id),
        creative.advertiser.title,
        creative.totalImpressions,
        new Date(`${creative.detectionRange.first}T00:00:00Z`),
      ]),
    );
    // Names, not codes: 'Social video', 'Display', 'Desktop', 'Above the fold'.
    for (const row of adRows) {
      for (const column of ['Ad type', 'Channel', 'Device', 'Placement']) expect(row[column]).not.toMatch(/^[A-Z_]+$/);
    }
    expect(formatOf(adSheet, 'First seen')).toBe('dd.mm.yyyy');
  });

  it('a comparison is one sheet per widget: each item under the other, the header naming all, none dropped', async () => {
    // Two advertisers with display impressions in the United States in the period, and one without any there.
    const withData = await server.db.query<{ id: number }>(
      `SELECT advertiser_id AS id FROM advertiser_monthly_channel
        WHERE country = 'US' AND channel = 'DISPLAY' AND month >= date '2025-04-01'
        GROUP BY advertiser_id ORDER BY sum(impressions) DESC, advertiser_id LIMIT 2`,
    );
    const [without] = await server.db.query<{ id: number }>(
      `SELECT id FROM advertisers WHERE id NOT IN
        (SELECT advertiser_id FROM advertiser_monthly_channel WHERE country = 'US' AND channel = 'DISPLAY')
        ORDER BY id LIMIT 1`,
    );
    const query = (id: number) => `advertiser=${id}&period=LAST_3_MONTHS&country=US&channel=DISPLAY-ALL&currency=EUR`;
    const items = ['first.com', 'second.com', 'absent.com'];
    const sheets = [...withData, without!].map((row, index) => ({
      title: 'Ad Types Distribution',
      item: items[index]!,
      dataset: 'ad-types-distribution',
      query: query(Number(row.id)),
    }));
    const xlsx = widgetExport(sheets, { type: 'COMPARISON_SINGLE_DATASET_WIDGET', format: 'XLSX', name: 'Ad types' });
    const { body } = await producedFile(server.app, demo, await registerExport(server.app, demo, xlsx));
    const workbook = await workbookOf(body);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Report', 'Ad Types Distribution']);
    const sheet = workbook.getWorksheet('Ad Types Distribution')!;
    expect(headerLinesOf(sheet)).toMatchObject({
      Advertisers: 'first.com vs second.com vs absent.com',
      Country: 'United States',
      Channel: 'Display',
      Device: 'All devices',
      Currency: 'EUR',
      'No data': 'absent.com: no data for these filters',
    });
    expect(headerLinesOf(sheet).Period).toMatch(/^Last 3 months \(/);
    expect(titlesOf(sheet)).toEqual([
      'Report item',
      'Ad type',
      'Share of impressions (%)',
      'Impressions',
      'Spend (EUR)',
    ]);
    const answers = await Promise.all(
      sheets.map(async (entry) =>
        (await getDataset(server, demo, `ad-types-distribution?${entry.query}`)).json<AdTypesResponse>(),
      ),
    );
    expect(answers[0]!.items.length).toBeGreaterThan(0);
    expect(answers[1]!.items.length).toBeGreaterThan(0);
    expect(answers[2]!.items).toEqual([]);
    const rows = sheetRows(sheet);
    expect(rows.map((row) => [row['Report item'], row.Impressions, row['Spend (EUR)']])).toEqual([
      ...answers
        .slice(0, 2)
        .flatMap((answer, index) => answer.items.map((entry) => [items[index], entry.impressions, entry.expenses])),
      ['absent.com', null, null],
    ]);
    expect(rows.at(-1)!['Ad type']).toBe('No data for these filters');
    expect(rows.slice(0, -1).every((row) => !/^[A-Z_]+$/.test(row['Ad type'] as string))).toBe(true);

    // The same comparison as TSV is one file too, with the same header block.
    const tsv = await producedFile(
      server.app,
      demo,
      await registerExport(server.app, demo, { ...xlsx, format: 'TSV' }),
    );
    expect(tsv.download.fileName).toMatch(/\.tsv$/);
    const lines = tsv.body.toString('utf8').split('\n');
    expect(lines[0]).toBe('Ad Types Distribution');
    expect(lines[1]).toBe('Advertisers\tfirst.com vs second.com vs absent.com');
    expect(lines).toContain('Report item\tAd type\tShare of impressions (%)\tImpressions\tSpend (EUR)');
  });

  it("a dashboard's sheets read with their own view tokens, after the tokens' owner is checked", async () => {
    const [other] = await server.db.query<{ id: number }>(
      'SELECT advertiser_id AS id FROM advertiser_monthly_channel WHERE advertiser_id <> 5 GROUP BY advertiser_id ORDER BY sum(impressions) DESC LIMIT 1',
    );
    const sheetOf = async (advertiser: number) => ({
      title: `Ads ${advertiser}`,
      dataset: 'creatives',
      query: `advertiser=${advertiser}&period=LAST_30_DAYS&size=3`,
      viewToken: await reportViewToken(server, demo, 'advertiser', [advertiser]),
    });
    const sheets = [await sheetOf(5), await sheetOf(Number(other!.id))];
    const body = widgetExport(sheets, { type: 'DASHBOARD_GLOBAL_EXCEL_REPORT', format: 'XLSX', name: 'Dashboard' });
    const adminToken = await accessTokenOf(server.app, admin.email, admin.password);
    const foreign = await postExport(server.app, adminToken, body);
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json().error.code).toBe(API_ERROR_CODES.reportViewTokenRequired);

    const { body: file } = await producedFile(server.app, demo, await registerExport(server.app, demo, body));
    const workbook = await workbookOf(file);
    for (const sheet of sheets) {
      const ads = (
        await getDataset(server, demo, `creatives?${sheet.query}`, sheet.viewToken)
      ).json<CreativesResponse>();
      expect(ads.creatives.elements.length).toBeGreaterThan(0);
      expect(sheetRows(workbook.getWorksheet(sheet.title)!).map((row) => row['Ad ID'])).toEqual(
        ads.creatives.elements.map((creative) => String(creative.id)),
      );
    }
  });

  it('a TSV with the decimal comma and DD.MM.YYYY dates', async () => {
    const query = 'advertiser=5&period=LAST_30_DAYS&interval=WEEKLY';
    const id = await registerExport(
      server.app,
      demo,
      widgetExport([{ title: 'Trend', dataset: 'expenditure-trend', query }], {
        name: 'Expenditure trend',
        settings: { decimalDelimiter: ',', dateFormat: 'DD.MM.YYYY' },
      }),
    );
    const { download, body, headers } = await producedFile(server.app, demo, id);
    expect(download.fileName).toMatch(/^Expenditure_trend_\d{4}-\d{2}-\d{2}\.tsv$/);
    expect(headers['content-type']).toBe('text/tab-separated-values; charset=utf-8');
    // The header block, an empty line, then the table with the trend's channel breakdown.
    const text = body.toString('utf8').trimEnd().split('\n');
    const blank = text.indexOf('');
    expect(text[0]).toBe('Trend');
    expect(text.slice(1, blank).map((line) => line.split('\t')[0])).toEqual([
      'Advertiser',
      'Period',
      'Country',
      'Channel',
      'Device',
      'Currency',
      'Data from',
      'Data to',
      'Interval',
    ]);
    expect(text.slice(1, blank)).toContain('Interval\tWeekly');
    const [header, ...lines] = text.slice(blank + 1);
    expect(header!.split('\t')).toEqual([
      'Report item',
      'Interval start',
      'Interval end',
      'Partial interval',
      'Channel',
      'Spend (USD)',
      'Impressions',
    ]);
    const trend = (await getDataset(server, demo, `expenditure-trend?${query}`)).json<TrendResponse>();
    expect(text.slice(1, blank)).toContain(`Data from\t${trend.period.start.split('-').reverse().join('.')}`);
    const channels = DATA_CHANNELS.filter((channel) =>
      trend.points.some((point) => point.byChannel.some((entry) => entry.channel === channel)),
    );
    expect(lines).toEqual(
      trend.points.flatMap((point) => {
        const date = (iso: string) => iso.split('-').reverse().join('.');
        return channels.map((channel) => {
          const entry = point.byChannel.find((row) => row.channel === channel);
          return [
            'advertiser 5',
            date(point.start),
            date(point.end),
            point.partial ? 'Yes' : 'No',
            en.channel[channel],
            (entry?.expenses ?? 0).toFixed(2).replace('.', ','),
            String(entry?.impressions ?? 0),
          ].join('\t');
        });
      }),
    );
    expect(trend.points.some((point) => !Number.isInteger(point.expenses))).toBe(true);
  });

  it('a searched ranking by spend exports the rank and share of spend the card shows, titled so', async () => {
    const [category] = await server.db.query<{ id: number }>('SELECT category_id AS id FROM advertisers WHERE id = 5');
    const list = `market-leaders?category=${category!.id}&period=LAST_30_DAYS&sort=expenses-desc`;
    const whole = (await getDataset(server, demo, `${list}&size=100`)).json<RankingResponse>();
    const third = whole.elements[2]!;
    const query = `${list.slice(list.indexOf('?') + 1)}&q=${encodeURIComponent(third.entity.title)}`;
    const shown = (await getDataset(server, demo, `market-leaders?${query}`)).json<RankingResponse>();
    expect(shown.elements.map((row) => row.entity.id)).toContain(third.entity.id);
    const id = await registerExport(
      server.app,
      demo,
      widgetExport([{ title: 'Market leaders', dataset: 'market-leaders', query, item: 'Sportswear' }]),
    );
    const text = (await producedFile(server.app, demo, id)).body.toString('utf8').trimEnd().split('\n');
    const [header, ...lines] = text.slice(text.indexOf('') + 1);
    expect(header!.split('\t')).toEqual([
      'Report item',
      'Rank by spend',
      'Name',
      'Impressions',
      'Spend (USD)',
      'Share of spend (%)',
      'Spend change vs previous period (%)',
    ]);
    const cells = lines.map((line) => line.split('\t'));
    expect(cells.map((row) => [Number(row[1]), row[2], Number(row[5])])).toEqual(
      shown.elements.map((row) => [row.rank, row.entity.title, row.share]),
    );
    const row = cells.find((line) => line[2] === third.entity.title)!;
    expect([Number(row[1]), Number(row[5])]).toEqual([third.rank, third.share]);
  });

  it("names the session's channel set: a partner embed's 'All channels' leaves connected TV out, and says so", async () => {
    const partner = await server.partnerAccessToken('seo-suite');
    const query = 'advertiser=5&period=LAST_30_DAYS';
    const header = async (token: string) => {
      const id = await registerExport(
        server.app,
        token,
        widgetExport([{ title: 'Ad types', dataset: 'ad-types-distribution', query }], { name: 'Ad types' }),
      );
      const text = (await producedFile(server.app, token, id)).body.toString('utf8').split('\n');
      return text.slice(1, text.indexOf('')).map((line) => line.split('\t'));
    };
    expect(await header(partner)).toEqual(
      expect.arrayContaining([
        ['Channel', 'All channels in this integration: Display, Video, Social, In-app'],
        ['Device', 'All devices in this integration: Desktop, Mobile'],
        ['Not included', 'Not available in this integration: Connected TV'],
      ]),
    );
    // Every channel open: the header keeps 'All channels' and adds no line.
    const standalone = await header(demo);
    expect(standalone).toEqual(expect.arrayContaining([['Channel', 'All channels']]));
    expect(standalone.map(([label]) => label)).not.toContain('Not included');
  });

  it('several TSV sheets are a zip of TSV files', async () => {
    const id = await registerExport(
      server.app,
      demo,
      widgetExport([TOP_PUBLISHERS, { ...TOP_PUBLISHERS, title: 'Top publishers' }], { name: 'Publishers' }),
    );
    const { download, body } = await producedFile(server.app, demo, id);
    expect(download.fileName).toMatch(/\.zip$/);
    expect(Object.keys(unzipSync(new Uint8Array(body)))).toEqual(['Top publishers.tsv', 'Top publishers (2).tsv']);
  });

  it('creatives: a zip of their details workbook and their media, as the media route serves them', async () => {
    const rows = await server.db.query<{ id: number }>('SELECT DISTINCT id FROM creatives ORDER BY id LIMIT 2');
    const ids = rows.map((row) => Number(row.id));
    const id = await registerExport(server.app, demo, {
      type: 'MULTIPLE_CREATIVES',
      format: 'ZIP',
      name: 'Creatives',
      group: 'creatives',
      criteria: { creativeIds: ids },
      settings: { decimalDelimiter: '.', dateFormat: 'YYYY-MM-DD' },
    });
    const { download, body } = await producedFile(server.app, demo, id);
    expect(download.fileName).toMatch(/^Creatives_\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(body));
    expect(Object.keys(files).sort()).toEqual(
      ['creatives.xlsx', ...ids.map((creative) => `media/${creative}.svg`)].sort(),
    );
    const media = await server.app.inject({ method: 'GET', url: `/api/v1/media/creatives/${ids[0]}.svg` });
    expect(strFromU8(files[`media/${ids[0]}.svg`]!)).toBe(media.body);
    const details = sheetRows((await workbookOf(Buffer.from(files['creatives.xlsx']!))).getWorksheet('Creatives')!);
    expect(details.map((row) => row.ID)).toEqual(ids);
    expect(Object.keys(details[0]!)).toEqual(expect.arrayContaining(['Type', 'Size width', 'Advertiser', 'Campaign']));
  });

  it('a job whose dataset refuses it is FAILED with the reason, and does not count', async () => {
    const before = (await status(server.app, demo)).limits.WIDGET.downloadsCount;
    const id = await registerExport(
      server.app,
      demo,
      widgetExport([{ ...TOP_PUBLISHERS, query: 'advertiser=999999999&period=LAST_30_DAYS' }]),
    );
    await server.app.exportWorker.run();
    expect((await getDownload(server.app, demo, id)).status).toBe('FAILED');
    expect((await status(server.app, demo)).limits.WIDGET.downloadsCount).toBe(before);
  });
});

describe('signed links (a ready export gets a content link with a signature)', () => {
  let clock = Date.now();
  let app: FastifyInstance;
  let owner: string;
  let other: string;
  let id: string;
  beforeAll(async () => {
    app = await buildTestApp(server.db, { now: () => clock });
    owner = await accessTokenOf(app, 'demo@adlens.test', 'Adlens-demo-1');
    other = await accessTokenOf(app, admin.email, admin.password);
    id = await registerExport(app, owner, widgetExport([TOP_PUBLISHERS]));
    await app.exportWorker.run();
  });
  afterAll(() => app?.close());

  it("cannot be used by another user, nor read as another user's download", async () => {
    const { link } = await getDownload(app, owner, id);
    const stolen = await fetchLink(app, other, link!);
    expect(stolen.statusCode).toBe(404);
    const peek = await app.inject({
      method: 'GET',
      url: `/api/v1/downloads/${id}`,
      headers: { authorization: `Bearer ${other}` },
    });
    expect(peek.statusCode).toBe(404);
    expect((await fetchLink(app, owner, link!)).statusCode).toBe(200);
  });

  it('needs the session as well as the signature', async () => {
    const { link } = await getDownload(app, owner, id);
    expect((await app.inject({ method: 'GET', url: `/api/v1/${link}` })).statusCode).toBe(401);
  });

  it('is refused once expired or tampered with: 410 error.download-link-expired', async () => {
    const download = await getDownload(app, owner, id);
    expect(Date.parse(download.linkExpiresAt!) - clock).toBeGreaterThan(DOWNLOAD_LINK_LIFETIME_MS - 1000);
    const tampered = download.link!.replace(
      /expires=(\d+)/,
      (_, expires: string) => `expires=${Number(expires) + 600}`,
    );
    const forged = await fetchLink(app, owner, tampered);
    expect(forged.statusCode).toBe(410);
    expect(forged.json().error.code).toBe(API_ERROR_CODES.downloadLinkExpired);
    clock += DOWNLOAD_LINK_LIFETIME_MS + 1000;
    const expired = await fetchLink(app, owner, download.link!);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.code).toBe(API_ERROR_CODES.downloadLinkExpired);
    // A fresh poll signs a fresh link.
    expect((await fetchLink(app, owner, (await getDownload(app, owner, id)).link!)).statusCode).toBe(200);
  });
});
