import { describe, expect, it } from 'vitest';
import { inReportOrder } from './inReportOrder.ts';
import type { WidgetItem } from './widgetDefinition.ts';

const item = (key: string): WidgetItem => ({ key, title: `${key}.com`, icon: null, entities: [] });

describe('inReportOrder', () => {
  it('puts a compared item without data back in its place among the items with data', () => {
    const places = inReportOrder(
      [
        { item: item('nike'), data: 1, colorIndex: 0 },
        { item: item('puma'), data: 3, colorIndex: 2 },
      ],
      [{ item: item('adidas'), colorIndex: 1 }],
    );
    expect(places.map((place) => [place.key, place.entry ? 'data' : 'missing'])).toEqual([
      ['nike', 'data'],
      ['adidas', 'missing'],
      ['puma', 'data'],
    ]);
  });

  it('keeps the order of items whose place is not given', () => {
    const places = inReportOrder(
      [
        { item: item('a'), data: 1 },
        { item: item('b'), data: 2 },
      ],
      [],
    );
    expect(places.map((place) => place.key)).toEqual(['a', 'b']);
  });
});
