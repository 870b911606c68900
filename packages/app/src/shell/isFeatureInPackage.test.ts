import { describe, expect, it } from 'vitest';
import { isFeatureInPackage } from './isFeatureInPackage.ts';

const PARTNER = { category: false, brand: true, advertiserBenchmark: false, brandBenchmark: false };

describe('isFeatureInPackage: which gated side-menu items the package opens (spec §2.6)', () => {
  it('follows the category and brand report flags', () => {
    expect(isFeatureInPackage(PARTNER, 'categories')).toBe(false);
    expect(isFeatureInPackage(PARTNER, 'brands')).toBe(true);
    expect(isFeatureInPackage({ ...PARTNER, category: true, brand: false }, 'categories')).toBe(true);
    expect(isFeatureInPackage({ ...PARTNER, category: true, brand: false }, 'brands')).toBe(false);
  });

  it('keeps every item open while the package loads', () => {
    expect(isFeatureInPackage(undefined, 'categories')).toBe(true);
  });
});
