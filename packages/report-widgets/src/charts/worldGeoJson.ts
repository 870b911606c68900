import { feature } from 'topojson-client';
import countries110m from 'world-atlas/countries-110m.json' with { type: 'json' };
import { WORLD_REGION_KEY } from './worldMap.ts';

type Topology = Parameters<typeof feature>[0];
type GeometryCollection = Extract<Parameters<typeof feature>[1], { type: 'GeometryCollection' }>;

/**
 * The world's countries as GeoJSON for `echarts.registerMap`, from world-atlas' Natural Earth 1:110m
 * TopoJSON (bundled, so no request at run time). Each region carries its name and its ISO numeric code.
 * The import attribute is what Node's ESM loader needs to load JSON (a partner's Vitest or server
 * rendering); bundlers read it too.
 */
export function worldGeoJson() {
  const topology = countries110m as unknown as Topology;
  const countries = feature(topology, topology.objects.countries as GeometryCollection);
  return {
    type: 'FeatureCollection' as const,
    features: countries.features.map((region) => ({
      ...region,
      properties: { name: String(region.properties?.name ?? ''), [WORLD_REGION_KEY]: String(region.id ?? '') },
    })),
  };
}
