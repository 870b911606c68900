import { describe, expect, it } from 'vitest';
import { brandHeaderFixtures } from '../../fixtures/reportFixtures.ts';
import { exportCells } from '../../DatasetWidget/toTsv.ts';
import { isBrandHeaderEmpty } from './brandHeaderData.ts';
import { brandHeaderWidget } from './brandHeaderWidget.ts';

const { brand, empty } = brandHeaderFixtures;

describe('brand header data', () => {
  it('is empty when the brand has no impressions in the filters', () => {
    expect(isBrandHeaderEmpty(empty)).toBe(true);
    expect(isBrandHeaderEmpty(brand)).toBe(false);
  });

  it('exports one row per item with the brand’s facts and figures', () => {
    const item = { key: String(brand.brand.id), title: brand.brand.name, icon: null, entities: [] };
    expect(exportCells(brandHeaderWidget.exportTable, [{ item, data: brand }])).toEqual([
      [
        brand.brand.name,
        brand.brand.name,
        brand.brand.domain,
        brand.brand.master?.title ?? null,
        brand.brand.subBrands.map((s) => s.title).join(', '),
        brand.brand.category?.title ?? null,
        brand.brand.impressions,
        brand.brand.expenses,
      ],
    ]);
  });

  it('declares a brand header', () => {
    expect(brandHeaderWidget.dataset).toBe('brand-header');
    expect(brandHeaderWidget.entityTypes).toEqual(['brand', 'advertiser']); // the sales-tool preview of an advertiser opens with it
    expect(brandHeaderWidget.chartKind).toBe('header');
  });
});
