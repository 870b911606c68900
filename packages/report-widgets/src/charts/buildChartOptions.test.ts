import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultTheme } from '../theme/defaultTheme.ts';
import { buildCartesianOption, type CartesianInput } from './buildCartesianOption.ts';
import { buildPieOption } from './buildPieOption.ts';
import { initOffscreenChart } from '../testing/initOffscreenChart.ts';
import type { ChartModules } from './chartModules.ts';
import { columnModules } from './columnModules.ts';
import { pieModules } from './pieModules.ts';
import { trendModules } from './trendModules.ts';

const style = { textColor: '#111', fontFamily: 'sans-serif', animation: false };
const cartesian: CartesianInput = {
  ...style,
  kind: 'column',
  categories: ['Feed', 'Above the fold'],
  series: [
    { name: 'nike.com', values: [28, 21], color: defaultTheme.palette.data[0]! },
    { name: 'adidas.com', values: [14, 30], color: defaultTheme.palette.data[1]! },
  ],
  stacked: false,
  formatValue: (v) => `${v}%`,
  formatAxis: (v) => `${v}%`,
  description: 'Ad placements by share of impressions.',
};

let chart: EChartsType | undefined;
afterEach(() => chart?.dispose());

function renderSvg(modules: ChartModules, option: EChartsCoreOption): string {
  chart = initOffscreenChart(modules, { width: 600, height: 370 });
  chart.setOption(option);
  return chart.renderToSVGString();
}

describe('chart modules per kind', () => {
  it('name the kinds each registers: a column widget’s modules leave the line chart out', () => {
    expect(columnModules.kinds).toEqual(['column']);
    expect(trendModules.kinds).toEqual(['line', 'area', 'column']);
    expect(pieModules.kinds).toEqual(['pie']);
  });
});

describe('buildCartesianOption', () => {
  it('turns aria on with the description and decals', () => {
    expect(buildCartesianOption(cartesian).aria).toEqual({
      enabled: true,
      label: { enabled: true, description: cartesian.description },
      decal: { show: true },
    });
  });

  it('keeps axis labels above the legend: rotated ad placements never run into the compared names', () => {
    type Grid = { bottom: number; outerBounds: { bottom: number } };
    const placements = ['Feed', 'Mid-roll', 'Pre-roll', 'Stories', 'In-stream', 'Above the fold', 'Carousel'];
    const compared = buildCartesianOption({ ...cartesian, categories: placements, rotateLabels: true });
    const grid = compared.grid as Grid;
    expect((compared.legend as { show: boolean; bottom: number }).show).toBe(true);
    expect(grid.outerBounds.bottom).toBeGreaterThanOrEqual(24);
    expect(grid.outerBounds.bottom).toBeLessThan(grid.bottom);
    // One item has no legend: its labels may use the space down to the card's edge.
    const single = buildCartesianOption({ ...cartesian, series: cartesian.series.slice(0, 1) });
    expect((single.grid as Grid).outerBounds.bottom).toBe(0);
  });

  it('draws columns side by side, or stacked for a breakdown', () => {
    const side = buildCartesianOption(cartesian).series as { type: string; stack?: string }[];
    expect(side.map((s) => [s.type, s.stack])).toEqual([
      ['bar', undefined],
      ['bar', undefined],
    ]);
    const stacked = buildCartesianOption({ ...cartesian, stacked: true }).series as { stack?: string }[];
    expect(stacked.every((s) => s.stack === 'total')).toBe(true);
  });

  it('draws each line at its own value: a breakdown stacks areas and columns, never lines', () => {
    const kinds = ['line', 'area', 'column'] as const;
    const stacks = kinds.map((kind) =>
      (buildCartesianOption({ ...cartesian, kind, stacked: true }).series as { stack?: string }[]).map((s) => s.stack),
    );
    expect(stacks).toEqual([
      [undefined, undefined],
      ['total', 'total'],
      ['total', 'total'],
    ]);
  });

  it('shades partial categories once and names them in the tooltip heading', () => {
    const option = buildCartesianOption({
      ...cartesian,
      partial: [true, false],
      categoryTitles: ['Week of 26 Oct 2026 · partial', 'Week of 2 Nov 2026'],
      partialLabel: 'Partial',
    });
    const series = option.series as { markArea?: { data: unknown[] } }[];
    expect(series[0]!.markArea!.data).toEqual([[{ xAxis: 'Feed', name: 'Partial' }, { xAxis: 'Feed' }]]);
    expect(series[1]!.markArea).toBeUndefined();
    const formatter = (option.tooltip as { formatter: (p: unknown) => string }).formatter;
    expect(formatter([{ dataIndex: 0, marker: '', seriesName: 'nike.com', value: 28 }])).toBe(
      'Week of 26 Oct 2026 · partial<br/>nike.com <strong>28%</strong>',
    );
    expect(renderSvg(trendModules, option)).toContain('>Partial<');
  });

  it('shades a line’s partial edge intervals over the stretch that leads to them, so the band is seen', () => {
    const option = buildCartesianOption({
      ...cartesian,
      kind: 'line',
      categories: ['31 Aug', '7 Sept', '14 Sept', '23 Nov'],
      series: [{ name: 'nike.com', values: [1, 2, 3, 4], color: defaultTheme.palette.data[0]! }],
      partial: [true, false, false, true],
      partialLabel: 'Partial',
    });
    const series = option.series as { markArea?: { data: unknown[] } }[];
    expect(series[0]!.markArea!.data).toEqual([
      [{ xAxis: '31 Aug', name: 'Partial' }, { xAxis: '7 Sept' }],
      [{ xAxis: '14 Sept', name: 'Partial' }, { xAxis: '23 Nov' }],
    ]);
  });

  it('shades the whole stretch once when a line’s only two points are both partial', () => {
    const option = buildCartesianOption({
      ...cartesian,
      kind: 'line',
      categories: ['Oct 2026', 'Nov 2026'],
      series: [{ name: 'nike.com', values: [1, 2], color: defaultTheme.palette.data[0]! }],
      partial: [true, true],
      partialLabel: 'Partial',
    });
    const series = option.series as { markArea?: { data: unknown[] } }[];
    expect(series[0]!.markArea!.data).toEqual([[{ xAxis: 'Oct 2026', name: 'Partial' }, { xAxis: 'Nov 2026' }]]);
  });

  // Seen at 375 px: the first interval's 'Partial' sat on the value
  // axis' top label ('$500K'). The two texts' drawn boxes must not meet.
  it.each(['line', 'column'] as const)(
    'keeps a %s chart’s axis labels clear of each other and of the Partial label',
    (kind) => {
      const option = buildCartesianOption({
        ...cartesian,
        kind,
        series: [{ name: 'nike.com', values: [480_000, 210_000], color: defaultTheme.palette.data[0]! }],
        formatAxis: (v) => `$${v / 1000}K`,
        partial: [true, false],
        partialLabel: 'Partial',
      });
      renderSvg(trendModules, option);
      const texts = chart!
        .getZr()
        .storage.getDisplayList(true)
        .flatMap((el) => {
          const text = (el.style as { text?: string } | undefined)?.text;
          if (typeof text !== 'string') return [];
          const box = el.getBoundingRect().clone();
          box.applyTransform(el.getComputedTransform());
          return [{ text, box }];
        });
      const partial = texts.find((t) => t.text === 'Partial');
      const topTick = texts.find((t) => t.text === '$500K');
      expect(partial, 'the Partial label is drawn').toBeDefined();
      expect(topTick, 'the top tick is drawn').toBeDefined();
      expect(partial!.box.intersect(topTick!.box)).toBe(false);
      // Nor does the bottom tick ('$0K') sit on the first category's label under a line's first point.
      const bottomTick = texts.find((t) => t.text === '$0K');
      const firstCategory = texts.find((t) => t.text === 'Feed');
      expect(bottomTick!.box.intersect(firstCategory!.box)).toBe(false);
    },
  );

  it('draws lines, and areas as lines with areaStyle', () => {
    const line = buildCartesianOption({ ...cartesian, kind: 'line' }).series as { type: string; areaStyle?: object }[];
    expect(line.map((s) => [s.type, s.areaStyle])).toEqual([
      ['line', undefined],
      ['line', undefined],
    ]);
    const area = buildCartesianOption({ ...cartesian, kind: 'area' }).series as { areaStyle?: object }[];
    expect(area.every((s) => s.areaStyle)).toBe(true);
  });

  it('renders with the column modules alone, with the categories and legend', () => {
    const svg = renderSvg(columnModules, buildCartesianOption(cartesian));
    for (const text of ['Feed', 'Above the fold', 'nike.com', 'adidas.com']) expect(svg).toContain(`>${text}<`);
    expect(svg).toContain('<pattern');
  });
});

describe('buildPieOption', () => {
  it('draws one slice per code and hides ECharts’ legend when the widget draws its own', () => {
    const option = buildPieOption({
      ...style,
      slices: [
        { name: 'Banner', value: 60, color: 'red' },
        { name: 'Video', value: 40, color: 'blue' },
      ],
      description: 'Ad types of nike.com',
      formatValue: (v) => `${v}%`,
      size: 'middle',
      legend: false,
    });
    expect((option.legend as { show?: boolean }).show).toBe(false);
    const svg = renderSvg(pieModules, option);
    expect(svg).toContain('<pattern');
  });

  it("draws the seams between slices in the card's background (a dark card gets no white rings)", () => {
    const slices = [{ name: 'Banner', value: 60, color: 'red' }];
    const base = { ...style, slices, description: 'Ad types', formatValue: String, size: 'middle' as const };
    const seams = (option: ReturnType<typeof buildPieOption>) =>
      (option.series as { itemStyle?: { borderColor?: string } }[])[0]?.itemStyle?.borderColor;
    expect(seams(buildPieOption({ ...base, surfaceColor: '#161b22' }))).toBe('#161b22');
  });
});

describe('clickable chart items', () => {
  it('gives the pointer only to what opens a report, and makes clickable category labels report clicks', () => {
    const plain = buildCartesianOption(cartesian);
    expect((plain.series as { cursor?: string }[]).every((series) => series.cursor === 'default')).toBe(true);
    expect((plain.xAxis as { triggerEvent?: boolean }).triggerEvent).toBe(false);

    const columns = buildCartesianOption({ ...cartesian, clickable: { categories: [true, false] } });
    expect((columns.series as { cursor?: string }[]).every((series) => series.cursor === 'pointer')).toBe(true);
    expect((columns.xAxis as { triggerEvent?: boolean }).triggerEvent).toBe(true);

    const lines = buildCartesianOption({ ...cartesian, clickable: { series: [false, true] } });
    expect((lines.series as { cursor?: string }[]).map((series) => series.cursor)).toEqual(['default', 'pointer']);
  });
});
