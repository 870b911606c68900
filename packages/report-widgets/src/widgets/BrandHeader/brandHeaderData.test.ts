import { describe, expect, it } from 'vitest';
import { brandHeaderFixtures } from '../../fixtures/reportFixtures.ts';
import { brandHeaderExportRows, isBrandHeaderEmpty } from './brandHeaderData.ts';
import { brandHeaderWidget } from './brandHeaderWidget.ts';

const { brand, empty } = brandHeaderFixtures;

describe('brand header data', () => {
  it('is empty when the brand has no impressions in the filters', () => {
    expect(isBrandHeaderEmpty(empty)).toBe(true);
    expect(isBrandHeaderEmpty(brand)).toBe(false);
  });

  it('exports one row per item with the brand’s facts and figures', () => {
    const item = { key: String(brand.brand.id), title: brand.brand.name, icon: null, entities: [] };
    expect(brandHeaderExportRows([{ item, data: brand }])).toEqual([
      {
        item: brand.brand.name,
        brand: brand.brand.name,
        domain: brand.brand.domain,
        master: brand.brand.master?.title ?? null,
        subBrands: brand.brand.subBrands.map((s) => s.title).join(', '),
        category: brand.brand.category?.title ?? null,
        impressions: brand.brand.impressions,
        expenses: brand.brand.expenses,
      },
    ]);
  });

  it('declares a brand header', () => {
    expect(brandHeaderWidget.dataset).toBe('brand-header');
    expect(brandHeaderWidget.entityTypes).toEqual(['brand', 'advertiser']); // the sales-tool preview of an advertiser opens with it
    expect(brandHeaderWidget.chartKind).toBe('header');
  });
});
