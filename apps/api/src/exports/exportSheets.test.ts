import type { TrendResponse } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { coverLines, exportSheetContents, exportSheetCount } from './exportSheets.ts';

const period = { id: 'LAST_30_DAYS', start: '2025-06-01', end: '2025-06-30' };
const trend = (impressions: number): TrendResponse => ({
  currency: 'USD',
  period,
  interval: 'WEEKLY',
  supportedIntervals: ['DAILY', 'WEEKLY'],
  points: [
    {
      start: '2025-06-02',
      end: '2025-06-08',
      partial: false,
      impressions,
      expenses: 1.5,
      byChannel: [{ channel: 'VIDEO', impressions, expenses: 1.5 }],
    },
  ],
});
const sheet = (item: string | undefined, query: string, title = 'Expenditure Trend') => ({
  title,
  dataset: 'expenditure-trend',
  query,
  ...(item ? { item } : {}),
});

describe('one sheet per widget', () => {
  it("joins a widget's consecutive items with the same filters, never another widget or other filters", () => {
    const a = sheet('a.com', 'advertiser=1&period=LAST_30_DAYS');
    const b = sheet('b.com', 'advertiser=2&period=LAST_30_DAYS');
    expect(exportSheetCount([a, b])).toBe(1);
    expect(exportSheetCount([a, sheet('b.com', 'advertiser=2&period=LAST_3_MONTHS')])).toBe(2);
    expect(exportSheetCount([a, { ...b, title: 'Trend 2' }])).toBe(2);
    // The same item again (a dashboard's second copy of a widget) and sheets of older clients stay apart.
    expect(exportSheetCount([a, a])).toBe(2);
    expect(exportSheetCount([sheet(undefined, 'advertiser=1'), sheet(undefined, 'advertiser=2')])).toBe(2);
  });

  it('states the interval the answer has, and names an older client’s item by its entities', () => {
    const [content] = exportSheetContents([
      { sheet: sheet(undefined, 'advertiser=1&period=LAST_30_DAYS'), response: trend(5) },
    ]);
    expect(content!.header.at(-1)).toEqual({ label: 'Interval', value: 'Weekly' });
    expect(content!.table.rows).toEqual([['advertiser 1', '2025-06-02', '2025-06-08', 'No', 'Video', 1.5, 5]]);
  });
});

describe('coverLines', () => {
  it('names every item once and says where the sheets’ filters differ', () => {
    const contents = exportSheetContents([
      { sheet: sheet('a.com', 'advertiser=1&period=LAST_30_DAYS&country=US'), response: trend(1) },
      { sheet: sheet('b.com', 'advertiser=2&period=LAST_30_DAYS&country=DE', 'Other'), response: trend(2) },
    ]);
    const lines = coverLines(contents, {});
    expect(lines[0]).toEqual({ label: 'Report items', value: 'a.com vs b.com' });
    expect(lines).toContainEqual({ label: 'Country', value: 'Differs by sheet: see each sheet' });
    expect(lines).toContainEqual({ label: 'Channel', value: 'All channels' });
    expect(coverLines([], { period: 'LAST_7_DAYS', currency: 'EUR' })).toEqual([
      { label: 'Period', value: 'Last 7 days' },
      { label: 'Currency', value: 'EUR' },
    ]);
  });
});
