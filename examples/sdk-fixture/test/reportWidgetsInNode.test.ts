import {
  AdlensWidgetsProvider,
  EntitySearch,
  EstimatedExpenditureWidget,
  WIDGETS,
  adTypesWidget,
} from '@adlens/report-widgets';
import { getMap } from 'echarts/core';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

// A partner's app imports the published ESM build in Node too (server-side rendering, its
// own tests); the module must load there and export what the fixture app renders.
describe('@adlens/report-widgets in Node', () => {
  it('exports the provider, the search and the expenditure widget as components', () => {
    for (const component of [AdlensWidgetsProvider, EntitySearch, EstimatedExpenditureWidget]) {
      expect(component).toBeTypeOf('function');
    }
  });

  it('declares the ad-types pie the app renders in the widget registry', () => {
    expect(WIDGETS['ad-types-distribution']).toBe(adTypesWidget);
    expect(adTypesWidget.chartKind).toBe('pie');
  });

  it('loads the world map module with its country shapes, as a jsdom test that renders the map would', async () => {
    // The module a bundler or Node loads when the impression map first draws (one file per module).
    const dist = dirname(fileURLToPath(import.meta.resolve('@adlens/report-widgets')));
    const { worldMapModules } = await import(pathToFileURL(join(dist, 'charts', 'worldMapModules.js')).href);
    expect(worldMapModules.kinds).toEqual(['map']);
    const countries = (getMap('world') as unknown as { geoJSON: { features: unknown[] } }).geoJSON.features;
    expect(countries.length).toBeGreaterThan(170);
  });
});
