import { describe, expect, it } from 'vitest';
import { exportCells, widgetTable } from '../../DatasetWidget/toTsv.ts';
import { topPublishersWidget } from './rankingWidgets.ts';
import { topPublishersComparison, topPublishersSingle } from '../../fixtures/listFixtures.ts';
import {
  limitedPageCount,
  resultsLimitOf,
  DEFAULT_RANKING_OPTIONS,
  buildRankingRequest,
  highlightParts,
  isRankingEmpty,
  rankingColumnKeys,
  rankingPageCount,
} from './rankingData.ts';

const entities = [{ entityType: 'advertiser' as const, ids: [5] }];

describe('buildRankingRequest (paging, sort, search on top of the item request)', () => {
  it('asks for the first page of 10 in the default impressions order, without a sort', () => {
    expect(
      buildRankingRequest({
        entities,
        filters: { period: 'LAST_3_MONTHS' },
        options: DEFAULT_RANKING_OPTIONS,
        fullscreen: false,
      }),
    ).toEqual({ entities, period: 'LAST_3_MONTHS', page: 0, size: 10 });
  });

  it('sorts the spend tab by expenses-desc and sends the trimmed search', () => {
    const request = buildRankingRequest({
      entities,
      filters: {},
      options: { metric: 'expenses', q: '  cnn ', page: 2, size: 20 },
      fullscreen: false,
    });
    expect(request).toEqual({ entities, page: 2, size: 20, sort: { field: 'expenses', direction: 'desc' }, q: 'cnn' });
  });

  it('asks the start page’s list by metric only: the list sets the order and has no search', () => {
    const request = buildRankingRequest({
      entities: [],
      filters: { country: 'US' },
      options: { metric: 'expenses', q: 'cnn', page: 1, size: 10, topList: 'SPEND' },
      fullscreen: false,
    });
    expect(request).toEqual({ entities: [], country: 'US', page: 1, size: 10, params: { metric: 'SPEND' } });
  });

  it('leaves a blank search out', () => {
    const options = { ...DEFAULT_RANKING_OPTIONS, q: '   ' };
    expect(buildRankingRequest({ entities, filters: {}, options, fullscreen: false }).q).toBeUndefined();
  });
});

describe('isRankingEmpty', () => {
  it('is empty without rows', () => {
    expect(isRankingEmpty({ ...topPublishersSingle, elements: [] })).toBe(true);
    expect(isRankingEmpty(topPublishersSingle)).toBe(false);
  });
});

describe('rankingPageCount', () => {
  it('counts the pages of the longest compared list, at least one', () => {
    expect(rankingPageCount([37, 24], 10)).toBe(4);
    expect(rankingPageCount([0], 10)).toBe(1);
    expect(rankingPageCount([], 5)).toBe(1);
    expect(rankingPageCount([20], 20)).toBe(1);
  });
});

describe('rankingColumnKeys: share and change headers name the figure the list is ranked by', () => {
  it('reads of spend on a spend ranking and of impressions on an impressions ranking', () => {
    expect(rankingColumnKeys('expenses')).toEqual({
      share: 'widgets.rankings.shareOfSpend',
      change: 'widgets.rankings.spendChange',
    });
    expect(rankingColumnKeys('impressions')).toEqual({
      share: 'widgets.rankings.shareOfImpressions',
      change: 'widgets.rankings.impressionsChange',
    });
  });
});

describe('highlightParts (search matches wrapped in a mark tag)', () => {
  it('marks every case-insensitive match and keeps the original case', () => {
    expect(highlightParts('CNN Money by cnn', 'cnn')).toEqual([
      { text: 'CNN', match: true },
      { text: ' Money by ', match: false },
      { text: 'cnn', match: true },
    ]);
  });

  it('returns the text whole without a search or a match', () => {
    expect(highlightParts('espn.com', '')).toEqual([{ text: 'espn.com', match: false }]);
    expect(highlightParts('espn.com', 'xyz')).toEqual([{ text: 'espn.com', match: false }]);
  });
});

describe('ranking export', () => {
  it('gives one row per item and ranked entity, named by the item', () => {
    const items = [
      { item: { key: '5', title: 'A', icon: null, entities }, data: topPublishersSingle },
      { item: { key: '17', title: 'B', icon: null, entities }, data: topPublishersComparison },
    ];
    const rows = exportCells(topPublishersWidget.exportTable, items);
    expect(rows).toHaveLength(topPublishersSingle.elements.length + topPublishersComparison.elements.length);
    const first = topPublishersSingle.elements[0]!;
    const name = first.entity.suffix ? `${first.entity.title} (${first.entity.suffix})` : first.entity.title;
    expect(rows[0]).toEqual(['A', first.rank, name, first.impressions, first.expenses, first.share, first.change]);
    expect(rows.at(-1)![0]).toBe('B');
  });

  it('writes the rank, share and change the card shows, titled by the figure the list is ranked by', () => {
    const [, third] = topPublishersSingle.elements;
    const searched = { ...topPublishersSingle, metric: 'expenses' as const, elements: [third!] };
    const table = widgetTable(
      topPublishersWidget.exportTable,
      [{ item: { key: '5', title: 'A', icon: null, entities }, data: searched }],
      {
        currency: 'USD',
      },
    );
    expect(table.columns.map((column) => column.title)).toEqual([
      'Report item',
      'Rank by spend',
      'Name',
      'Impressions',
      'Spend (USD)',
      'Share of spend (%)',
      'Spend change vs previous period (%)',
    ]);
    expect(table.rows[0]![1]).toBe(third!.rank);
    expect(table.rows[0]![5]).toBe(third!.share);
  });
});

describe('the plan results limit of list widgets', () => {
  it('is the limit when some item has more results than its plan shows', () => {
    expect(resultsLimitOf([{ total: 12, resultsLimit: 10 }])).toBe(10);
    expect(resultsLimitOf([{ total: 8, resultsLimit: 10 }, { total: 30 }])).toBeUndefined();
    expect(
      resultsLimitOf([
        { total: 8, resultsLimit: 10 },
        { total: 30, resultsLimit: 20 },
      ]),
    ).toBe(20);
  });

  it('counts only the pages the plan shows', () => {
    expect(limitedPageCount([{ total: 120, resultsLimit: 10 }], 5)).toBe(2);
    expect(limitedPageCount([{ total: 7, resultsLimit: 10 }], 5)).toBe(2);
    expect(limitedPageCount([{ total: 120 }], 20)).toBe(6);
  });
});
