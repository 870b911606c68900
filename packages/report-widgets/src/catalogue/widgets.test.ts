import { describe, expect, it } from 'vitest';
import { columnModules } from '../charts/columnModules.ts';
import { heatmapModules } from '../charts/heatmapModules.ts';
import { pieModules } from '../charts/pieModules.ts';
import { pyramidModules } from '../charts/pyramidModules.ts';
import { trendModules } from '../charts/trendModules.ts';
import { worldMapModules } from '../charts/worldMapModules.ts';
import { WIDGETS, getWidgetDefinition } from './widgets.ts';

describe('WIDGETS registry', () => {
  it('keys every definition by its own type', () => {
    for (const [type, definition] of Object.entries(WIDGETS)) expect(definition.type).toBe(type);
  });

  it('declares only chart kinds some chart modules register, or a view without a chart', () => {
    const registered = [pieModules, columnModules, trendModules, pyramidModules, heatmapModules, worldMapModules];
    const kinds = [...registered.flatMap((modules) => modules.kinds), 'table', 'gallery', 'header'];
    for (const definition of Object.values(WIDGETS)) expect(kinds).toContain(definition.chartKind);
  });

  it('declares the audience widgets for one advertiser, without a channel in their sub-header', () => {
    const audience = Object.values(WIDGETS).filter((definition) => definition.dataset.startsWith('audience/'));
    expect(audience.map((definition) => definition.type)).toEqual([
      'activity-segments',
      'languages',
      'gender-age',
      'engagement',
      'impression-map',
      'visited-websites',
      'top-interests',
      'keyword-volume',
    ]);
    for (const definition of audience) {
      expect(definition.entityTypes).toEqual(['advertiser']);
      expect('channelFree' in definition && definition.channelFree).toBe(true);
    }
  });

  it('declares the estimated-expenditure widget (pie, advertiser and brand dataset, export columns)', () => {
    const definition = getWidgetDefinition('estimated-expenditure');
    expect(definition.dataset).toBe('estimated-expenditure');
    // The sales tool's brand preview shows it.
    expect(definition.entityTypes).toEqual(['advertiser', 'brand']);
    expect(definition.chartKind).toBe('pie');
    expect(definition.exportTable.columns.map((c) => c.id)).toEqual([
      'item',
      'channel',
      'expenses',
      'impressions',
      'cpm',
      'expensesChange',
      'impressionsChange',
    ]);
    expect(
      definition.buildRequest({
        entities: [{ entityType: 'advertiser', ids: [3] }],
        filters: { country: 'DE' },
        options: undefined,
        fullscreen: false,
      }),
    ).toEqual({
      entities: [{ entityType: 'advertiser', ids: [3] }],
      country: 'DE',
    });
  });
});
