import { MapChart } from 'echarts/charts';
import { GeoComponent, VisualMapComponent } from 'echarts/components';
import { echarts } from './echarts.ts';
import { worldGeoJson } from './worldGeoJson.ts';
import { WORLD_MAP } from './worldMap.ts';

function registerWorldMap(): typeof echarts {
  echarts.use([MapChart, GeoComponent, VisualMapComponent]);
  echarts.registerMap(WORLD_MAP, worldGeoJson() as unknown as Parameters<typeof echarts.registerMap>[1]);
  return echarts;
}

/**
 * ECharts with the map chart and the world geometry registered. Imported on demand by the audience
 * impression map only (LAZY_CHART_KINDS), so the geometry and the map modules stay off other pages.
 */
export const worldMapEcharts = registerWorldMap();
