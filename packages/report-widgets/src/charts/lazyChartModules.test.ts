import { afterEach, describe, expect, it } from 'vitest';
import type { ECharts } from 'echarts/core';
import { initOffscreenChart } from '../testing/initOffscreenChart.ts';
import { heatmapModules } from './heatmapModules.ts';
import { worldGeoJson } from './worldGeoJson.ts';
import { worldMapModules } from './worldMapModules.ts';
import { WORLD_MAP, WORLD_REGION_KEY, worldRegionName } from './worldMap.ts';

let chart: ECharts | undefined;
afterEach(() => chart?.dispose());

describe('worldGeoJson', () => {
  it('names every country by its ISO 3166-1 numeric code, as our country ids are', () => {
    const features = worldGeoJson().features;
    expect(features.length).toBeGreaterThan(170);
    const usa = features.find((f) => f.properties[WORLD_REGION_KEY] === worldRegionName(840));
    expect(usa?.properties.name).toBe('United States of America');
    expect(worldRegionName(4)).toBe('004');
  });
});

describe('on-demand chart modules', () => {
  it('draw the world map from the bundled geometry, without a request', () => {
    chart = initOffscreenChart(worldMapModules, { width: 600, height: 359 });
    chart.setOption({
      series: [
        {
          type: 'map',
          map: WORLD_MAP,
          nameProperty: WORLD_REGION_KEY,
          data: [{ name: worldRegionName(840), value: 10, itemStyle: { areaColor: '#123456' } }],
        },
      ],
    });
    const svg = chart.renderToSVGString();
    expect(svg.match(/<path/g)?.length).toBeGreaterThan(170);
    expect(svg).toContain('#123456');
  });

  it('draw a heatmap', () => {
    chart = initOffscreenChart(heatmapModules, { width: 600, height: 204 });
    chart.setOption({
      xAxis: { type: 'category', data: ['0', '1'] },
      yAxis: { type: 'category', data: ['Mon'] },
      visualMap: { type: 'piecewise', show: false, dimension: 2, pieces: [{ value: 3, color: '#abcdef' }] },
      series: [{ type: 'heatmap', data: [[1, 0, 3]] }],
    });
    expect(chart.renderToSVGString()).toContain('#abcdef');
  });
});
