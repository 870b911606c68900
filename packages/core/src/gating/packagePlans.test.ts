import { describe, expect, it } from 'vitest';
import { PACKAGE_CODES, PACKAGE_PLANS } from './packagePlans.ts';

/**
 * spec access-shell-plans §6 next-package rule: the API lists packages in PACKAGE_CODES order and seeds
 * each plan's `upgradableTo` from PACKAGE_PLANS, so the next package is always a later one.
 */
describe('PACKAGE_PLANS', () => {
  it('holds one plan per code, under its own code', () => {
    expect(Object.keys(PACKAGE_PLANS)).toEqual([...PACKAGE_CODES]);
    for (const code of PACKAGE_CODES) expect(PACKAGE_PLANS[code].code).toBe(code);
  });

  it('upgrades each plan to a later one in PACKAGE_CODES', () => {
    for (const code of PACKAGE_CODES) {
      const next = PACKAGE_PLANS[code].upgradableTo;
      if (next) expect(PACKAGE_CODES.indexOf(next), code).toBeGreaterThan(PACKAGE_CODES.indexOf(code));
    }
  });
});
