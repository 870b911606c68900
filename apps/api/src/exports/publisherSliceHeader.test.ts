import { type TrendResponse, serializeDatasetRequest } from '@adlens/core';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { StoredExportRequest } from './exportJobStore.ts';
import { exportSheetContents } from './exportSheets.ts';
import { type ExportSources, produceExport } from './produceExport.ts';

/**
 * A campaign opened from a publisher's report reads that publisher's slice (`onPublisher`); its Excel
 * and TSV headers say so in the card's words (docs/product/campaign-on-a-publisher.md).
 */
const period = { id: 'LAST_30_DAYS', start: '2025-06-01', end: '2025-06-30' };
const trend: TrendResponse = {
  currency: 'USD',
  period,
  interval: 'WEEKLY',
  supportedIntervals: ['WEEKLY'],
  points: [{ start: '2025-06-02', end: '2025-06-08', partial: false, impressions: 10, expenses: 1.5, byChannel: [] }],
};
const query = (onPublisher?: string) =>
  serializeDatasetRequest({
    entities: [{ entityType: 'campaign', ids: [7] }],
    period: 'LAST_30_DAYS',
    ...(onPublisher && { params: { onPublisher } }),
  }).toString();
const sheet = (onPublisher?: string) => ({
  title: 'Expenditure Trend',
  item: 'Spring sale',
  dataset: 'expenditure-trend',
  query: query(onPublisher),
});
const request = (format: 'XLSX' | 'TSV'): StoredExportRequest => ({
  type: 'SINGLE_DATASET_WIDGET',
  format,
  name: 'Expenditure Trend Spring sale',
  group: 'widget:expenditure-trend',
  criteria: { sheets: [sheet('12')] },
  settings: { decimalDelimiter: '.', dateFormat: 'YYYY-MM-DD' },
});
const sources: ExportSources = {
  dataset: () => Promise.resolve(trend),
  creativeMedia: () => Promise.reject(new Error('no media')),
  creativeDetails: () => Promise.resolve([]),
  publisherNames: (ids) => Promise.resolve(new Map(ids.map((id) => [id, id === 12 ? 'Yahoo' : '?']))),
};

describe('the export header of a campaign read on one publisher', () => {
  it('names the publisher after the campaign, and nothing for a campaign on every publisher', () => {
    const publishers = new Map([[12, 'Yahoo']]);
    const [sliced] = exportSheetContents([{ sheet: sheet('12'), response: trend }], 'USD', { publishers });
    expect(sliced!.header.slice(0, 2)).toEqual([
      { label: 'Campaign', value: 'Spring sale' },
      { label: 'Publisher', value: 'On Yahoo only' },
    ]);
    const [whole] = exportSheetContents([{ sheet: sheet(), response: trend }], 'USD', { publishers });
    expect(whole!.header.map((line) => line.label)).not.toContain('Publisher');
  });

  it('writes it into the TSV file’s header block', async () => {
    const file = await produceExport(request('TSV'), sources, new Date());
    const lines = new TextDecoder().decode(file.content).split('\n');
    expect(lines.slice(0, 3)).toEqual(['Expenditure Trend', 'Campaign\tSpring sale', 'Publisher\tOn Yahoo only']);
  });

  it('writes it into the Excel sheet’s header block and the workbook’s cover', async () => {
    const file = await produceExport(request('XLSX'), sources, new Date());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.content as unknown as ArrayBuffer);
    const rows = workbook.worksheets.map((worksheet) => {
      const values: string[] = [];
      worksheet.eachRow((row) => values.push(`${String(row.getCell(1).value)}: ${String(row.getCell(2).value)}`));
      return values;
    });
    expect(rows).toHaveLength(2);
    for (const values of rows) expect(values).toContain('Publisher: On Yahoo only');
  });
});
