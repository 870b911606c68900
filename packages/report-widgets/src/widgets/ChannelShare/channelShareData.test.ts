import { DATA_CHANNELS } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { channelShareFixtures } from '../../fixtures/reportFixtures.ts';
import { channelShareStacks } from './channelShareData.ts';
import { exportCells } from '../../registry/toTsv.ts';
import { channelShareWidget } from './channelShareWidget.ts';

const item = (key: string) => ({ key, title: key, icon: null, entities: [] });
const { category, comparison, single, empty } = channelShareFixtures;

describe('channelShareStacks', () => {
  it('stacks every channel of any item per item, the shares of each item adding up to about 100', () => {
    const stacks = channelShareStacks([
      { item: item('Category'), data: category },
      { item: item('b'), data: comparison },
    ]);
    expect(stacks.items).toEqual(['Category', 'b']);
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

describe('channelShareWidget', () => {
  it('reads channel-share with the report view token (spec §7 benchmark sov) as stacked columns', () => {
    expect(channelShareWidget.dataset).toBe('channel-share');
    expect(channelShareWidget.needsViewToken).toBe(true);
    expect(channelShareWidget.entityTypes[0]).toBe('category');
    expect(channelShareWidget.isEmpty(empty)).toBe(true);
    expect(exportCells(channelShareWidget.exportTable, [{ item: item('a'), data: single }])).toHaveLength(
      single.items.length,
    );
  });
});
