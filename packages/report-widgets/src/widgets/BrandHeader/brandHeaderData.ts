import type { BrandHeaderResponse } from '@adlens/core';
import type { WidgetItemData } from '../../registry/widgetDefinition.ts';

/** Not enough data: the brand had no impressions in the filters (its name alone is no report). */
export function isBrandHeaderEmpty(data: BrandHeaderResponse): boolean {
  return !data.brand.impressions;
}

export interface BrandHeaderExportRow {
  item: string;
  brand: string;
  domain: string;
  master: string | null;
  subBrands: string;
  category: string | null;
  impressions: number;
  expenses: number;
}

/** One row per item: the brand's facts and figures, sub-brands joined by commas. */
export function brandHeaderExportRows(items: readonly WidgetItemData<BrandHeaderResponse>[]): BrandHeaderExportRow[] {
  return items.map(({ item, data: { brand } }) => ({
    item: item.title,
    brand: brand.name,
    domain: brand.domain,
    master: brand.master?.title ?? null,
    subBrands: brand.subBrands.map((sub) => sub.title).join(', '),
    category: brand.category?.title ?? null,
    impressions: brand.impressions,
    expenses: brand.expenses,
  }));
}
