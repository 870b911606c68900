import type { BrandHeaderResponse } from '@adlens/core';

/** Not enough data: the brand had no impressions in the filters (its name alone is no report). */
export function isBrandHeaderEmpty(data: BrandHeaderResponse): boolean {
  return !data.brand.impressions;
}
