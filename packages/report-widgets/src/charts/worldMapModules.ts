import { MapChart } from 'echarts/charts';
import { GeoComponent, VisualMapComponent } from 'echarts/components';
import { registerMap } from 'echarts/core';
import { type ChartModules, registerChartModules } from './chartModules.ts';
import { worldGeoJson } from './worldGeoJson.ts';
import { WORLD_MAP } from './worldMap.ts';

function registerWorldMap(): ChartModules<'map'> {
  const modules = registerChartModules(['map'], [MapChart, GeoComponent, VisualMapComponent]);
  registerMap(WORLD_MAP, worldGeoJson() as unknown as Parameters<typeof registerMap>[1]);
  return modules;
}

/**
 * The map chart and the world geometry. The audience impression map imports this module on demand
 * (EChart's `loadModules`), so the geometry stays off every other page.
 */
export const worldMapModules = /* @__PURE__ */ registerWorldMap();
