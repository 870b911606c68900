import { DATA_CHANNELS } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { channelShareFixtures } from '../../fixtures/reportFixtures.ts';
import { channelShareStacks } from './channelShareData.ts';
import { exportCells } from '../../DatasetWidget/toTsv.ts';
import { channelShareWidget } from './channelShareWidget.ts';

const item = (key: string) => ({ key, title: key, icon: null, entities: [] });
const { category, comparison, single, empty } = channelShareFixtures;

describe('channelShareStacks', () => {
  it('stacks every channel of any item per item, the shares of each item adding up to about 100', () => {
    const stacks = channelShareStacks([
      { item: item('Category'), data: category },
      { item: item('b'), data: comparison },
    ]);
    expect(stacks.items.map((i) => i.title)).toEqual(['Category', 'b']);
    expect(stacks.series.map((s) => s.channel)).toEqual(
      DATA_CHANNELS.filter((c) => [...category.items, ...comparison.items].some((e) => e.code === c)),
    );
    for (const index of [0, 1]) {
      expect(stacks.series.reduce((sum, s) => sum + s.shares[index]!, 0)).toBeCloseTo(100, 0);
    }
    const social = stacks.series.find((s) => s.channel === 'SOCIAL')!;
    expect(social.shares[0]).toBe(category.items.find((e) => e.code === 'SOCIAL')?.share ?? 0);
  });
});

describe('channelShareStacks in a comparison with a member without data', () => {
  it('keeps that member its column in its place, with no share rather than 0 %', () => {
    const stacks = channelShareStacks(
      [
        { item: item('nike.com'), data: comparison, colorIndex: 0 },
        { item: item('puma.com'), data: single, colorIndex: 2 },
      ],
      [{ item: item('adidas.com'), colorIndex: 1 }],
    );
    expect(stacks.items).toEqual([
      { title: 'nike.com', missing: false },
      { title: 'adidas.com', missing: true },
      { title: 'puma.com', missing: false },
    ]);
    for (const series of stacks.series) expect(series.shares[1]).toBeNull();
  });
});

describe('channelShareWidget', () => {
  it('reads channel-share with the report view token as stacked columns', () => {
    expect(channelShareWidget.dataset).toBe('channel-share');
    expect(channelShareWidget.needsViewToken).toBe(true);
    expect(channelShareWidget.entityTypes[0]).toBe('category');
    expect(channelShareWidget.isEmpty(empty)).toBe(true);
    expect(exportCells(channelShareWidget.exportTable, [{ item: item('a'), data: single }])).toHaveLength(
      single.items.length,
    );
  });
});
