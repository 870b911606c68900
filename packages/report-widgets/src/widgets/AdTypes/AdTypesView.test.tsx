import type * as EChartsCore from 'echarts/core';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { channelColor } from '../../charts/categoryColors.ts';
import { adTypesFixtures } from '../../fixtures/reportFixtures.ts';
import { defaultTheme } from '../../theme/defaultTheme.ts';
import { renderWithProviders } from '../../testing/renderWithProviders.tsx';
import { AdTypesView } from './AdTypesView.tsx';

// jsdom draws nothing: the charts' own options are read from what they ask of ECharts.
const echarts = vi.hoisted(() => {
  const options: unknown[] = [];
  const chart = {
    setOption: vi.fn((option: unknown) => options.push(option)),
    resize: vi.fn(),
    dispose: vi.fn(),
    isDisposed: () => false,
    getWidth: () => 240,
    getHeight: () => 240,
    on: vi.fn(),
    off: vi.fn(),
  };
  return { options, init: vi.fn(() => chart) };
});
vi.mock('echarts/core', async (importOriginal) => ({
  ...(await importOriginal<typeof EChartsCore>()),
  init: echarts.init,
}));

interface PieOption {
  series: { data: { name: string; itemStyle?: { color?: string } }[] }[];
}

const item = (key: string, title: string) => ({ key, title, icon: null, entities: [] });
const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

describe('AdTypesView colours', () => {
  afterEach(() => {
    cleanup();
    echarts.options.length = 0;
  });

  it('keys compared items in colours no ad type of the card is drawn in, and Video in the channel Video’s colour', () => {
    const { container } = renderWithProviders(
      <AdTypesView
        items={[
          { item: item('1', 'nike.com'), data: adTypesFixtures.comparison, colorIndex: 0 },
          { item: item('2', 'adidas.com'), data: adTypesFixtures.comparison, colorIndex: 1 },
        ]}
        headingLevel={3}
        options={{ metric: 'impressions' }}
      />,
    );
    const slices = (echarts.options as PieOption[]).flatMap((option) =>
      option.series.flatMap((series) => series.data.map((d) => ({ name: d.name, color: d.itemStyle?.color }))),
    );
    expect(slices.length).toBeGreaterThan(0);
    const sliceColors = new Set(slices.map((slice) => slice.color && rgb(slice.color)));
    const keys = [...container.querySelectorAll('[data-series-key]')].map(
      (dot) => getComputedStyle(dot).backgroundColor,
    );
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
    for (const key of keys) expect(sliceColors.has(key), `${key} is also a slice's colour`).toBe(false);
    const video = slices.find((slice) => slice.name === 'Video');
    expect(video?.color).toBe(channelColor('VIDEO', defaultTheme.palette.data));
  });
});
