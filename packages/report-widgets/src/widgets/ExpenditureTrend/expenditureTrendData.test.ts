import { describe, expect, it } from 'vitest';
import { expenditureTrendFixtures } from '../../fixtures/reportFixtures.ts';
import { exportCells } from '../../DatasetWidget/toTsv.ts';
import { commonIntervals, isTrendEmpty, trendSeries, trendTotal } from './expenditureTrendData.ts';
import { expenditureTrendWidget } from './expenditureTrendWidget.ts';

const item = (key: string) => ({ key, title: key, icon: null, entities: [] });
const { single, comparison, empty } = expenditureTrendFixtures;

describe('isTrendEmpty', () => {
  it('is empty when no point has spend or impressions', () => {
    expect(isTrendEmpty(empty)).toBe(true);
    expect(isTrendEmpty({ ...single, points: [] })).toBe(true);
    expect(isTrendEmpty(single)).toBe(false);
  });
});

describe('trendSeries', () => {
  it('breaks one item down by channel, the channels adding up to each point’s spend', () => {
    const { starts, series } = trendSeries([{ item: item('a'), data: single }]);
    expect(starts).toEqual(single.points.map((p) => p.start).sort());
    expect(series.every((s) => s.channel)).toBe(true);
    for (const point of single.points) {
      const index = starts.indexOf(point.start);
      expect(series.reduce((sum, s) => sum + s.values[index]!, 0)).toBeCloseTo(point.expenses, 1);
    }
  });

  it('gives a comparison one total series per item on every interval either has (missing ones 0)', () => {
    const { starts, series } = trendSeries([
      { item: item('a'), data: single },
      { item: item('b'), data: comparison },
    ]);
    expect(series.map((s) => s.key)).toEqual(['a', 'b']);
    expect(starts).toEqual([...new Set([...single.points, ...comparison.points].map((p) => p.start))].sort());
    expect(series[1]!.values).toEqual(
      starts.map((start) => comparison.points.find((p) => p.start === start)?.expenses ?? 0),
    );
    expect(series[1]!.values.reduce<number>((a, b) => a + (b ?? 0), 0)).toBeCloseTo(trendTotal(comparison), 6);
  });

  it('keeps a compared item without data as its own series, in its place, with no values', () => {
    const { starts, series } = trendSeries(
      [{ item: item('nike'), data: single, colorIndex: 0 }],
      [{ item: item('adidas'), colorIndex: 1 }],
    );
    // Not one item's channel breakdown: the comparison still has a series per member.
    expect(series.map((s) => [s.key, s.channel, s.item?.missing])).toEqual([
      ['nike', undefined, false],
      ['adidas', undefined, true],
    ]);
    expect(series[1]!.values).toEqual(starts.map(() => null));
    expect(series[0]!.values.reduce<number>((a, b) => a + (b ?? 0), 0)).toBeCloseTo(trendTotal(single), 6);
  });
});

describe('commonIntervals', () => {
  it('offers the intervals every compared item’s data has, finest first', () => {
    const a = { item: item('a'), data: { ...single, supportedIntervals: ['DAILY', 'WEEKLY', 'MONTHLY'] } };
    const b = { item: item('b'), data: { ...comparison, supportedIntervals: ['MONTHLY', 'WEEKLY'] } };
    expect(commonIntervals([a, b] as never)).toEqual(['WEEKLY', 'MONTHLY']);
  });
});

describe('trendSeries points', () => {
  it('carries each interval’s days and whether it is partial, in axis order', () => {
    const { starts, points } = trendSeries([{ item: item('a'), data: single }]);
    expect(points.map((p) => p.start)).toEqual(starts);
    expect(points).toEqual(single.points.map(({ start, end, partial }) => ({ start, end, partial })));
  });
});

describe('trendTotal and export rows', () => {
  it('sums the period and exports a row per item and interval', () => {
    expect(trendTotal(single)).toBeCloseTo(
      single.points.reduce((sum, p) => sum + p.expenses, 0),
      6,
    );
    // The export keeps the channel breakdown, a row per interval and channel.
    const channels = new Set(single.points.flatMap((p) => p.byChannel.map((c) => c.channel))).size;
    expect(exportCells(expenditureTrendWidget.exportTable, [{ item: item('a'), data: single }])).toHaveLength(
      single.points.length * channels,
    );
  });
});

describe('expenditureTrendWidget.buildRequest', () => {
  const input = {
    entities: [{ entityType: 'advertiser' as const, ids: [5] }],
    filters: { period: 'LAST_3_MONTHS' },
    fullscreen: false,
  };
  it('sends the interval as the custom parameter `interval` only once one is chosen', () => {
    expect(expenditureTrendWidget.buildRequest({ ...input, options: { chart: 'line', interval: undefined } })).toEqual({
      entities: input.entities,
      period: 'LAST_3_MONTHS',
    });
    expect(
      expenditureTrendWidget.buildRequest({ ...input, options: { chart: 'area', interval: 'MONTHLY' } }).params,
    ).toEqual({ interval: 'MONTHLY' });
  });
});
