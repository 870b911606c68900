import { describe, expect, it } from 'vitest';
import { type InAppPackage, type InAppPackageType, PACKAGES_NOT_LOADED, nextPackage } from './packages.ts';

const pkg = (id: number, type: InAppPackageType, upgradableTo: number | null = null): InAppPackage => ({
  id,
  name: `P${id}`,
  code: `P${id}`,
  price: 10 * id,
  currency: 'USD',
  upgradableTo,
  details: { type },
  limits: {},
  features: [],
});

describe('nextPackage', () => {
  it('follows upgradableTo first', () => {
    const packages = [pkg(1, 'PLAN_TRIAL', 3), pkg(2, 'PLAN'), pkg(3, 'PLAN')];
    expect(nextPackage(packages, 1)?.id).toBe(3);
  });

  it('else takes the first later plan upgrade, then the first later plan', () => {
    const packages = [pkg(1, 'PLAN'), pkg(2, 'ADDITIONAL_MARKET'), pkg(3, 'PLAN'), pkg(4, 'PLAN_UPGRADE')];
    expect(nextPackage(packages, 1)?.id).toBe(4);
    expect(nextPackage(packages, 4)).toBeNull();
    expect(nextPackage(packages.slice(0, 3), 1)?.id).toBe(3);
  });

  it("throws 'Packages are not loaded. Does user has package?' without packages or a current one", () => {
    expect(() => nextPackage(undefined, 1)).toThrow(PACKAGES_NOT_LOADED);
    expect(() => nextPackage([], 1)).toThrow(PACKAGES_NOT_LOADED);
    expect(() => nextPackage([pkg(1, 'PLAN')], null)).toThrow(PACKAGES_NOT_LOADED);
    expect(() => nextPackage([pkg(1, 'PLAN')], 2)).toThrow(PACKAGES_NOT_LOADED);
  });
});
