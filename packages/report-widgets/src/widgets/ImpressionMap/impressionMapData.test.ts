import type { ImpressionMapResponse } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { worldMapModules } from '../../charts/worldMapModules.ts';
import { initOffscreenChart } from '../../testing/initOffscreenChart.ts';
import { buildImpressionMapOption } from './buildImpressionMapOption.ts';
import { exportCells } from '../../DatasetWidget/toTsv.ts';
import { mapRegions } from './impressionMapData.ts';
import { impressionMapWidget } from './impressionMapWidget.ts';

const data: ImpressionMapResponse = {
  period: { id: 'LAST_3_MONTHS', start: '2026-08-01', end: '2026-10-31' },
  panelists: 1000,
  elements: [
    { country: { id: 380, code: 'IT', title: 'Italy' }, impressions: 3_000_000, share: 75 },
    { country: { id: 40, code: 'AT', title: 'Austria' }, impressions: 1_000_000, share: 25 },
  ],
};
const item = { key: '5', title: 'nike.com', icon: null, entities: [] };

describe('impression map data', () => {
  it('names each country’s region by its zero-padded ISO numeric code', () => {
    expect(mapRegions(data).map((region) => [region.name, region.value, region.title])).toEqual([
      ['380', 3_000_000, 'Italy'],
      ['040', 1_000_000, 'Austria'],
    ]);
  });

  it('exports a row per country', () => {
    expect(exportCells(impressionMapWidget.exportTable, [{ item, data }])[1]).toEqual([
      'nike.com',
      'Austria',
      1_000_000,
      25,
    ]);
  });

  it('asks for every country whatever the country filter', () => {
    const request = impressionMapWidget.buildRequest({
      entities: [{ entityType: 'advertiser', ids: [5] }],
      filters: { country: 'IT', period: 'LAST_3_MONTHS' },
      options: undefined,
      fullscreen: false,
    });
    expect(request).toEqual({ entities: [{ entityType: 'advertiser', ids: [5] }], period: 'LAST_3_MONTHS' });
  });
});

describe('buildImpressionMapOption', () => {
  it('colours the countries with impressions on the bundled world map', () => {
    const chart = initOffscreenChart(worldMapModules, { width: 700, height: 359 });
    chart.setOption(
      buildImpressionMapOption({
        regions: mapRegions(data),
        colors: ['#eeeeee', '#000099'],
        emptyColor: '#fafafa',
        borderColor: '#cccccc',
        rangeLabels: ['More', 'Fewer'],
        description: 'Impressions by country',
        formatRegion: (region) => region.title,
        textColor: '#000000',
        fontFamily: 'sans-serif',
        animation: false,
      }),
    );
    const svg = chart.renderToSVGString();
    chart.dispose();
    // Italy has the most impressions: the darkest end of the scale.
    expect(svg.toLowerCase()).toContain('rgb(0,0,153)');
    expect(svg).toContain('#fafafa');
    expect(svg).toContain('More');
  });
});
