import { describe, expect, it } from 'vitest';
import { adPlacementsFixtures } from '../../fixtures/reportFixtures.ts';
import { en } from '@adlens/core';
import { exportCells } from '../../DatasetWidget/toTsv.ts';
import { adPlacementsWidget } from './adPlacementsWidget.ts';
import { placementColumns } from './adPlacementsData.ts';

const item = (key: string) => ({ key, title: key, icon: null, entities: [] });
const { single, comparison } = adPlacementsFixtures;

describe('placementColumns', () => {
  it('keeps the first item’s order and appends placements only the others have', () => {
    const { placements, series } = placementColumns([
      { item: item('a'), data: single },
      { item: item('b'), data: comparison },
    ]);
    expect(placements.slice(0, single.items.length)).toEqual(single.items.map((e) => e.code));
    const onlyOthers = comparison.items.map((e) => e.code).filter((code) => !single.items.some((e) => e.code === code));
    expect(placements.slice(single.items.length)).toEqual(onlyOthers);
    expect(series.map((s) => s.title)).toEqual(['a', 'b']);
    expect(series[0]!.shares.slice(0, single.items.length)).toEqual(single.items.map((e) => e.share));
    for (const [index, code] of placements.entries()) {
      expect(series[1]!.shares[index]).toBe(comparison.items.find((e) => e.code === code)?.share ?? 0);
    }
  });
});

describe('adPlacementsWidget', () => {
  it('reads ad-placements as a column chart and exports one row per item and placement', () => {
    expect(adPlacementsWidget.dataset).toBe('ad-placements');
    expect(adPlacementsWidget.chartKind).toBe('column');
    expect(adPlacementsWidget.isEmpty(adPlacementsFixtures.empty)).toBe(true);
    const rows = exportCells(adPlacementsWidget.exportTable, [{ item: item('a'), data: single }]);
    expect(rows.map((r) => r[1])).toEqual(single.items.map((e) => en.widgets.adPlacements[e.code]));
  });
});
