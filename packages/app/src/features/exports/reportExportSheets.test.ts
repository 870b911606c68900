import { getWidgetDefinition } from '@adlens/report-widgets';
import type { AnyWidgetDefinition, WidgetItem, Translate } from '@adlens/report-widgets';
import { describe, expect, it } from 'vitest';
import { reportExportSheets } from './reportExportSheets.ts';

const t = ((key: string) => `title of ${key}`) as unknown as Translate;
const definition = (type: string) => getWidgetDefinition(type as never) as unknown as AnyWidgetDefinition;
const item = (id: number, extra: Partial<WidgetItem> = {}): WidgetItem => ({
  key: String(id),
  title: `site${id}.com`,
  icon: null,
  entities: [{ entityType: 'advertiser', ids: [id] }],
  ...extra,
});

describe('the sheets of a report or dashboard export', () => {
  it('gives every widget its sheets in page order, each read with the widget’s own view token when it has one', async () => {
    const asked: string[] = [];
    const sheets = await reportExportSheets(
      [
        { definition: definition('estimated-expenditure'), items: [item(5)], options: undefined },
        {
          definition: definition('top-ads'),
          title: 'Ads of site5.com',
          items: [item(5), item(9)],
          options: definition('top-ads').defaultOptions,
          viewToken: async () => {
            asked.push('top-ads');
            return 'token-of-top-ads';
          },
        },
      ],
      { country: 'US', period: 'LAST_3_MONTHS' },
      t,
    );
    expect(asked).toEqual(['top-ads']);
    // A widget's sheets share its title (one worksheet), each naming its report item.
    expect(sheets.map((sheet) => [sheet.dataset, sheet.title, sheet.item, sheet.viewToken])).toEqual([
      ['estimated-expenditure', 'title of widgets.estimatedExpenditure.title', 'site5.com', undefined],
      ['creatives', 'Ads of site5.com', 'site5.com', 'token-of-top-ads'],
      ['creatives', 'Ads of site5.com', 'site9.com', 'token-of-top-ads'],
    ]);
  });

  it('leaves out items a widget does not answer for, and asks a benchmark averaged as on screen', async () => {
    const benchmark = item(3, {
      title: 'Sportswear (Avg)',
      benchmark: true,
      entities: [{ entityType: 'category', ids: [3] }],
    });
    const sheets = await reportExportSheets(
      [
        { definition: definition('estimated-expenditure'), items: [benchmark, item(5)], options: undefined },
        {
          definition: definition('month-over-month-change'),
          items: [benchmark, item(5)],
          options: definition('month-over-month-change').defaultOptions,
        },
      ],
      {},
      t,
    );
    expect(sheets.map((sheet) => [sheet.dataset, sheet.item])).toEqual([
      ['estimated-expenditure', 'site5.com'],
      ['month-over-month-change', 'Sportswear (Avg)'],
      ['month-over-month-change', 'site5.com'],
    ]);
    // The API averages the category per advertiser at the advertisers' months (core BENCHMARK_PARAM).
    expect(new URLSearchParams(sheets[1]!.query).get('benchmark')).toBe('advertiser');
    expect(new URLSearchParams(sheets[2]!.query).has('benchmark')).toBe(false);
  });
});
