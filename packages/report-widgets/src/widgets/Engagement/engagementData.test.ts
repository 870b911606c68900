import type { EngagementResponse } from '@adlens/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { ECharts } from 'echarts/core';
import { heatmapModules } from '../../charts/heatmapModules.ts';
import { initOffscreenChart } from '../../testing/initOffscreenChart.ts';
import { buildEngagementOption } from './buildEngagementOption.ts';
import {
  HOURS,
  engagementCells,
  engagementSummary,
  hourZone,
  isEngagementEmpty,
  quartileBand,
} from './engagementData.ts';
import { exportCells } from '../../DatasetWidget/toTsv.ts';
import { engagementWidget } from './engagementWidget.ts';

const period = { id: 'LAST_3_MONTHS', start: '2026-08-01', end: '2026-10-31' };
const data: EngagementResponse = {
  period,
  panelists: 1000,
  elements: [
    { weekday: 1, hour: 2, value: 10 },
    { weekday: 2, hour: 20, value: 100 },
    { weekday: 7, hour: 12, value: 60 },
  ],
};

describe('quartileBand', () => {
  it('bands a value by its share of the maximum: 0–25, 26–50, 51–75, 76–100', () => {
    expect([0, 25, 26, 50, 51, 75, 76, 100].map((value) => quartileBand(value, 100))).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
    expect(quartileBand(40, 80)).toBe(1);
    expect(quartileBand(0, 0)).toBe(0);
  });
});

describe('hourZone', () => {
  it('makes night and evening a quarter of the day each', () => {
    const zones = HOURS.map(hourZone);
    expect(zones.filter((zone) => zone === 'night')).toHaveLength(6);
    expect(zones.filter((zone) => zone === 'evening')).toHaveLength(6);
    expect([hourZone(0), hourZone(5), hourZone(6), hourZone(17), hourZone(18), hourZone(23)]).toEqual([
      'night',
      'night',
      'daytime',
      'daytime',
      'evening',
      'evening',
    ]);
  });
});

describe('engagement data', () => {
  it('places cells by hour and weekday row (Monday first) with their band', () => {
    expect(engagementCells(data)).toEqual([
      [2, 0, 10, 0],
      [20, 1, 100, 3],
      [12, 6, 60, 2],
    ]);
  });

  it('summarises the busiest hour and each zone’s average', () => {
    expect(engagementSummary(data)).toEqual({
      busiest: { weekday: 2, hour: 20 },
      zones: [
        { zone: 'night', average: 10 },
        { zone: 'daytime', average: 60 },
        { zone: 'evening', average: 100 },
      ],
    });
  });

  it('is empty without activity, and exports a row per cell', () => {
    expect(isEngagementEmpty({ ...data, elements: [] })).toBe(true);
    expect(isEngagementEmpty({ ...data, elements: [{ weekday: 1, hour: 0, value: 0 }] })).toBe(true);
    expect(isEngagementEmpty(data)).toBe(false);
    const item = { key: '5', title: 'nike.com', icon: null, entities: [] };
    expect(exportCells(engagementWidget.exportTable, [{ item, data }])[1]).toEqual([
      'nike.com',
      'Tuesday',
      '20:00',
      100,
    ]);
    expect(engagementWidget.chartKind).toBe('heatmap');
  });
});

describe('buildEngagementOption', () => {
  let chart: ECharts | undefined;
  afterEach(() => chart?.dispose());

  it('colours each cell with the theme’s quartile colour of its band', () => {
    const bandColors = ['#000001', '#000002', '#000003', '#000004'] as const;
    chart = initOffscreenChart(heatmapModules, { width: 600, height: 204 });
    chart.setOption(
      buildEngagementOption({
        cells: engagementCells(data),
        hourLabels: HOURS.map(String),
        weekdayLabels: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
        bandColors,
        borderColor: '#ffffff',
        description: 'Engagement',
        formatCell: () => '',
        textColor: '#000000',
        fontFamily: 'sans-serif',
        animation: false,
      }),
    );
    const svg = chart.renderToSVGString();
    expect(svg).toContain('#000001');
    expect(svg).toContain('#000003');
    expect(svg).toContain('#000004');
    expect(svg).not.toContain('#000002');
  });
});
