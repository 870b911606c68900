import { describe, expect, it } from 'vitest';
import { columnTitle, datasetTable, mainRows } from './datasetTable.ts';

const context = { currency: 'USD', period: { id: 'LAST_30_DAYS', start: '2025-06-01', end: '2025-06-30' } };

describe('the main list of a dataset response (the rows of an export sheet)', () => {
  it('reads elements, a nested elements list, the first list of objects, or the response as one row', () => {
    expect(mainRows({ ...context, elements: [{ a: 1 }], items: [{ b: 2 }] })).toEqual([{ a: 1 }]);
    expect(mainRows({ ...context, creatives: { elements: [{ id: 7 }], count: { total: 1 } } })).toEqual([{ id: 7 }]);
    expect(mainRows({ ...context, total: { impressions: 3 }, items: [{ code: 'BANNER' }] })).toEqual([
      { code: 'BANNER' },
    ]);
    expect(mainRows({ ...context, current: { month: '2025-06' }, change: { expenses: 0.1 } })).toEqual([
      { current: { month: '2025-06' }, change: { expenses: 0.1 } },
    ]);
    expect(mainRows([{ id: 1 }])).toEqual([{ id: 1 }]);
  });
});

describe('columns', () => {
  it.each([
    ['advertiser.title', 'Advertiser'],
    ['entity.title', 'Name'],
    ['entity.id', 'Entity ID'],
    ['id', 'ID'],
    ['totalImpressions', 'Total impressions'],
    ['detectionRange.first', 'Detection range first'],
    ['campaign.landingPageUrl', 'Campaign landing page url'],
  ])('%s reads %s', (path, title) => {
    expect(columnTitle(path)).toBe(title);
  });

  it('flattens scalar leaves, joins lists, leaves out our icons and nested entity types, and types the columns', () => {
    const table = datasetTable({
      ...context,
      elements: [
        {
          entity: { id: 4, entityType: 'publisher', title: 'news.example', icon: 'http://api/media/4.svg' },
          impressions: 1200,
          expenses: 10.5,
          share: 40.25,
          channels: ['DISPLAY', 'VIDEO'],
          firstSeen: '2025-06-01',
          byChannel: [{ channel: 'DISPLAY', impressions: 1 }],
        },
        {
          entity: { id: 5, entityType: 'publisher', title: 'tv.example', icon: null },
          impressions: 800,
          expenses: 3,
          share: 59.75,
          channels: [],
          firstSeen: null,
          byChannel: [],
        },
      ],
    });
    expect(table.columns.map(({ title, kind }) => [title, kind])).toEqual([
      ['Entity ID', 'integer'],
      ['Name', 'text'],
      ['Impressions', 'integer'],
      ['Expenses', 'money'],
      ['Share', 'percent'],
      ['Channels', 'text'],
      ['First seen', 'date'],
    ]);
    expect(table.rows[0]).toMatchObject({ 'entity.title': 'news.example', channels: 'DISPLAY, VIDEO', expenses: 10.5 });
    expect(table.rows[1]).toMatchObject({ firstSeen: null, channels: null });
  });
});
