/**
 * Time to produce the advertiser report's Excel: a GLOBAL_EXCEL_REPORT of one of the largest
 * advertisers with one sheet per dataset the advertiser report's widgets read (packages/app
 * reportLayouts.ts; requests as each widget's buildRequest makes them, at the report's default
 * filters), measured from POST downloads to the job being READY, plus the file's size.
 */
import {
  type DatasetRequest,
  DOWNLOADS_PATH,
  type Download,
  ESTIMATED_EXPENDITURE_DATASET,
  type ExportRequest,
  type ExportSheet,
  REPORT_DATASETS,
  serializeDatasetRequest,
} from '@adlens/core';
import { type ApiSession, type LatencyResult, summarize, viewToken } from './datasetLatency.ts';

export interface ExcelExportResult extends LatencyResult {
  advertiserId: number;
  sheets: number;
  fileBytes: number;
}

/** How often the benchmark asks for the job's status: fine enough to time it, unlike the app's 3 s. */
const POLL_MS = 25;

/** The advertiser report's widgets in page order, as dataset requests (their first page). */
function advertiserSheets(id: number, period: string): ExportSheet[] {
  const item: DatasetRequest = { entities: [{ entityType: 'advertiser', ids: [id] }], period };
  const sheets: [string, string, DatasetRequest][] = [
    ['Estimated expenditure', ESTIMATED_EXPENDITURE_DATASET, item],
    ['Expenditure trend', REPORT_DATASETS.expenditureTrend, item],
    ['Channel share of voice', REPORT_DATASETS.channelShare, item],
    ['Ad types', REPORT_DATASETS.adTypes, item],
    ['Ad placements', REPORT_DATASETS.adPlacements, item],
    ['Transaction methods', REPORT_DATASETS.transactionMethods, item],
    ['Month-over-month change', REPORT_DATASETS.monthOverMonth, item],
    ['Top publishers', REPORT_DATASETS.topPublishers, { ...item, page: 0, size: 10 }],
    ['YouTube channels', REPORT_DATASETS.youtubeChannels, { ...item, page: 0, size: 10 }],
    ['Mobile platforms', REPORT_DATASETS.mobilePlatforms, item],
    ['Top apps', REPORT_DATASETS.topApps, { ...item, page: 0, size: 10 }],
    ['Top ads', REPORT_DATASETS.creatives, { ...item, page: 0, size: 4, params: { sort: 'NEWEST' } }],
    ['Top campaigns', REPORT_DATASETS.topCampaigns, { ...item, page: 0, size: 5 }],
  ];
  return sheets.map(([title, dataset, request]) => ({
    title,
    dataset,
    query: serializeDatasetRequest(request).toString(),
  }));
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function largestAdvertiser(session: ApiSession): Promise<number> {
  const search = await json<{ elements: { id: number; impressionsCount?: number }[] }>(
    await fetch(`${session.base}/datasets/search?entityType=advertiser&q=a&size=20`, { headers: session.headers }),
  );
  const [largest] = [...search.elements].sort((a, b) => (b.impressionsCount ?? 0) - (a.impressionsCount ?? 0));
  if (!largest) throw new Error('No advertiser found');
  return largest.id;
}

/** `runs` exports of the same report, one after another (an account with no export cap: demo). */
export async function advertiserExcelExport(session: ApiSession, runs: number): Promise<ExcelExportResult> {
  const advertiserId = await largestAdvertiser(session);
  const sheets = advertiserSheets(advertiserId, 'LAST_3_MONTHS');
  const reportToken = await viewToken(session, 'advertiser', advertiserId);
  if (!reportToken) throw new Error('The API gave no report view token');
  const request: ExportRequest = {
    type: 'GLOBAL_EXCEL_REPORT',
    format: 'XLSX',
    name: `Advertiser report ${advertiserId}`,
    group: 'report',
    reportType: 'ADVERTISER',
    criteria: { currency: 'USD', period: 'LAST_3_MONTHS', sheets },
    settings: { decimalDelimiter: '.', dateFormat: 'YYYY-MM-DD' },
    viewToken: reportToken,
  };
  const timings: number[] = [];
  let fileBytes = 0;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const { id } = await json<{ id: string }>(
      await fetch(`${session.base}/${DOWNLOADS_PATH}`, {
        method: 'POST',
        headers: { ...session.headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(request),
      }),
    );
    let download: Download;
    for (;;) {
      download = await json<Download>(
        await fetch(`${session.base}/${DOWNLOADS_PATH}/${id}`, { headers: session.headers }),
      );
      if (download.status === 'READY' || download.status === 'FAILED') break;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    timings.push(performance.now() - started);
    if (download.status === 'FAILED') throw new Error(`The export failed (run ${run + 1})`);
    const file = await fetch(`${session.base}/${download.link!}`, { headers: session.headers });
    fileBytes = (await file.arrayBuffer()).byteLength;
  }
  return { ...summarize(timings), advertiserId, sheets: sheets.length, fileBytes };
}
